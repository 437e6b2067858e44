import Foundation

/// What `.onHover` runs, kept in the modifier's node: the same object for as long as the
/// view stays, holding the latest closure. Compared by identity.
@MainActor
public final class HoverAction: Equatable {
    var action: @MainActor (Bool) -> Void = { _ in }

    nonisolated init() {}

    /// Tells the view the pointer entered (true) or left (false) it, as the pointer does.
    public func pointerMoved(inside: Bool) {
        action(inside)
    }

    public nonisolated static func == (lhs: HoverAction, rhs: HoverAction) -> Bool { lhs === rhs }
}

/// `.onHover`: the pointer entering and leaving the widget (GTK: a `GtkEventControllerMotion`).
public enum HoverAttribute: WidgetAttributeKey {
    public typealias Value = HoverAction
}

struct HoverView<Content: View>: View {
    let content: Content
    let action: @MainActor (Bool) -> Void
    @Owned private var hover = HoverAction()

    var body: some View {
        let hover = self.hover
        hover.action = action
        return content.widgetAttribute(HoverAttribute.self, hover)
    }
}

/// The area of a view that takes the pointer for its gestures and taps (`.contentShape`):
/// a press outside the shape is not the view's.
@MainActor
public struct ContentShape: Equatable {
    /// The shape's outline in a rectangle of the view's size.
    private let path: @MainActor (CGRect) -> Path
    /// Tells shapes apart for comparing: their outlines in a 100-pixel square.
    private let signature: Path
    private let eoFill: Bool

    init<S: Shape>(_ shape: S, eoFill: Bool) {
        path = { rect in shape.path(in: rect) }
        signature = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        self.eoFill = eoFill
    }

    /// Whether a press at `point`, in a view of `size`, lands on the shape.
    public func contains(_ point: CGPoint, in size: CGSize) -> Bool {
        path(CGRect(origin: .zero, size: size)).contains(point, eoFill: eoFill)
    }

    public nonisolated static func == (lhs: ContentShape, rhs: ContentShape) -> Bool {
        lhs.signature == rhs.signature && lhs.eoFill == rhs.eoFill
    }
}

/// `.contentShape`: where on the widget a press counts.
public enum ContentShapeAttribute: WidgetAttributeKey {
    public typealias Value = ContentShape
}

extension View {
    /// Runs `action` with true when the pointer moves onto this view and false when it leaves.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        HoverView(content: self, action: action)
    }

    /// Makes `shape` the area where presses on this view count for its gestures and taps.
    /// A GTK widget takes the pointer over its whole rectangle already, gaps and transparent
    /// parts included (SwiftUI's `contentShape(Rectangle())`); another shape, as a `Circle`,
    /// leaves presses outside it to the views behind.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        widgetAttribute(ContentShapeAttribute.self, ContentShape(shape, eoFill: eoFill))
    }
}
