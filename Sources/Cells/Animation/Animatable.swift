import Foundation

/// A value an animation can move through, as SwiftUI's: it adds, subtracts and scales.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The sum of the squares of the components.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value `fraction` of the way from `self` to `other`.
    public func interpolated(towards other: Self, amount fraction: Double) -> Self {
        var step = other - self
        step.scale(by: fraction)
        return self + step
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values moved together (a trim's start and end).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// Nothing to animate: what a shape without parameters (`Circle`) has.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: Self { Self() }
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A value whose `animatableData` an animation moves from the old value's to the new one's,
/// as SwiftUI's: a shape with a parameter (a pie's fraction) declares it, and the shape is
/// drawn with each frame's value.
///
/// ```swift
/// struct Pie: Shape {
///     var fraction: Double
///     var animatableData: Double {
///         get { fraction }
///         set { fraction = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
@MainActor public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
