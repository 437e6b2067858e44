import CGtk

/// Counts the events GTK hands to a window's widgets: a `GtkEventControllerLegacy` in the
/// capture phase on the window (and on a popover, its own native), added once per native.
/// `RealInput` checks the count after sending, so input GTK never handled (GDK stopped
/// dispatching, a window covers ours) fails the test by name instead of doing nothing.
@MainActor
enum EventWitness {
    /// Events seen by every witness so far.
    private(set) static var count = 0

    private static let key = "cells-real-input-witness"

    /// Watches the root and the native `widget` is in (once each).
    static func watch(_ widget: UnsafeMutablePointer<GtkWidget>) {
        for holder in [gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0) }, gtk_widget_get_native(widget).map { UnsafeMutableRawPointer($0) }] {
            guard let holder, g_object_get_data(holder.assumingMemoryBound(to: GObject.self), key) == nil else { continue }
            let controller = gtk_event_controller_legacy_new()!
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
            g_signal_connect_data(UnsafeMutableRawPointer(controller), "event", unsafeBitCast(seen, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
            gtk_widget_add_controller(holder.assumingMemoryBound(to: GtkWidget.self), controller)
            g_object_set_data(holder.assumingMemoryBound(to: GObject.self), key, UnsafeMutableRawPointer(bitPattern: 1))
        }
    }

    /// Watches every mapped popover in the tree under `widget` (a menu the window opened).
    static func watchOpenPopovers(of widget: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self), gtk_popover_get_type()) != 0,
               gtk_widget_get_mapped(current) != 0 {
                watch(current)
            }
            watchOpenPopovers(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// GtkEventControllerLegacy::event: `gboolean (controller, GdkEvent *, data)`; lets the
    /// event go on.
    private static let seen: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, _, _ in
        MainActor.assumeIsolated { EventWitness.count += 1 }
        return 0
    }
}
