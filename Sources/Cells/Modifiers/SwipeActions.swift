/// The leading or trailing edge of a row (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Hashable, Sendable {
    case leading, trailing
}

/// One `.swipeActions` modifier's buttons.
struct SwipeActionGroup {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: AnyView
}

/// A view with row actions (`.swipeActions`). GNOME has no swipe on rows: the actions are the
/// row's context menu, opened with a right click, a long press, or the Menu key (Shift+F10)
/// on the focused row; choosing one runs its button's action. Leading actions come first.
public struct SwipeActionsView<Content: View>: PrimitiveView, PrimitiveChildren {
    public let content: Content
    let groups: [SwipeActionGroup]

    public func properties(in environment: EnvironmentValues) -> SwipeActionsProperties {
        SwipeActionsProperties(
            allowsFullSwipe: groups.contains(where: \.allowsFullSwipe),
            isEditing: environment.editMode?.wrappedValue.isEditing ?? false
        )
    }

    var keyedChildren: [KeyedView]? {
        let ordered = groups.filter { $0.edge == .leading } + groups.filter { $0.edge == .trailing }
        return [
            KeyedView(key: .position(0), view: content),
            KeyedView(key: .position(1), view: SwipeActionItems(groups: ordered)),
        ]
    }

    /// Another edge's (or the same edge's) actions, in the same context menu.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content actions: () -> Actions
    ) -> SwipeActionsView<Content> {
        SwipeActionsView(content: content, groups: groups + [SwipeActionGroup(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(actions()))])
    }
}

extension SwipeActionsView: HiddenInPaths {}

/// What a row with swipe actions shows besides its content: nothing GTK draws; a full swipe
/// (the first action on a long swipe) is accepted and has no GNOME counterpart.
public struct SwipeActionsProperties: Equatable, Sendable {
    public var allowsFullSwipe: Bool
    /// Whether the list is in edit mode: the row's own edit controls take its end then, and
    /// GTK hides the row's menu button (the menu stays on right click and the Menu key).
    public var isEditing: Bool

    public init(allowsFullSwipe: Bool, isEditing: Bool = false) {
        self.allowsFullSwipe = allowsFullSwipe
        self.isEditing = isEditing
    }
}

/// The buttons of a row's swipe actions, in a column: the row's context menu.
struct SwipeActionItems: PrimitiveView, PrimitiveChildren {
    let groups: [SwipeActionGroup]

    func properties(in environment: EnvironmentValues) -> SwipeActionItemsProperties {
        SwipeActionItemsProperties()
    }

    var keyedChildren: [KeyedView]? {
        groups.enumerated().map { KeyedView(key: .position($0.offset), view: $0.element.actions) }
    }

    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.withStackAxis(.vertical)
    }
}

extension SwipeActionItems: HiddenInPaths {}

/// The column of a row's swipe action buttons, or of a `.contextMenu`'s items (GTK: the child
/// of the context menu's popover).
public struct SwipeActionItemsProperties: Equatable, Sendable {
    public init() {}
}

extension View {
    /// Adds actions to a list row, as SwiftUI's swipe actions: on GNOME they are the row's
    /// context menu (right click, long press, or the Menu key on the focused row); choosing
    /// one runs its button's action. `edge` orders them (leading first); `allowsFullSwipe` is
    /// accepted and has no effect.
    ///
    /// ```swift
    /// Text(book.title)
    ///     .swipeActions(edge: .leading) { Button("Mark Read") { book.isRead = true } }
    ///     .swipeActions { Button("Delete", role: .destructive) { delete(book) } }
    /// ```
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> SwipeActionsView<Self> {
        SwipeActionsView(content: self, groups: [SwipeActionGroup(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(content()))])
    }
}
