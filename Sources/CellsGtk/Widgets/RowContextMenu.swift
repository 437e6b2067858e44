import Cells
import Gtk

/// `.swipeActions` as a row's context menu: a `GtkBox` holding the row's content, with a
/// `GtkPopover` of the action buttons opened by a right click, a long press, or the Menu key
/// (Shift+F10) on the focused row, or the "⋮" button at the row's end that shows while the
/// pointer is over the row. Choosing a button runs its action and closes the menu. Only rows
/// with swipe actions get the box, the popover, the button and the event controllers.
extension SwipeActionsProperties: GtkWidgetBinding {
    public func makeCoordinator() -> RowContextMenuParts {
        RowContextMenuParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let box = Box(orientation: .horizontal, spacing: 0)
        box.expandsHorizontally = true  // a right click anywhere on the row opens the menu
        let parts = context.coordinator
        // The content in a box that takes the row's width (it keeps its own alignment there),
        // so the hover button sits at the row's end.
        parts.content.expandsHorizontally = true
        box.setChildren([parts.content])
        // After a `.contextMenu`'s items when the row has one (one menu per row).
        let menu = ContextMenu(anchor: box, content: parts.items, order: 1)
        menu.addHoverButton(to: box, tooltip: "Row Actions", nameInRow: "Actions")
        parts.menu = menu
        // The Menu key works in the list view showing the row, once a row with a menu is shown.
        box.onMap { [weak box] in
            guard let box, let list = gtk_widget_get_ancestor(box.widgetPointer, gtk_list_view_get_type()) else { return }
            ContextMenu.installMenuKey(on: list)
        }
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {
        if context.previous?.isEditing != isEditing, let button = context.coordinator.menu?.hoverButton {
            gtk_widget_set_visible(button, isEditing ? 0 : 1)
        }
    }

    /// The content's widgets go in the box; the action buttons' column in the popover.
    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        let isItems = { (widget: Widget) in widget.hasCSSClass(SwipeActionItemsProperties.styleClass) }
        parts.content.setChildren(children.filter { !isItems($0) })
        parts.items.setChildren(children.filter(isItems))
    }
}

/// What a row's context menu keeps: the box of the row's content, the menu, and the box in
/// its popover holding the column of action buttons.
@MainActor
public final class RowContextMenuParts {
    let content = Box(orientation: .horizontal, spacing: 0)
    let items = Box(orientation: .vertical, spacing: 0)
    weak var menu: ContextMenu?
}

/// The column of a context menu's buttons (`.contextMenu`, a row's swipe actions): GNOME's
/// menu items (`MenuItemLook`); a click on one closes the menu after its action.
extension SwipeActionItemsProperties: GtkWidgetBinding {
    static let styleClass = "cells-row-actions"

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let column = Box(orientation: .vertical, spacing: 0)
        column.addCSSClass(styleClass)
        return column
    }

    public func update(_ column: Box, context: GtkWidgetContext<Self>) {}

    public static func setChildren(_ children: [Widget], of column: Box, context: GtkWidgetContext<Self>) {
        column.setChildren(children)
        // Menu items, wherever they are among the children (in a wrapper, a stack of several).
        for button in MenuItemLook.adopt(children) {
            MenuItemLook.closeOnClick(button) { ContextMenu.enclosing($0)?.popdown() }
        }
    }
}
