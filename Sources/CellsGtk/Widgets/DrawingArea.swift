import Cells
import Foundation
import Gtk

/// A shape (`Circle()`, `.fill`, `.stroke`, a user's `Shape`) as a `GtkDrawingArea` drawn
/// with cairo: the shape's path for the widget's size, filled or stroked in the widget's CSS
/// colour. The colour comes from a CSS class (see ``TextColorStyles``), so named colours and
/// materials follow the light or dark theme. The widget is drawn again (`gtk_widget_queue_draw`)
/// only when its description or its rotation changed; GTK redraws it when its size changes.
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
        canvas.properties = self
        if previous?.fillsSpace != fillsSpace { canvas.fillsSpace = fillsSpace }
        if previous?.color != color { TextColorStyles.apply(color?.paint, to: canvas, as: .paint) }
        if previous != nil { canvas.queueDraw() }
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
    /// `.rotationEffect`: the drawing turned around its anchor.
    public internal(set) var rotation: RotationEffect? {
        didSet { if rotation != oldValue { queueDraw() } }
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
        if let rotation, rotation.angle != .zero {
            let anchor = rotation.anchor.point(in: bounds)
            cairo_translate(cairo, anchor.x, anchor.y)
            cairo_rotate(cairo, rotation.angle.radians)
            cairo_translate(cairo, -anchor.x, -anchor.y)
        }
        // GTK clips a drawing to the widget: a stroke centred on the outline is drawn inside
        // it (as `strokeBorder`), so a ring in a frame is whole rather than cut flat.
        var path = properties.path(in: bounds)
        if case .stroke(let style) = properties.drawing {
            let inset = style.lineWidth / 2
            path = properties.shape.path(in: bounds.insetBy(dx: inset, dy: inset))
        }
        Self.trace(path, on: cairo)
        let color = cssColor
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        switch properties.drawing {
        case .fill(let style):
            cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        case .stroke(let style), .strokeBorder(let style):
            Self.apply(style, to: cairo)
            cairo_stroke(cairo)
        }
    }

    /// Cairo's current path from `path`.
    static func trace(_ path: Path, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cairo, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(cairo, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                cairo_curve_to(cairo,
                               current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    private static func apply(_ style: StrokeStyle, to cairo: OpaquePointer) {
        cairo_set_line_width(cairo, style.lineWidth)
        let cap: cairo_line_cap_t = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, style.miterLimit)
        if !style.dash.isEmpty {
            cairo_set_dash(cairo, style.dash, Int32(style.dash.count), style.dashPhase)
        }
    }
}

extension RotationEffectAttribute: GtkWidgetAttribute {
    @MainActor private static var warned = false

    /// Turns a shape's drawing; other widgets stay as they are (GTK 4.8 cannot turn a
    /// widget), with one warning.
    public static func apply(_ value: RotationEffect?, previous: RotationEffect?, to widget: Widget) {
        if let canvas = widget as? ShapeCanvas {
            canvas.rotation = value
        } else if value != nil, !warned {
            warned = true
            Diagnostics.warn(".rotationEffect turns shapes only: a \(type(of: widget)) is not turned (GTK 4.8 cannot turn widgets)")
        }
    }
}
