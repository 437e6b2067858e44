import Cells
import Gtk

/// The app's `.commands { CommandMenu … }` on GNOME: every command is an application action
/// (`app.command-M-I`), its keyboard shortcut the action's accelerator, so it runs from any
/// of the app's windows; every menu is a submenu of the windows' primary menu (GNOME apps
/// have no menu bar), its dividers separators; the Keyboard Shortcuts window lists them.
@MainActor
enum AppCommands {
    /// The action name of command `item` of menu `menu`.
    static func actionName(menu: Int, item: Int) -> String { "command-\(menu)-\(item)" }

    /// Adds the actions of `menus` to `application` and returns the primary menu's section
    /// holding their submenus (nil when the app has no commands).
    static func install(_ menus: [CommandMenuDescription], in application: Application) -> Gtk.Menu? {
        guard !menus.isEmpty else { return nil }
        let section = Gtk.Menu()
        for (menuIndex, menu) in menus.enumerated() {
            let submenu = Gtk.Menu()
            var itemIndex = 0
            for group in menu.sections {
                let items = Gtk.Menu()
                for item in group {
                    let name = actionName(menu: menuIndex, item: itemIndex)
                    application.addAction(name, accelerators: item.shortcut.map { [accelerator(for: $0)] } ?? [], item.action)
                    items.append(item.title, action: "app.\(name)")
                    itemIndex += 1
                }
                submenu.appendSection(items)
            }
            section.appendSubmenu(menu.title, submenu)
        }
        return section
    }

    /// GTK's accelerator string for `shortcut` ("<Control>n"; `.command` is Control).
    static func accelerator(for shortcut: KeyboardShortcut) -> String {
        let keyval = KeyboardShortcutAttribute.keyval(of: shortcut.key)
        let mask = GdkModifierType(rawValue: KeyboardShortcutAttribute.modifierMask(of: shortcut.modifiers))
        guard let name = gtk_accelerator_name(keyval, mask) else { return "" }
        defer { g_free(name) }
        return String(cString: name)
    }
}
