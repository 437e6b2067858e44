import CGtk

/// GTK 4.8's tooltip keeps a popup timer armed on the surface the pointer last entered; when
/// that surface goes first (a window closed, a popover or a window menu closed), the timer
/// later reads its freed pointer (Gdk-CRITICAL `gdk_surface_get_device_position`, then
/// `_gtk_widget_find_at_coords`). One emission hook on GtkWidget::unrealize, for every
/// window and popover of the process (GTK's own window menu and dialogs too), forgets the
/// display's tooltip as their surface goes, as GTK does when tooltip browsing ends.
@MainActor
enum TooltipGuard {
    private static var isInstalled = false

    /// Installs the hook, once per process (every ``Window`` asks).
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        g_signal_add_emission_hook(g_signal_lookup("unrealize", gtk_widget_get_type()), 0, unrealized, nil, nil)
    }

    /// `gboolean (*)(GSignalInvocationHint *, guint n_values, const GValue *values, gpointer)`:
    /// the first value is the widget being unrealized. Returns TRUE to stay installed.
    private static let unrealized: GSignalEmissionHook = { _, count, values, _ in
        guard count > 0, let values, let object = g_value_get_object(values) else { return 1 }
        let instance = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_native_get_type()) != 0 else { return 1 }
        nonisolated(unsafe) let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        assumingMainActor { Window.forgetTooltip(of: widget) }
        return 1
    }
}
