import Foundation

// MARK: Painting a shape

extension Shape {
    /// Fills the shape with `content` (a colour, `.tint`, a material, `.secondary`).
    public func fill<Style: ShapeStyle>(_ content: Style, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(style))
    }

    /// Strokes the outline with `content`, as `style` says.
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// Strokes the outline with `content`, `lineWidth` wide (centred on the outline).
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: Double = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The outline stroked with the foreground style, as `style` says: still a shape, so
    /// `.rotation(_:)` and `.frame` follow.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(base: self, style: style)
    }

    /// The outline stroked with the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: Double = 1) -> StrokedShape<Self> {
        StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// Strokes the outline inside the shape's frame with `content`, as `style` says.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: content, drawing: .strokeBorder(style))
    }

    /// Strokes the outline inside the shape's frame with `content`, `lineWidth` wide.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: Double = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: content, drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }

    /// Strokes the outline inside the frame with the foreground style, as `style` says.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: ForegroundStyle(), drawing: .strokeBorder(style))
    }

    /// Strokes the outline inside the frame with the foreground style, `lineWidth` wide.
    public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: ForegroundStyle(), drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }
}

// MARK: Shapes from shapes

extension Shape {
    /// The part of the outline between the fractions `from` and `to` of its length: a
    /// progress ring is `Circle().trim(from: 0, to: progress)`.
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// The shape turned by `angle` (clockwise on screen for positive angles) around `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(base: self, angle: angle, anchor: anchor)
    }
}

/// A shape cut to a part of its outline (`trim(from:to:)`).
public struct TrimmedShape<Base: Shape>: Shape, ShapeWrapper, TrimmedShapeDescribing {
    public var base: Base
    public var from: Double
    public var to: Double

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: from, to: to)
    }

    /// The trim's ends and the base's own data.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, Base.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), base.animatableData) }
        set {
            (from, to) = (newValue.first.first, newValue.first.second)
            base.animatableData = newValue.second
        }
    }

    var wrappedShape: Any { base }
    var trimRange: ClosedRange<Double> { min(from, to)...max(from, to) }
}

/// A shape turned around an anchor (`rotation(_:anchor:)`).
public struct RotatedShape<Base: Shape>: Shape, ShapeWrapper {
    public var base: Base
    public var angle: Angle
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(.rotation(angle, around: anchor.point(in: rect)))
    }

    /// The angle in degrees and the base's own data.
    public var animatableData: AnimatablePair<Double, Base.AnimatableData> {
        get { AnimatablePair(angle.degrees, base.animatableData) }
        set {
            angle = .degrees(newValue.first)
            base.animatableData = newValue.second
        }
    }

    var wrappedShape: Any { base }
}

/// A shape drawn as its outline with the foreground style (`stroke(style:)`,
/// `stroke(lineWidth:)`). Its path is its base's; turning it keeps it stroked.
public struct StrokedShape<Base: Shape>: Shape, ShapeWrapper {
    public var base: Base
    public var style: StrokeStyle

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public var body: ShapeView<Base> {
        ShapeView(shape: base, style: ForegroundStyle(), drawing: .stroke(style))
    }

    /// The stroked shape turned by `angle` around `anchor`, still stroked.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> StrokedShape<RotatedShape<Base>> {
        StrokedShape<RotatedShape<Base>>(base: base.rotation(angle, anchor: anchor), style: style)
    }

    var wrappedShape: Any { base }
}


// MARK: Turning any view (the old spellings)

@available(*, unavailable, message: "`.rotationEffect` draws any view turned now, as a visual effect: read `VisualEffect.rotation(_:anchor:)` in the view's `VisualEffectProperties`")
public struct RotationEffect {}

@available(*, unavailable, message: "`.rotationEffect` draws any view turned now, as a visual effect: read `VisualEffect.rotation(_:anchor:)` in the view's `VisualEffectProperties`")
public enum RotationEffectAttribute {}
