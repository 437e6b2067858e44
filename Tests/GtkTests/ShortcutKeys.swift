import CGtk
import Gtk

/// Runs the action of the first shortcut among `widget`'s shortcut controllers whose trigger
/// ("Escape", "<Control>k", "space") `matches`, as GTK does for that key press; then lets the
/// loop settle. Returns whether one was found and handled it.
@MainActor
func pressShortcut(on widget: UnsafeMutablePointer<GtkWidget>, where matches: (String) -> Bool) -> Bool {
    let controllers = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    for index in 0..<g_list_model_get_n_items(controllers) {
        let controller = g_list_model_get_item(controllers, index)!
        defer { g_object_unref(controller) }
        guard g_type_check_instance_is_a(controller.assumingMemoryBound(to: GTypeInstance.self), gtk_shortcut_controller_get_type()) != 0 else { continue }
        let shortcuts = OpaquePointer(controller)
        for position in 0..<g_list_model_get_n_items(shortcuts) {
            let shortcut = OpaquePointer(g_list_model_get_item(shortcuts, position)!)
            defer { g_object_unref(UnsafeMutableRawPointer(shortcut)) }
            let trigger = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut))!
            defer { g_free(trigger) }
            guard matches(String(cString: trigger)) else { continue }
            let handled = gtk_shortcut_action_activate(gtk_shortcut_get_action(shortcut), GtkShortcutActionFlags(0), widget, nil) != 0
            for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
            return handled
        }
    }
    return false
}
