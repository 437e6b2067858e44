import Cells
import Gtk

/// The buttons of a menu's column (a `.contextMenu`, a list row's swipe actions, a `Menu`'s
/// popover) drawn as GNOME's menu items (the look of `GtkPopoverMenu`'s items): flat, the
/// text at the leading edge, every item as wide as the column (which is as wide as its widest
/// item), a light highlight under the pointer; a destructive button (`role: .destructive`)
/// red text on no background, in every state (Adwaita's own `destructive-action` fills the
/// button red while it is hovered, pressed or prelit); a `Menu` among the items a submenu
/// item, its arrow pointing to the side it opens on.
///
/// Items are found through whatever wraps them (an accessibility modifier, a stack of
/// several), not only among the column's direct children.
@MainActor
enum MenuItemLook {
    /// The class of a button drawn as a menu item.
    static let itemClass = "cells-menu-item"
    /// The class of a `Menu` (a `GtkMenuButton`) shown as a submenu item.
    static let submenuClass = "cells-submenu-item"

    private static var sheet: CSSStyleSheet?

    /// Makes the buttons among `children` (and inside them) menu items, and the `Menu`s
    /// submenu items. Returns the buttons (not the submenus), for their close-on-click handlers.
    @discardableResult
    static func adopt(_ children: [Widget]) -> [UnsafeMutablePointer<GtkWidget>] {
        installStyleSheet()
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        for child in children {
            walkWidgetTree(from: child.widgetPointer) { widget in
                if widgetIsA(widget, gtk_popover_get_type()) { return .skipChildren }  // a submenu's own items
                if widgetIsA(widget, gtk_menu_button_get_type()) {
                    makeSubmenuItem(widget)
                    return .skipChildren
                }
                guard widgetIsA(widget, gtk_button_get_type()) else { return .descend }
                makeItem(widget)
                buttons.append(widget)
                return .skipChildren
            }
        }
        return buttons
    }

    /// Runs `close` with the button after each click on `button` (the item's own action runs
    /// first: it was connected before). Connected once per button, however often it is adopted.
    static func closeOnClick(_ button: UnsafeMutablePointer<GtkWidget>, _ close: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void) {
        let object = UnsafeMutablePointer<GObject>(OpaquePointer(button))
        guard g_object_get_data(object, closesKey) == nil else { return }
        g_object_set_data(object, closesKey, UnsafeMutableRawPointer(bitPattern: 1))
        // The button emits the signal, so it is alive when the closure runs; the pointer is
        // not retained (the button owns the closure).
        let emitter = button
        Gtk.Button(retaining: UnsafeMutableRawPointer(button)).onClicked { close(emitter) }
    }

    private static let closesKey = "cells-menu-item-closes"

    /// Whether `button` is drawn as a menu item (its label stays at the leading edge).
    static func isItem(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_has_css_class(button, itemClass) != 0
    }

    private static func makeItem(_ button: UnsafeMutablePointer<GtkWidget>) {
        // A screen reader says "menu item", as for GtkPopoverMenu's items, and UI tests find
        // it among `menuItems`, as XCUITest does. GTK takes a role only before the widget's
        // accessible context is realized (with the widget): an item already shown keeps its.
        if gtk_widget_get_realized(button) == 0 {
            var role = GValue()
            g_value_init(&role, gtk_accessible_role_get_type())
            g_value_set_enum(&role, gint(GTK_ACCESSIBLE_ROLE_MENU_ITEM.rawValue))
            g_object_set_property(UnsafeMutablePointer(OpaquePointer(button)), "accessible-role", &role)
            g_value_unset(&role)
        }
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, itemClass)
        gtk_widget_set_halign(button, GTK_ALIGN_FILL)  // across the column (a VStack centres it)
        // The label from the leading edge (a Button centres its label's box).
        if let content = gtk_button_get_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self)) {
            gtk_widget_set_halign(content, GTK_ALIGN_START)
        }
    }

    /// A `Menu` among the items: the label at the leading edge, an arrow at the trailing one
    /// pointing to where its popover opens (beside the item, as GNOME's submenus).
    private static func makeSubmenuItem(_ menuButton: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(menuButton, submenuClass)
        gtk_widget_set_halign(menuButton, GTK_ALIGN_FILL)
        gtk_menu_button_set_direction(OpaquePointer(menuButton), GTK_ARROW_RIGHT)
        arrangeSubmenuItem(menuButton)
    }

    /// Lays out a submenu item's button again (GTK makes its content anew for each title).
    static func arrangeSubmenuItem(_ menuButton: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_has_css_class(menuButton, submenuClass) != 0,
              let button = gtk_widget_get_first_child(menuButton), widgetIsA(button, gtk_button_get_type()) else { return }
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, itemClass)
        guard let content = gtk_button_get_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self)) else { return }
        gtk_widget_set_halign(content, GTK_ALIGN_FILL)
        // The title takes the width, its text from the leading edge; the arrow at the end.
        if let title = gtk_widget_get_first_child(content), widgetIsA(title, gtk_label_get_type()) {
            gtk_widget_set_hexpand(title, 1)
            gtk_widget_set_halign(title, GTK_ALIGN_START)
            gtk_label_set_xalign(OpaquePointer(title), 0)
        }
    }

    /// The items' look, over Adwaita's button styles (more specific than each of them).
    private static func installStyleSheet() {
        guard sheet == nil else { return }
        // The destructive red: a bright red moved a third of the way towards the text colour,
        // so it reads as red on the light theme's white menu and keeps 4.5:1 on the dark one's.
        let css = CSSStyleSheet(css: """
            button.cells-menu-item.flat { min-height: 30px; min-width: 40px; padding: 0 12px; border-radius: 5px; }
            button.cells-menu-item.flat, button.cells-menu-item.flat:hover, button.cells-menu-item.flat:active,
            button.cells-menu-item.flat:checked, button.cells-menu-item.flat:disabled, button.cells-menu-item.flat:backdrop {
                border-color: transparent; background-image: none; box-shadow: none; text-shadow: none; }
            button.cells-menu-item.flat { background-color: transparent; }
            button.cells-menu-item.flat:hover { background-color: alpha(currentColor, 0.08); }
            button.cells-menu-item.flat:active, button.cells-menu-item.flat:checked,
            button.cells-menu-item.flat.keyboard-activating { background-color: alpha(currentColor, 0.16); }
            button.cells-menu-item.flat.destructive-action, button.cells-menu-item.flat.destructive-action:hover,
            button.cells-menu-item.flat.destructive-action:active, button.cells-menu-item.flat.destructive-action:checked,
            button.cells-menu-item.flat.destructive-action:backdrop { color: mix(#ff1f2f, currentColor, 0.35); }
            button.cells-menu-item.flat.destructive-action:focus:focus-visible { outline-color: alpha(currentColor, 0.5); }
            button.cells-menu-item.flat.destructive-action:disabled { color: alpha(currentColor, 0.5); }
            """)
        css.install()
        sheet = css
    }
}
