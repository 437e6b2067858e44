import Cells

/// Context menus (`.contextMenu`), opened and chosen from as a person does with a right click.
extension ViewHost {
    /// The titles of the items of the context menu on the view showing `text` (a label's
    /// text, a button's title), in order: its buttons and submenus (`Menu`). The innermost
    /// menu around the view; in a list row, the row's one menu, which also holds its swipe
    /// actions (after the context menu's items).
    public func contextMenuTitles(on text: String) throws -> [String] {
        try contextMenuItems(on: text).map(Self.title(of:))
    }

    /// Opens the context menu on the view showing `text` and chooses `item`: its button's
    /// action runs. `item` may be in a submenu (`Menu`) of the context menu.
    public func chooseFromContextMenu(_ item: String, on text: String) throws {
        let items = try contextMenuItems(on: text)
        guard let button = items.flatMap(Self.buttons(in:)).first(where: { $0.labelText == item }) else {
            throw ViewHostError.notFound("context menu item \"\(item)\" on \"\(text)\"", onScreen: items.map(Self.title(of:)))
        }
        try perform(ButtonActions.self, on: button, checksWidget: false) { $0.press() }
    }

    /// The buttons and submenus of the menu that opens on the view showing `text`.
    private func contextMenuItems(on text: String) throws -> [RecordedWidget] {
        // The menus (with their content's widgets) whose content shows `text`, outermost first.
        var chain: [RecordedWidget] = []
        var rowOfTarget: RecordedWidget?
        func search(_ widget: RecordedWidget, menus: [RecordedWidget], row: RecordedWidget?) -> Bool {
            if widget.labelText == text, widget.isLabel || widget.is(ButtonProperties.self) {
                chain = menus
                rowOfTarget = row
                return true
            }
            let isMenu = widget.is(ContextMenuProperties.self) || widget.is(SwipeActionsProperties.self)
            let inner = isMenu ? menus + [widget] : menus
            let rows = widget.shownRows
            for child in widget.visibleChildren where search(child, menus: inner, row: rows.contains { $0 === child } ? child : row) {
                return true
            }
            return false
        }
        guard search(root, menus: [], row: nil) else { throw ViewHostError.notFound("view showing \"\(text)\"", onScreen: labelTexts) }
        let menus: [RecordedWidget]
        if let row = rowOfTarget {
            // One menu per row: every menu in it, `.contextMenu`s first.
            let inRow = Self.menus(in: row)
            menus = inRow.filter { $0.is(ContextMenuProperties.self) } + inRow.filter { $0.is(SwipeActionsProperties.self) }
        } else {
            menus = chain.last.map { [$0] } ?? []
        }
        guard !menus.isEmpty else { throw ViewHostError.notFound("context menu on \"\(text)\"", onScreen: labelTexts) }
        return menus.flatMap { menu in
            menu.children.filter { $0.is(SwipeActionItemsProperties.self) }.flatMap(Self.items(in:))
        }
    }

    /// The context menus and swipe-action menus in `widget`, depth first.
    private static func menus(in widget: RecordedWidget) -> [RecordedWidget] {
        let own = widget.is(ContextMenuProperties.self) || widget.is(SwipeActionsProperties.self) ? [widget] : []
        return own + widget.visibleChildren.flatMap(menus(in:))
    }

    /// A menu's items in `widget`: its buttons and submenus, not what is inside them.
    private static func items(in widget: RecordedWidget) -> [RecordedWidget] {
        if widget.is(ButtonProperties.self) || widget.is(MenuProperties.self) { return [widget] }
        return widget.children.flatMap(items(in:))
    }

    /// What an item shows: a button's title, a submenu's.
    private static func title(of item: RecordedWidget) -> String {
        item.properties(as: MenuProperties.self)?.title ?? item.labelText
    }

    /// The buttons of an item: itself, or a submenu's buttons.
    private static func buttons(in item: RecordedWidget) -> [RecordedWidget] {
        if item.is(ButtonProperties.self) { return [item] }
        return item.children.flatMap(buttons(in:))
    }
}
