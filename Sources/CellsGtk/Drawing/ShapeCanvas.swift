import Cells
import Foundation
import Gtk

/// A shape (`Circle()`, `.fill`, `.stroke`, a user's `Shape`) as a `GtkDrawingArea` drawn
/// with cairo: the shape's path for the widget's size, filled or stroked in the widget's CSS
/// colour, or with a gradient over the widget's bounds (see `CairoGradient`). The colour
/// comes from a CSS class (see ``TextColorStyles``), so named colours and materials follow
/// the light or dark theme. The widget is drawn again (`gtk_widget_queue_draw`) only when its
/// description changed; GTK redraws it when its size changes. In an animated
/// transaction, the shape moves by its `animatableData` (a trim's ends, a pie's fraction) and
/// its colour blends to the new one, on the frame clock.
extension ShapeProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> ShapeCanvas {
        let canvas = ShapeCanvas()
        canvas.setDrawFunction { [weak canvas] cairo, width, height in
            canvas?.draw(cairo, width: width, height: height)
        }
        return canvas
    }

    public func update(_ canvas: ShapeCanvas, context: GtkWidgetContext<Self>) {
        let previous = context.previous
        // In an animated update: where the animation starts, what is drawn now.
        let animation = gtk_widget_get_mapped(canvas.widgetPointer) != 0 ? Transaction.current?.animation : nil
        let drawn = animation == nil ? nil : canvas.animatedLook ?? previous.map { ShapeCanvas.Look(shape: $0.shape, color: canvas.cssColorRGBA) }
        canvas.properties = self
        if previous?.fillsSpace != fillsSpace { canvas.fillsSpace = fillsSpace }
        if previous?.color != color { TextColorStyles.apply(color?.paint, to: canvas, as: .paint) }
        guard previous != nil else { return }
        if let drawn, let animation {
            let target = ShapeCanvas.Look(shape: shape, color: canvas.cssColorRGBA)
            WidgetAnimator.animate(canvas, "shape", from: 0, to: 1, with: animation) { [weak canvas] fraction in
                guard let canvas else { return }
                canvas.animatedLook = fraction == 1 ? nil : drawn.interpolated(to: target, fraction)
                canvas.queueDraw()
            }
        } else {
            WidgetAnimator.cancel(canvas, "shape")
            canvas.animatedLook = nil
            canvas.queueDraw()
        }
    }

    public static func dismantle(_ canvas: ShapeCanvas, context: GtkWidgetContext<Self>) {
        TextColorStyles.release(canvas)
    }
}

/// The drawing area of a shape view: what it draws, its turn, and how it takes space.
@MainActor
public final class ShapeCanvas: DrawingArea {
    /// The description drawn.
    public internal(set) var properties: ShapeProperties?

    /// What an animation draws now instead of the description's shape and colour.
    var animatedLook: Look?

    /// A shape and its colour, as an animation draws them.
    struct Look {
        let shape: AnyShape
        let color: RGBA

        @MainActor func interpolated(to target: Look, _ fraction: Double) -> Look {
            Look(shape: target.shape.interpolated(from: shape, fraction) ?? target.shape, color: color.mixed(with: target.color, amount: fraction))
        }
    }

    /// The widget's CSS colour now.
    var cssColorRGBA: RGBA {
        let color = cssColor
        return RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Whether the canvas takes all the space offered (where `.frame` does not fix a side).
    var fillsSpace = true { didSet { updateExpansion() } }
    /// The `.frame` on the canvas, if any.
    var frame: Frame? { didSet { updateExpansion() } }

    /// A shape expands in each direction its frame leaves free (or fills with `.infinity`).
    private func updateExpansion() {
        expandsHorizontally = fillsSpace ? (frame?.width == nil || frame?.fillsWidth == true) : frame?.fillsWidth == true
        expandsVertically = fillsSpace ? (frame?.height == nil || frame?.fillsHeight == true) : frame?.fillsHeight == true
    }

    /// Draws the shape in a `width` × `height` widget.
    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        guard let properties else { return }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        // GTK clips a drawing to the widget: a stroke centred on the outline is drawn inside
        // it (as `strokeBorder`), so a ring in a frame is whole rather than cut flat.
        var drawn = properties
        if let animatedLook { drawn.shape = animatedLook.shape }
        var path = drawn.path(in: bounds)
        if case .stroke(let style) = drawn.drawing {
            let inset = style.lineWidth / 2
            path = drawn.shape.path(in: bounds.insetBy(dx: inset, dy: inset))
        }
        CairoPath.trace(path, on: cairo)
        if let gradient = properties.gradient {
            CairoGradient.setSource(gradient, in: bounds, on: cairo, colors: CSSColorEvaluator(widget: widgetPointer))
        } else {
            let color = animatedLook?.color ?? cssColorRGBA
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        }
        switch properties.drawing {
        case .fill(let style):
            cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        case .stroke(let style), .strokeBorder(let style):
            CairoPath.apply(style, to: cairo)
            cairo_stroke(cairo)
        }
    }
}

