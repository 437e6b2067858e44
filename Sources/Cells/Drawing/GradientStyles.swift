import Foundation

/// Colours running along a line across the bounds, as SwiftUI's: a `ShapeStyle` for `.fill`,
/// `.stroke`, `.background` and `.foregroundStyle`, and a view that fills the space offered.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12)
///     .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: GradientShapeStyle, View, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolvedGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(geometry: .linear(start: startPoint, end: endPoint), stops: gradient.resolved(in: environment))
    }

    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// Colours in circles around a centre, from `startRadius` to `endRadius` points.
public struct RadialGradient: GradientShapeStyle, View, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolvedGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius),
                         stops: gradient.resolved(in: environment))
    }

    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// Colours in ellipses the shape of the bounds, from `startRadiusFraction` to
/// `endRadiusFraction` of half their width and height.
public struct EllipticalGradient: GradientShapeStyle, View, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: Double
    public var endRadiusFraction: Double

    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    // SwiftUI's fractions are of the bounds' size: 0.5 reaches the edges. The geometry's are
    // of half the size.
    func resolvedGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(geometry: .elliptical(center: center, startFraction: startRadiusFraction * 2, endFraction: endRadiusFraction * 2),
                         stops: gradient.resolved(in: environment))
    }

    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// Colours around a centre, clockwise from `startAngle` to `endAngle` (0° points right), as
/// a colour wheel or a pie's rim.
public struct AngularGradient: GradientShapeStyle, View, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal angles mean the whole turn.
        self.endAngle = startAngle == endAngle ? startAngle + .degrees(360) : endAngle
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`: SwiftUI's conic gradient.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    func resolvedGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(geometry: .angular(center: center, start: startAngle, end: endAngle), stops: gradient.resolved(in: environment))
    }

    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}

// Implicit member syntax: `.fill(.linearGradient(colors: […], startPoint: .top, endPoint: .bottom))`.

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension Color {
    /// The colour as a soft top-to-bottom gradient, lighter at the top, as SwiftUI's
    /// `Color.gradient` (`.fill(.blue.gradient)`).
    public var gradient: LinearGradient {
        LinearGradient(colors: [Color(name: "\(name)-lighter", css: "mix(\(paint.css ?? "currentColor"), #ffffff, 0.25)"), self],
                       startPoint: .top, endPoint: .bottom)
    }
}
