/// The outline `.clipShape(_:)` and `.cornerRadius(_:)` cut a widget to. GTK clips a widget
/// and its children to rounded rectangles only (CSS `border-radius` with overflow hidden):
/// rectangles, rounded rectangles, capsules, circles and ellipses are exact (a circle in a
/// frame that is not square is clipped to an ellipse); another shape clips to its frame, with
/// a warning.
public enum ClipOutline: Hashable, Sendable {
    /// A rectangle with corners of this radius (0: square corners).
    case roundedRectangle(cornerRadius: Double)
    /// Half circles at the short sides.
    case capsule
    /// The ellipse filling the frame (a circle in a square one).
    case ellipse
    /// A shape GTK cannot clip to, by type name: clipped to the frame.
    case frameOnly(shapeType: String)

    /// The outline for `shape`.
    @MainActor public init<S: Shape>(_ shape: S) {
        switch shape {
        case is Rectangle: self = .roundedRectangle(cornerRadius: 0)
        case let rounded as RoundedRectangle: self = .roundedRectangle(cornerRadius: min(rounded.cornerSize.width, rounded.cornerSize.height))
        case is Capsule: self = .capsule
        case is Circle, is Ellipse: self = .ellipse
        default: self = .frameOnly(shapeType: String(describing: S.self))
        }
    }
}

/// `.clipShape(_:)`, `.cornerRadius(_:)`: the outline the widget is cut to.
public enum ClipShapeAttribute: WidgetAttributeKey {
    public typealias Value = ClipOutline
}

extension View {
    /// Cuts this view to `shape`'s outline: what is outside is not drawn.
    ///
    /// ```swift
    /// Image(filePath: cover).clipShape(RoundedRectangle(cornerRadius: 8))
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        widgetAttribute(ClipShapeAttribute.self, ClipOutline(shape))
    }

    /// Rounds this view's corners to `radius`, cutting off what is outside.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        widgetAttribute(ClipShapeAttribute.self, .roundedRectangle(cornerRadius: radius))
    }

    /// Cuts this view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        widgetAttribute(ClipShapeAttribute.self, .roundedRectangle(cornerRadius: 0))
    }
}
