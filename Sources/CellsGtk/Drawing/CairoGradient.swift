import Cells
import Foundation
import Gtk

/// Paints a ``ResolvedGradient`` with cairo: a linear or radial cairo pattern, an elliptical
/// one as a radial pattern stretched to the bounds, and an angular one as a mesh of thin
/// wedges around its centre (cairo has no conic pattern). Shapes and canvases use it as their
/// source.
@MainActor
enum CairoGradient {
    /// Makes `gradient`, laid over `bounds`, cairo's source on `cairo`.
    static func setSource(_ gradient: ResolvedGradient, in bounds: CGRect, on cairo: OpaquePointer, colors: CSSColorEvaluator) {
        let stops = gradient.stops.map { (rgba: colors.rgba(of: $0.color), location: $0.location) }
        guard let pattern = makePattern(gradient.geometry, stops: stops, bounds: bounds) else { return }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    private static func makePattern(_ geometry: ResolvedGradient.Geometry, stops: [(rgba: RGBA, location: Double)], bounds: CGRect) -> OpaquePointer? {
        switch geometry {
        case .linear(let start, let end):
            let from = start.point(in: bounds), to = end.point(in: bounds)
            let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
            addStops(stops, to: pattern)
            return pattern
        case .radial(let center, let startRadius, let endRadius):
            let c = center.point(in: bounds)
            let pattern = cairo_pattern_create_radial(c.x, c.y, startRadius, c.x, c.y, endRadius)
            addStops(stops, to: pattern)
            return pattern
        case .elliptical(let center, let startFraction, let endFraction):
            // A radial pattern in a unit circle; the matrix maps the bounds' half-size onto it.
            let pattern = cairo_pattern_create_radial(0, 0, startFraction, 0, 0, endFraction)
            addStops(stops, to: pattern)
            let c = center.point(in: bounds)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 2 / max(bounds.width, 1), 2 / max(bounds.height, 1))
            cairo_matrix_translate(&matrix, -c.x, -c.y)
            cairo_pattern_set_matrix(pattern, &matrix)
            return pattern
        case .angular(let center, let start, let end):
            return angularMesh(center: center.point(in: bounds), start: start, end: end, stops: stops,
                               radius: hypot(bounds.width, bounds.height) + 1)
        }
    }

    private static func addStops(_ stops: [(rgba: RGBA, location: Double)], to pattern: OpaquePointer?) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.rgba.red, stop.rgba.green, stop.rgba.blue, stop.rgba.alpha)
        }
    }

    /// Wedges of at most 2° from `start` to `end`, each shading from one sampled colour to
    /// the next; the rest of the turn (when the range is less than one) is split between the
    /// end colour and the start colour, as SwiftUI does.
    private static func angularMesh(center: CGPoint, start: Angle, end: Angle, stops: [(rgba: RGBA, location: Double)], radius: Double) -> OpaquePointer? {
        let pattern = cairo_pattern_create_mesh()
        let span = end.radians - start.radians
        let wedges = max(Int((abs(span) / (2 * .pi) * 180).rounded(.up)), 1)
        func point(_ angle: Double) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        func wedge(from a0: Double, to a1: Double, _ c0: RGBA, _ c1: RGBA) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            let p0 = point(a0), p1 = point(a1)
            cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
            cairo_mesh_pattern_line_to(pattern, p1.x, p1.y)
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, color) in [c0, c0, c1, c1].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        for index in 0..<wedges {
            let t0 = Double(index) / Double(wedges), t1 = Double(index + 1) / Double(wedges)
            wedge(from: start.radians + span * t0, to: start.radians + span * t1, color(at: t0, stops), color(at: t1, stops))
        }
        let rest = 2 * .pi - abs(span)
        if rest > 0.001, let first = stops.first?.rgba, let last = stops.last?.rgba {
            let middle = end.radians + rest / 2
            wedge(from: end.radians, to: middle, last, last)
            wedge(from: middle, to: end.radians + rest, first, first)
        }
        return pattern
    }

    /// The colour at `t` (0…1) along the stops.
    static func color(at t: Double, _ stops: [(rgba: RGBA, location: Double)]) -> RGBA {
        guard let first = stops.first else { return .transparent }
        if t <= first.location { return first.rgba }
        for (before, after) in zip(stops, stops.dropFirst()) where t <= after.location {
            let width = after.location - before.location
            return width <= 0 ? after.rgba : before.rgba.mixed(with: after.rgba, amount: (t - before.location) / width)
        }
        return stops[stops.count - 1].rgba
    }
}
