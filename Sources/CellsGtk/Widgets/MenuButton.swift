import Cells
import Gtk

/// `Menu` as a `GtkMenuButton` (its title and a drop-down arrow) whose popover holds the
/// content's widgets in a column; its buttons are flat, like menu items, and a click on one
/// closes the popover after its action.
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
        gtk_menu_button_set_label(OpaquePointer(button.rawPointer), title)
        button.setDerivedAccessibleLabel(title)
    }

    public static func setChildren(_ children: [Widget], of button: Gtk.MenuButton, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        parts.column.setChildren(children)
        for child in children where g_type_check_instance_is_a(
            UnsafeMutableRawPointer(child.widgetPointer).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0 {
            child.addCSSClass("flat")
            guard parts.closing.insert(ObjectIdentifier(child)).inserted else { continue }
            // A GtkButton (checked above), whatever wrapper made it.
            parts.connections.append(Gtk.Button(retaining: child.rawPointer).onClicked { [weak parts, weak button] in
                guard let popover = parts?.popover else { return }
                gtk_popover_popdown(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover)))
                // A submenu of a context menu: choosing its item closes the whole menu.
                if let button { ContextMenu.enclosing(button.widgetPointer)?.popdown() }
            })
        }
    }
}

/// The popover's column of items, and the close-on-click handlers of its buttons.
@MainActor
public final class MenuParts {
    let column = Box(orientation: .vertical, spacing: 0)
    var popover: UnsafeMutablePointer<GtkWidget>?
    var closing: Set<ObjectIdentifier> = []
    var connections: [SignalConnection] = []
}
