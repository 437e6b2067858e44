import Foundation

/// A 2D shape: its outline for a given rectangle. A shape is a view: shown as it is, it is
/// filled with the foreground style and takes all the space offered (fix its size with
/// `.frame(width:height:)`); `.fill(_:)`, `.stroke(_:lineWidth:)` and `.strokeBorder(_:lineWidth:)`
/// choose how it is painted. GTK draws it (a `GtkDrawingArea` with cairo), again only when
/// its description (the shape's value, its paint, its colour) changed or its size did.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
///
/// Two values of a shape type are the same drawing when they compare equal (`Equatable`
/// shapes) or when their stored properties do (other shapes); a shape holding a closure is
/// drawn again on every update of its view.
public protocol Shape: View, Animatable {
    /// The outline of this shape in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape shown as it is: filled with the foreground style.
    public var body: ShapeView<Self> {
        ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
    }
}

/// A shape that can be drawn inset by an amount: what `.strokeBorder(_:lineWidth:)` needs,
/// to keep the whole stroke inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// This shape drawn `amount` inside its frame on every side.
    func inset(by amount: Double) -> InsetShape
}

/// Any shape, with its type erased; equal to another when they are the same drawing (see
/// ``Shape``). What a shape view's description holds.
public struct AnyShape: Shape, Equatable, CustomStringConvertible {
    nonisolated(unsafe) let base: Any
    private let makePath: @MainActor (CGRect) -> Path
    nonisolated(unsafe) private let isEqual: (Any) -> Bool
    /// The shape `fraction` of the way from `from` (of the same type) to this one, by their
    /// `animatableData`; nil for another type.
    private let interpolate: @MainActor (AnyShape, Double) -> AnyShape?

    /// Erases `shape`'s type (an `AnyShape` is not wrapped again).
    public init<S: Shape>(_ shape: S) {
        if let any = shape as? AnyShape {
            self = any
            return
        }
        base = shape
        makePath = { shape.path(in: $0) }
        isEqual = { other in ShapeEquality.areEqual(shape, other) }
        interpolate = { from, fraction in
            guard let start = from.base as? S else { return nil }
            var moved = shape
            moved.animatableData = start.animatableData.interpolated(towards: shape.animatableData, amount: fraction)
            return AnyShape(moved)
        }
    }

    /// This shape as it is `fraction` of the way from `from`, its animation's start: moved
    /// by the shapes' `animatableData` (a trim's ends, a pie's fraction); nil if `from` is
    /// another kind of shape.
    public func interpolated(from: AnyShape, _ fraction: Double) -> AnyShape? {
        interpolate(from, fraction)
    }

    /// Whether the shape has something to animate.
    public var isAnimatable: Bool {
        (base as? any Animatable).map { !($0.animatableData is EmptyAnimatableData) } ?? false
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }

    /// The shape's type name with its modifiers ("Circle", "TrimmedShape<Circle>").
    public nonisolated var typeName: String { String(describing: type(of: base)) }

    /// The `trim(from:to:)` range applied to this shape (the innermost one), nil if none.
    public var trim: ClosedRange<Double>? {
        var shape: Any = base
        while let wrapper = shape as? any ShapeWrapper {
            if let trimmed = wrapper as? any TrimmedShapeDescribing { return trimmed.trimRange }
            shape = wrapper.wrappedShape
        }
        return nil
    }

    public nonisolated var description: String { typeName }

    public nonisolated static func == (lhs: AnyShape, rhs: AnyShape) -> Bool {
        lhs.isEqual(rhs.base)
    }
}

/// A shape made from another one by a shape modifier (trim, rotation, inset, offset).
@MainActor protocol ShapeWrapper {
    var wrappedShape: Any { get }
}

@MainActor protocol TrimmedShapeDescribing {
    var trimRange: ClosedRange<Double> { get }
}

/// Whether two shape values are the same drawing: `==` for `Equatable` shapes, their stored
/// properties compared one by one otherwise (a closure is never equal).
enum ShapeEquality {
    static func areEqual(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let comparable = lhs as? any Equatable { return comparable.isEqual(toAny: rhs) }
        if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        guard depth < 6 else { return false }
        let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
        guard left.displayStyle == .struct || left.displayStyle == .tuple || left.displayStyle == .enum else { return false }
        if left.displayStyle == .enum, left.children.isEmpty {
            return String(describing: lhs) == String(describing: rhs)
        }
        let l = Array(left.children), r = Array(right.children)
        guard l.count == r.count else { return false }
        for (a, b) in zip(l, r) where a.label != b.label || !areEqual(a.value, b.value, depth: depth + 1) {
            return false
        }
        return true
    }
}
