import Foundation

/// A shape painted as a view: one drawing widget (GTK: a `GtkDrawingArea` drawn with cairo).
/// Made by a shape's `body`, `.fill(_:)`, `.stroke(...)` and `.strokeBorder(...)`.
///
/// Shown on its own it takes all the space offered (GTK: it expands), unless
/// `.frame(width:height:)` fixes its size; inside `.background`, `.overlay` or `.clipShape`
/// it takes the size of the view it decorates.
public struct ShapeView<S: Shape>: PrimitiveView {
    let shape: S
    let style: AnyShapeStyle
    let drawing: ShapeDrawing

    public init<Style: ShapeStyle>(shape: S, style: Style, drawing: ShapeDrawing) {
        self.shape = shape
        self.style = AnyShapeStyle(style)
        self.drawing = drawing
    }

    public func properties(in environment: EnvironmentValues) -> ShapeProperties {
        let paint = style.resolvedPaint(in: environment)
        return ShapeProperties(shape: AnyShape(shape), drawing: drawing, color: paint.gradient == nil ? paint.color : nil, gradient: paint.gradient,
                               fillsSpace: !environment.isDecorationLayer)
    }
}

/// What a ``ShapeView`` draws: the shape (compared by value), how it is painted, and in which
/// colour. A GTK binding draws again only when this changes or the widget's size does.
public struct ShapeProperties: Equatable {
    /// The shape, erased.
    public var shape: AnyShape
    /// Filled, stroked, or stroked inside its frame.
    public var drawing: ShapeDrawing
    /// The paint; nil for the theme's text colour. With a gradient: the colour its stops'
    /// `currentColor` means.
    public var color: Color?
    /// The gradient painted instead of `color`, if any, over the widget's bounds.
    public var gradient: ResolvedGradient?
    /// Whether the widget takes all the space offered (false inside a background or overlay,
    /// whose size is the decorated view's).
    public var fillsSpace: Bool

    public init(shape: AnyShape, drawing: ShapeDrawing, color: Color?, gradient: ResolvedGradient? = nil, fillsSpace: Bool = true) {
        self.shape = shape
        self.drawing = drawing
        self.color = color
        self.gradient = gradient
        self.fillsSpace = fillsSpace
    }

    /// The `trim(from:to:)` range of the shape, nil if it is not trimmed: what a progress
    /// ring shows.
    @MainActor public var trim: ClosedRange<Double>? { shape.trim }

    /// The line width when stroked, nil when filled.
    public var lineWidth: Double? {
        switch drawing {
        case .fill: nil
        case .stroke(let style), .strokeBorder(let style): style.lineWidth
        }
    }

    /// The outline to draw in `rect` (the widget's bounds): the shape's path, inset by half
    /// the line width for `strokeBorder`.
    @MainActor public func path(in rect: CGRect) -> Path {
        if case .strokeBorder(let style) = drawing {
            let inset = style.lineWidth / 2
            return shape.path(in: rect.insetBy(dx: inset, dy: inset))
        }
        return shape.path(in: rect)
    }
}

private struct DecorationLayerKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside `.background`, `.overlay` and `.clipShape` layers: shapes there take the
    /// decorated view's size instead of all the space offered.
    public var isDecorationLayer: Bool {
        get { self[DecorationLayerKey.self] }
        set { self[DecorationLayerKey.self] = newValue }
    }
}
