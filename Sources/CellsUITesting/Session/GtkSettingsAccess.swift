import CGtk

/// This process's GTK settings, where a UI test needs one changed.
@MainActor
enum GtkSettingsAccess {
    /// Turns the text caret's blinking off or on: a blinking caret never lets a window's
    /// pixels settle for a snapshot.
    static func setCursorBlinks(_ blinks: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        // G_TYPE_BOOLEAN is the fundamental type 5, shifted as GType numbers fundamentals.
        g_value_init(&value, GType(5 << 2))
        g_value_set_boolean(&value, blinks ? 1 : 0)
        g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-cursor-blink", &value)
        g_value_unset(&value)
    }
}
