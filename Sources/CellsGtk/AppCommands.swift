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

    /// The commands as their bodies last made them: what each action runs.
    private static var current: [[CommandItem]] = []
    private static weak var application: Application?
    private static var isRefreshScheduled = false

    /// Adds the actions of `menus` to `application` and returns the primary menu's section
    /// holding their submenus (nil when the app has no commands).
    static func install(_ menus: [CommandMenuDescription], in application: Application) -> Gtk.Menu? {
        guard !menus.isEmpty else { return nil }
        self.application = application
        current = menus.map(\.items)
        let section = Gtk.Menu()
        for (menuIndex, menu) in menus.enumerated() {
            let submenu = Gtk.Menu()
            var itemIndex = 0
            for group in menu.sections {
                let items = Gtk.Menu()
                for item in group {
                    let name = actionName(menu: menuIndex, item: itemIndex)
                    let index = itemIndex
                    application.addAction(name, accelerators: item.shortcut.map { [accelerator(for: $0)] } ?? []) {
                        guard current.indices.contains(menuIndex), current[menuIndex].indices.contains(index) else { return }
                        current[menuIndex][index].action()
                    }
                    items.append(item.title, action: "app.\(name)")
                    itemIndex += 1
                }
                submenu.appendSection(items)
            }
            section.appendSubmenu(menu.title, submenu)
        }
        updateEnabledActions()
        return section
    }

    /// Reads the commands again with `read` whenever the key window or its focused values
    /// change (once the loop is idle): the actions run what the bodies make now, and a
    /// command whose button is `.disabled` is disabled (greyed out, its shortcut inert).
    static func follow(_ read: @escaping @MainActor () -> [CommandMenuDescription]) {
        reader = read
        guard !isObserving else { return }
        isObserving = true
        SceneFocusedValues.observeKeyValues {
            guard !isRefreshScheduled, application != nil, reader != nil else { return }
            isRefreshScheduled = true
            MainLoop.scheduleIdle {
                isRefreshScheduled = false
                guard let reader else { return }
                current = reader().map(\.items)
                updateEnabledActions()
            }
        }
    }

    /// Reads the running app's commands (the last app installed in this process).
    private static var reader: (@MainActor () -> [CommandMenuDescription])?
    private static var isObserving = false

    private static func updateEnabledActions() {
        guard let application else { return }
        for (menuIndex, items) in current.enumerated() {
            for (itemIndex, item) in items.enumerated() {
                guard let action = g_action_map_lookup_action(OpaquePointer(application.rawPointer), actionName(menu: menuIndex, item: itemIndex)) else { continue }
                g_simple_action_set_enabled(action, item.isDisabled ? 0 : 1)
            }
        }
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

/// The application's accelerators (commands, Ctrl+Q, Ctrl+W) in a window. GTK 4.8 runs them
/// from a controller of the window's (`gtk-application-shortcuts`), global in scope: one of
/// the window's shortcut manager's, in the capture phase, before any widget sees the key, and
/// first of all the window's shortcuts (the manager runs them in the order they came).
@MainActor
enum ApplicationShortcuts {
    /// The window's controller named `name`, if it has one.
    static func controller(named name: String, of window: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let controllers = gtk_widget_observe_controllers(window) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            g_object_unref(item)  // the window holds it
            let controller = OpaquePointer(item)
            if let own = gtk_event_controller_get_name(controller), String(cString: own) == name { return controller }
        }
        return nil
    }

    /// Runs the accelerators after the window's own shortcuts (a button's `.keyboardShortcut`,
    /// Escape for the back button) and the focused widget's keys, as the least local
    /// bindings: the window's shortcut on the same key wins. (Before, Ctrl+R of an app
    /// command took the key from a toolbar button's Ctrl+R.) A local controller of the
    /// window in the bubble phase, run after the window's shortcut manager's bubble
    /// controller. Keys still reach it from any focus in the window, the header bar too.
    static func yieldToWindowShortcuts(in window: UnsafeMutablePointer<GtkWidget>) {
        guard let accelerators = controller(named: "gtk-application-shortcuts", of: window),
              let managed = controller(named: "gtk-shortcut-manager-bubble", of: window) else { return }
        // Out of the manager (a scope change unregisters it), then in the bubble phase.
        gtk_shortcut_controller_set_scope(accelerators, GTK_SHORTCUT_SCOPE_LOCAL)
        gtk_event_controller_set_propagation_phase(accelerators, GTK_PHASE_BUBBLE)
        // A widget runs its controllers newest first: the manager's again, so it runs first.
        g_object_ref(UnsafeMutableRawPointer(managed))
        gtk_widget_remove_controller(window, managed)
        gtk_widget_add_controller(window, managed)  // takes our reference
    }
}

extension ApplicationShortcuts {
    /// Runs the accelerators for keys pressed in `popover` (a menu open in the window): GTK
    /// hands those keys to the popover's widgets only, never to the window's controllers, so
    /// a command's shortcut did nothing while a menu was open. The popover closes first.
    static func forward(from popover: UnsafeMutablePointer<GtkWidget>) {
        let keys = EventControllerKey()
        let controller = OpaquePointer(keys.rawPointer)
        keys.onKeyPressed { _, _, _ in
            guard let popover = gtk_event_controller_get_widget(controller),
                  let event = gtk_event_controller_get_current_event(controller) else { return false }
            return runAccelerator(for: event, in: popover)
        }
        gtk_widget_add_controller(popover, OpaquePointer(g_object_ref(keys.rawPointer)))
    }

    /// Runs the accelerator of the window holding `popover` that `event` triggers, if any.
    fileprivate static func runAccelerator(for event: OpaquePointer, in popover: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(popover) else { return false }
        let window = UnsafeMutablePointer<GtkWidget>(root)
        guard let accelerators = controller(named: "gtk-application-shortcuts", of: window) else { return false }
        for index in 0..<g_list_model_get_n_items(accelerators) {
            guard let item = g_list_model_get_item(accelerators, index) else { continue }
            defer { g_object_unref(item) }
            let shortcut = OpaquePointer(item)
            guard let trigger = gtk_shortcut_get_trigger(shortcut),
                  gtk_shortcut_trigger_trigger(trigger, event, 0) == GDK_KEY_MATCH_EXACT,
                  let action = gtk_shortcut_get_action(shortcut) else { continue }
            gtk_popover_popdown(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover)))
            return gtk_shortcut_action_activate(action, GTK_SHORTCUT_ACTION_EXCLUSIVE, window, gtk_shortcut_get_arguments(shortcut)) != 0
        }
        return false
    }
}
