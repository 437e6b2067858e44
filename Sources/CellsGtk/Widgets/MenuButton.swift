import Cells
import Gtk

/// `Menu` as a `GtkMenuButton` (its title and a drop-down arrow, or its label view) whose popover holds the
/// content's widgets in a column; its buttons are GNOME's menu items (`MenuItemLook`), and
/// a click on one closes the popover after its action. Among a menu's items it is a submenu
/// item (`MenuItemLook`).
extension MenuProperties: GtkWidgetBinding {
    public func makeCoordinator() -> MenuParts {
        MenuParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Gtk.MenuButton {
        let button = Gtk.MenuButton()
        let popover = gtk_popover_new()!
        gtk_popover_set_child(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover)), context.coordinator.column.widgetPointer)
        gtk_menu_button_set_popover(OpaquePointer(button.rawPointer), popover)
        ApplicationShortcuts.forward(from: popover)  // the app's commands work with the menu open
        context.coordinator.popover = popover
        return button
    }

    public func update(_ button: Gtk.MenuButton, context: GtkWidgetContext<Self>) {
        guard context.previous?.title != title else { return }
        if !hasLabelView {
            gtk_menu_button_set_label(OpaquePointer(button.rawPointer), title)
            MenuItemLook.arrangeSubmenuItem(button.widgetPointer)  // GTK made its content anew
        }
        button.setDerivedAccessibleLabel(title.isEmpty ? nil : title)
    }

    /// A label view's widgets are the button's child (`Menu { } label: { }`); the others are
    /// the menu's items.
    public static func setChildren(_ children: [Widget], of button: Gtk.MenuButton, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        let label = children.filter { $0.hasCSSClass(MenuProperties.labelClass) }
        let children = children.filter { !$0.hasCSSClass(MenuProperties.labelClass) }
        if !label.isEmpty {
            parts.label.setChildren(label)
            if gtk_menu_button_get_child(OpaquePointer(button.rawPointer)) != parts.label.widgetPointer {
                gtk_menu_button_set_child(OpaquePointer(button.rawPointer), parts.label.widgetPointer)
            }
            Widget.hideImagesBesideLabels(in: label)
        }
        parts.column.setChildren(children)
        // Menu items, wherever they are among the children (in a wrapper, a stack of several).
        for item in MenuItemLook.adopt(children) {
            MenuItemLook.closeOnClick(item) { [weak parts, weak button] _ in
                guard let popover = parts?.popover else { return }
                gtk_popover_popdown(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover)))
                // A submenu of a context menu: choosing its item closes the whole menu.
                if let button { ContextMenu.enclosing(button.widgetPointer)?.popdown() }
            }
        }
    }
}

/// The popover's column of items, the popover, and the box of a label view.
@MainActor
public final class MenuParts {
    let column = Box(orientation: .vertical, spacing: 0)
    let label = Box(orientation: .horizontal, spacing: 6)
    var popover: UnsafeMutablePointer<GtkWidget>?
}
