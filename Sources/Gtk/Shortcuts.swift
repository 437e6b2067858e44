import CGtk

extension Widget {
    /// Adds a shortcut controller to the widget whose one shortcut runs `handler` when
    /// `trigger` ("<Control>Page_Down") is pressed; the key goes on to other widgets when
    /// `handler` returns false. `phase` is when the controller sees the key; `scope`
    /// `GTK_SHORTCUT_SCOPE_GLOBAL` makes it work anywhere in the widget's window, not only
    /// while the focus is inside the widget. The handler goes with the widget.
    public func addShortcut(
        _ trigger: String, phase: GtkPropagationPhase = GTK_PHASE_BUBBLE, scope: GtkShortcutScope = GTK_SHORTCUT_SCOPE_LOCAL,
        _ handler: @escaping @MainActor () -> Bool
    ) {
        let controller = gtk_shortcut_controller_new()!
        gtk_event_controller_set_propagation_phase(controller, phase)
        gtk_shortcut_controller_set_scope(controller, scope)
        let box = ClosureBox(predicate: handler)
        let callback: GtkShortcutFunc = { _, _, data in
            let box = ClosureBox.from(data)
            return assumingMainActor { (box?.predicate?() ?? false) ? 1 : 0 }
        }
        let action = gtk_callback_action_new(callback, box.retainedPointer(), { ClosureBox.releasePointer($0) })
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action))
        gtk_widget_add_controller(widgetPointer, controller)
    }
}
