import CGtk
import Cells
import Gtk

/// `.contextMenu` as GNOME's context menu: a `GtkBox` holding the view's widgets, with a
/// `GtkPopover` of the menu's items (`ContextMenu`) opened by a right click or a long press
/// (touch) on it, pointing at the pointer, or by the Menu key (Shift+F10) while the focus is
/// in it, pointing at the view. Choosing a button runs its action and closes the menu.
///
/// In a list row it is one menu with the row's swipe actions (``RowContextMenuParts``): its
/// items first, then theirs; the Menu key opens it on the focused row.
extension ContextMenuProperties: GtkWidgetBinding {
    public func makeCoordinator() -> ContextMenuParts {
        ContextMenuParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let box = Box(orientation: .horizontal, spacing: 0)
        let parts = context.coordinator
        let menu = ContextMenu(anchor: box, content: parts.items, order: 0)
        parts.menu = menu
        ApplicationShortcuts.forward(from: menu.popover)  // the app's commands work with the menu open
        // The Menu key: while the focus is inside the view, and on a focused list row.
        ContextMenu.installMenuKey(on: box.widgetPointer)
        box.onMap { [weak box] in
            guard let box else { return }
            for type in [gtk_list_view_get_type(), gtk_list_box_get_type()] {
                if let list = gtk_widget_get_ancestor(box.widgetPointer, type) { ContextMenu.installMenuKey(on: list) }
            }
        }
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {}

    /// The content's widgets go in the box; the items' column in the popover.
    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        let isItems = { (widget: Widget) in widget.hasCSSClass(SwipeActionItemsProperties.styleClass) }
        box.setChildren(children.filter { !isItems($0) })
        context.coordinator.items.setChildren(children.filter(isItems))
    }
}

/// What a context menu keeps: its menu, and the box in its popover holding the items' column.
@MainActor
public final class ContextMenuParts {
    let items = Box(orientation: .vertical, spacing: 0)
    weak var menu: ContextMenu?
}
