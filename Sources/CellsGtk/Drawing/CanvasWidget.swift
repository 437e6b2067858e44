import Cells
import Foundation
import Gtk

/// `Canvas` as a `GtkDrawingArea`: GTK's "resize" reports the widget's size to the canvas
/// (whose renderer then runs for it), and the draw function replays the renderer's commands
/// with cairo (`CanvasReplay`). A drawing equal to the last is not drawn again.
extension CanvasProperties: GtkWidgetBinding {
    public typealias Actions = CanvasActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> CanvasWidget {
        let canvas = CanvasWidget()
        canvas.setDrawFunction { [weak canvas] cairo, width, height in
            canvas?.draw(cairo, width: width, height: height)
        }
        let weakContext = WeakCapture(context)
        canvas.onResize { width, height in
            weakContext.object?.perform(checksWidget: false) { $0.resized(CGSize(width: Double(width), height: Double(height))) }
        }
        return canvas
    }

    public func update(_ canvas: CanvasWidget, context: GtkWidgetContext<Self>) {
        canvas.commands = commands
        if context.previous?.fillsSpace != fillsSpace {
            canvas.expandsHorizontally = fillsSpace
            canvas.expandsVertically = fillsSpace
        }
        if let previous = context.previous, previous.commands != commands { canvas.queueDraw() }
    }
}

/// The drawing area of a canvas: the commands it replays.
@MainActor
public final class CanvasWidget: DrawingArea {
    /// The renderer's drawing for the widget's current size.
    public internal(set) var commands: [CanvasCommand] = []

    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        CanvasReplay.draw(commands, on: cairo, widget: widgetPointer, colors: CSSColorEvaluator(widget: widgetPointer))
    }
}
