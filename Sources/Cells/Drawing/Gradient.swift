import Foundation

/// Colours along a line, for the gradient styles: evenly spaced (`Gradient(colors:)`) or at
/// given locations between 0 and 1 (`Gradient(stops:)`), as SwiftUI's.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .orange, location: 0), .init(color: .red, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour at a location between 0 (the gradient's start) and 1 (its end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// The colours spread evenly from 0 to 1 (one colour fills the whole line).
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        self.stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The stops with each colour as a shape paints it (``Color/paint``: a named colour's
    /// palette value, its dark variant on a dark window); `.primary` is the theme's text
    /// colour (nil).
    @MainActor func resolved(in environment: EnvironmentValues) -> [ResolvedGradient.Stop] {
        stops.map { ResolvedGradient.Stop(color: $0.color.resolvedColor(in: environment)?.paint, location: min(max($0.location, 0), 1)) }
    }
}

/// A gradient ready to paint: its geometry relative to the bounds it fills and its stops'
/// colours as CSS expressions (which the GTK backend evaluates against the theme, so
/// `.blue` is the same blue as a blue label's). What ``ShapeProperties`` and a ``Canvas``'s
/// drawing carry.
public struct ResolvedGradient: Hashable, Sendable {
    /// A stop's colour (nil: the theme's text colour) and location.
    public struct Stop: Hashable, Sendable {
        public var color: Color?
        public var location: Double
    }

    /// Where the colours run.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`.
        case linear(start: UnitPoint, end: UnitPoint)
        /// In circles around `center`, from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// In ellipses around `center` the shape of the bounds, from `startFraction` to
        /// `endFraction` of half the bounds' width and height.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Around `center`, clockwise from `start` to `end` (0° points right).
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }

    public var geometry: Geometry
    public var stops: [Stop]

    /// The colour where most of the gradient is: its middle stop's. What text painted with a
    /// gradient shows (GTK 4.8 cannot fill glyphs with a gradient).
    public var representativeColor: Color? {
        stops.isEmpty ? nil : stops[stops.count / 2].color
    }
}

/// What a shape or background is painted with: one colour (nil: the theme's text colour) or
/// a gradient.
public enum ShapePaint: Hashable, Sendable {
    case color(Color?)
    case gradient(ResolvedGradient)

    /// The single colour: a gradient's representative colour.
    public var color: Color? {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.representativeColor
        }
    }

    /// The gradient, if this paint is one.
    public var gradient: ResolvedGradient? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }
}

/// The styles that are gradients: they paint a ``ResolvedGradient``.
protocol GradientShapeStyle: ShapeStyle {
    @MainActor func resolvedGradient(in environment: EnvironmentValues) -> ResolvedGradient
}

extension GradientShapeStyle {
    @MainActor public func resolvedColor(in environment: EnvironmentValues) -> Color? {
        resolvedGradient(in: environment).representativeColor
    }

    @MainActor public func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        .gradient(resolvedGradient(in: environment))
    }
}
