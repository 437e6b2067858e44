import Cells
import Gtk

extension KeyboardShortcutAttribute: GtkWidgetAttribute {
    /// `.defaultAction`: the window's default widget (Enter in an entry of the window, or on
    /// a widget that takes no Enter itself, activates it), in Adwaita's suggested-action
    /// style. Any other shortcut: a `GtkShortcutController` of the window's (managed scope)
    /// whose trigger presses the widget, wherever the focus is in the window, within the key
    /// press (`pressWithinKeyPress`).
    public static func apply(_ value: KeyboardShortcut?, previous: KeyboardShortcut?, to widget: Widget) {
        let holder = EventControllers.holder(for: widget)
        if let controller = holder.shortcutController {
            gtk_widget_remove_controller(widget.widgetPointer, OpaquePointer(controller.rawPointer))
            holder.shortcutController = nil
        }
        holder.isDefaultAction = value == .defaultAction
        if previous == .defaultAction, value != .defaultAction {
            widget.removeCSSClass("suggested-action")
            if let window = window(of: widget), gtk_window_get_default_widget(window) == widget.widgetPointer {
                gtk_window_set_default_widget(window, nil)
            }
        }
        guard let value else { return }
        if value == .defaultAction {
            widget.addCSSClass("suggested-action")
            if let window = window(of: widget) { gtk_window_set_default_widget(window, widget.widgetPointer) }
            if holder.defaultMapConnection == nil {
                // Not in a window yet: become its default when shown. GTK 4.8's window keeps a
                // plain pointer to its default widget: give the place up when hidden (taken
                // out of the window, torn down). The handlers hold the GTK widget, not its
                // Swift wrapper: a torn-down view lets go of the wrapper before GTK unmaps
                // the widget, and the handlers run only while the widget lives.
                let pointer = widget.widgetPointer
                holder.defaultMapConnection = widget.onMap { [weak holder] in
                    guard let holder, holder.isDefaultAction, let window = window(of: pointer) else { return }
                    gtk_window_set_default_widget(window, pointer)
                }
                holder.defaultUnmapConnection = widget.onUnmap {
                    guard let window = window(of: pointer), gtk_window_get_default_widget(window) == pointer else { return }
                    gtk_window_set_default_widget(window, nil)
                }
            }
            return
        }
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_MANAGED)
        let action = gtk_callback_action_new(pressWithinKeyPress, nil, nil)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger(for: value), action))
        gtk_widget_add_controller(widget.widgetPointer, controller)
        holder.shortcutController = GObjectHandle(retaining: UnsafeMutableRawPointer(controller))
    }

    /// The window `widget` is in, if it is in one.
    @MainActor private static func window(of widget: Widget) -> UnsafeMutablePointer<GtkWindow>? {
        window(of: widget.widgetPointer)
    }

    @MainActor private static func window(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(widget),
              g_type_check_instance_is_a(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self), gtk_window_get_type()) != 0
        else { return nil }
        return UnsafeMutablePointer<GtkWindow>(root)
    }

    /// The GTK trigger of `shortcut`: its key's keyval with its modifiers (`.command` is Control).
    @MainActor static func trigger(for shortcut: KeyboardShortcut) -> OpaquePointer? {
        gtk_keyval_trigger_new(keyval(of: shortcut.key), GdkModifierType(rawValue: modifierMask(of: shortcut.modifiers)))
    }

    /// The keyval a shortcut on `key` is bound to: a named key's (`NamedKeys`), else its character's.
    static func keyval(of key: KeyEquivalent) -> guint {
        NamedKeys.keyval(of: key)
            ?? gdk_unicode_to_keyval(String(key.character).lowercased().unicodeScalars.first.map { $0.value } ?? 0)
    }

    static func modifierMask(of modifiers: EventModifiers) -> UInt32 {
        var mask: UInt32 = 0
        if modifiers.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        if !modifiers.isDisjoint(with: [.command, .control]) { mask |= GDK_CONTROL_MASK.rawValue }
        if modifiers.contains(.option) { mask |= GDK_ALT_MASK.rawValue }
        return mask
    }
}

/// A shortcut's action: a button is clicked at once, within the key press, and shows itself
/// pressed for a moment after. (`gtk_activate_action` would activate it as Enter on it does:
/// GTK 4.8's button shows itself pressed for 250 ms and only then clicks, so the keys typed
/// meanwhile go where the focus was before the action moved it.) Other widgets activate.
private let pressWithinKeyPress: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { widget, _, _ in
    guard let widget else { return 0 }
    let address = UInt(bitPattern: widget)
    return assumingMainActor { ShortcutPress.press(UnsafeMutablePointer(bitPattern: address)!) } ? 1 : 0
}

@MainActor
private enum ShortcutPress {
    static func press(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_is_sensitive(widget) != 0 else { return false }
        let object = UnsafeMutableRawPointer(widget)
        guard g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0 else {
            return gtk_widget_activate(widget) != 0
        }
        // The action may take the button out of its window (a sheet's button closing the
        // sheet): the pressed look holds it until the look ends (a plain GLib timeout, which
        // holds no Swift closure).
        g_object_ref(object)
        cells_emit_signal(object, "clicked")
        gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_ACTIVE, 0)
        g_timeout_add_full(G_PRIORITY_DEFAULT, 250, endPressedLook, object, nil)
        return true
    }
}

/// Ends a shortcut's pressed look on the button `data`, and lets go of it.
private let endPressedLook: @convention(c) (gpointer?) -> gboolean = { data in
    guard let data else { return 0 }
    gtk_widget_unset_state_flags(data.assumingMemoryBound(to: GtkWidget.self), GTK_STATE_FLAG_ACTIVE)
    g_object_unref(data)
    return 0  // G_SOURCE_REMOVE
}
