/// A view with a context menu (`.contextMenu { … }`): the view, and the menu's items, shown
/// only while the menu is open. On GNOME the menu is a popover opened by a right click or a
/// long press (touch) on the view, or the Menu key (Shift+F10) while the focus is in it,
/// pointing at where it was opened. Choosing an item runs its button's action and closes
/// the menu.
///
/// In a list row, the row's context menu and its `.swipeActions` (which GNOME shows as the
/// row's context menu too) are one menu: the context menu's items first, then the swipe
/// actions after a separator. Elsewhere, of nested context menus the innermost opens, as in
/// SwiftUI.
public struct ContextMenuView<Content: View>: PrimitiveView, PrimitiveChildren {
    public let content: Content
    let items: AnyView

    public func properties(in environment: EnvironmentValues) -> ContextMenuProperties {
        ContextMenuProperties()
    }

    var keyedChildren: [KeyedView]? {
        [
            KeyedView(key: .position(0), view: content),
            // The same column as a row's swipe actions: flat buttons that close the menu.
            KeyedView(key: .position(1), view: SwipeActionItems(groups: [SwipeActionGroup(edge: .leading, allowsFullSwipe: false, actions: items)])),
        ]
    }
}

extension ContextMenuView: HiddenInPaths {}

/// What a view with a context menu shows besides its content: nothing until the menu opens.
/// Its children are the content and the menu's column of items
/// (``SwipeActionItemsProperties``).
public struct ContextMenuProperties: Equatable, Sendable {
    public init() {}
}

extension View {
    /// Adds a context menu to this view, as SwiftUI's: on GNOME a popover of `menuItems`
    /// (buttons, `Divider()`s, `Menu`s of more buttons) opened by a right click or a long
    /// press on the view, or the Menu key (Shift+F10) while the focus is in it. Choosing a
    /// button runs its action and closes the menu. In a list row it shares one menu with the
    /// row's `.swipeActions`.
    ///
    /// ```swift
    /// Text(book.title)
    ///     .contextMenu {
    ///         Button("Mark Read") { book.isRead = true }
    ///         Divider()
    ///         Button("Delete", role: .destructive) { delete(book) }
    ///     }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ContextMenuView<Self> {
        ContextMenuView(content: self, items: AnyView(menuItems()))
    }
}
