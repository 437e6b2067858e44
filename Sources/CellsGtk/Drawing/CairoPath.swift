import Cells
import Gtk

/// A ``Path`` and a ``StrokeStyle`` in cairo's terms, for shapes and canvases.
@MainActor
enum CairoPath {
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

    static func apply(_ style: StrokeStyle, to cairo: OpaquePointer) {
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
