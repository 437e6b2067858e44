import CGtk

/// A `GtkDrawingArea`: a widget drawn by a Swift function with cairo. The function is held
/// by GTK (counted in ``SignalClosureCounter``) and released when the widget dies;
/// ``queueDraw()`` asks GTK to call it again at the next frame.
@MainActor
open class DrawingArea: Widget {
    public init() {
        super.init(taking: gtk_drawing_area_new())
    }

    /// How many times the draw function ran, over all drawing areas (tests use it to show
    /// that a drawing is redone only when it changed).
    public private(set) static var drawCount = 0

    /// Sets the function that draws the widget: it gets the cairo context and the widget's
    /// width and height. It must not capture the widget strongly.
    public func setDrawFunction(_ draw: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) {
        let box = DrawFunctionBox(draw)
        SignalClosureCounter.retain()
        let callback: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let data, let cairo else { return }
            let box = Unmanaged<DrawFunctionBox>.fromOpaque(data).takeUnretainedValue()
            assumingMainActor {
                DrawingArea.drawCount += 1
                box.draw(cairo, Double(width), Double(height))
            }
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<DrawFunctionBox>.fromOpaque(data).release()
            assumingMainActor { SignalClosureCounter.release() }
        }
        gtk_drawing_area_set_draw_func(cast(rawPointer), callback,
                                       Unmanaged.passRetained(box).toOpaque(), release)
    }

    /// Asks GTK to draw the widget again at the next frame.
    public func queueDraw() {
        gtk_widget_queue_draw(widgetPointer)
    }

    /// The widget's CSS `color` now (red, green, blue, alpha), as its style classes and the
    /// theme resolve it: what a drawing paints "the text colour" with.
    public var cssColor: (red: Double, green: Double, blue: Double, alpha: Double) {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widgetPointer), &rgba)
        return (Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
    }
}

/// The draw function GTK holds.
private final class DrawFunctionBox: @unchecked Sendable {  // runs only on the main actor
    let draw: @MainActor (OpaquePointer, Double, Double) -> Void
    init(_ draw: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) { self.draw = draw }
}
