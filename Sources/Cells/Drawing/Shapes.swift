import Foundation

/// A circle centred in its frame, as wide as the frame's shorter side. Its path starts at
/// the trailing point and goes clockwise, so a ring drawn with `trim(from: 0, to:)` and
/// `rotation(.degrees(-90))` grows clockwise from 12 o'clock.
public struct Circle: InsettableShape, Hashable, Sendable {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: Double) -> InsetShape<Circle> { InsetShape(base: self, amount: amount) }
}

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, Hashable, Sendable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: Double) -> InsetShape<Rectangle> { InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners filling its frame.
public struct RoundedRectangle: InsettableShape, Hashable, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// Corners of radius `cornerRadius`.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Elliptic corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// Inset, its corners shrink by the same amount (as SwiftUI's).
    public func inset(by amount: Double) -> InsetShape<RoundedRectangle> {
        var smaller = self
        smaller.cornerSize = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
        return InsetShape(base: smaller, amount: amount)
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(cornerSize.width)
        hasher.combine(cornerSize.height)
        hasher.combine(style)
    }
}

/// A rectangle whose shorter sides are half circles, filling its frame.
public struct Capsule: InsettableShape, Hashable, Sendable {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public func inset(by amount: Double) -> InsetShape<Capsule> { InsetShape(base: self, amount: amount) }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, Hashable, Sendable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public func inset(by amount: Double) -> InsetShape<Ellipse> { InsetShape(base: self, amount: amount) }
}

/// A shape drawn `amount` inside its frame on every side (`shape.inset(by:)`).
public struct InsetShape<Base: Shape>: InsettableShape, ShapeWrapper {
    public var base: Base
    public var amount: Double

    public init(base: Base, amount: Double) {
        self.base = base
        self.amount = amount
    }

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: Double) -> InsetShape<Base> { InsetShape(base: base, amount: self.amount + amount) }

    var wrappedShape: Any { base }
}

