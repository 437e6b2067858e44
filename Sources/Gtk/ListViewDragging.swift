import CGtk

extension ListView {
    /// Lets the user drag rows to new places: a `GtkDragSource` and a `GtkDropTarget` on the
    /// list view (one each, whatever the row count). A drag starts on a row `canDrag` allows;
    /// a drop over a row's upper half puts the dragged row before it, over its lower half after
    /// it; `move` gets the dragged row's position and the position it goes before (in the rows
    /// as they are before the move). Installed once.
    public func enableRowDragging(canDrag: @escaping @MainActor (Int) -> Bool, move: @escaping @MainActor (_ from: Int, _ to: Int) -> Void) {
        let object = UnsafeMutablePointer<GObject>(OpaquePointer(widgetPointer))
        onRowDrop = move
        guard g_object_get_data(object, Self.dragKey) == nil else { return }
        g_object_set_data(object, Self.dragKey, UnsafeMutableRawPointer(bitPattern: 1))
        let box = RowDragBox(
            prepare: { [weak self] source, x, y in
                guard let self, let position = self.rowPosition(atX: x, y: y), canDrag(position),
                      let item = self.rowItem(atX: x, y: y) else { return nil }
                // The drag shows the row itself, held where the pointer took it.
                var itemX = 0.0, itemY = 0.0
                _ = gtk_widget_translate_coordinates(self.widgetPointer, item, x, y, &itemX, &itemY)
                let icon = gtk_widget_paintable_new(item)
                gtk_drag_source_set_icon(source, icon, gint(itemX), gint(itemY))
                g_object_unref(UnsafeMutableRawPointer(icon))
                var value = GValue()
                g_value_init(&value, cells_type_int())
                g_value_set_int(&value, gint(position))
                defer { g_value_unset(&value) }
                return gdk_content_provider_new_for_value(&value).map(OpaquePointer.init)
            },
            drop: { [weak self] from, x, y in self?.performRowDrop(from: from, atX: x, y: y) ?? false }
        )
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, GDK_ACTION_MOVE)
        g_signal_connect_data(UnsafeMutableRawPointer(source), "prepare", unsafeBitCast(RowDragBox.prepareCallback, to: GCallback.self),
                              box.retainedPointer(), RowDragBox.releaseCallback, GConnectFlags(rawValue: 0))
        gtk_widget_add_controller(widgetPointer, source)
        let target = gtk_drop_target_new(cells_type_int(), GDK_ACTION_MOVE)!
        g_signal_connect_data(UnsafeMutableRawPointer(target), "drop", unsafeBitCast(RowDragBox.dropCallback, to: GCallback.self),
                              box.retainedPointer(), RowDragBox.releaseCallback, GConnectFlags(rawValue: 0))
        gtk_widget_add_controller(widgetPointer, target)
    }

    /// The position of the row at `x`, `y` (in the list view's coordinates), if GTK shows one
    /// there.
    public func rowPosition(atX x: Double, y: Double) -> Int? {
        rowItem(atX: x, y: y).flatMap(position(ofItem:))
    }

    /// What a drop of the row at `from` at `x`, `y` does: the row goes before the row there
    /// (after it, over its lower half). False when there is no row there.
    @discardableResult
    public func performRowDrop(from: Int, atX x: Double, y: Double) -> Bool {
        guard let item = rowItem(atX: x, y: y), let target = rowPosition(atX: x, y: y) else { return false }
        var itemX = 0.0, itemY = 0.0
        _ = gtk_widget_translate_coordinates(widgetPointer, item, x, y, &itemX, &itemY)
        let destination = itemY > Double(gtk_widget_get_height(item)) / 2 ? target + 1 : target
        guard destination != from, destination != from + 1 else { return true }  // where it is
        onRowDrop?(from, destination)
        return true
    }

    /// GTK's row (the list item widget, a child of the list view) at `x`, `y`.
    fileprivate func rowItem(atX x: Double, y: Double) -> UnsafeMutablePointer<GtkWidget>? {
        var current = gtk_widget_pick(widgetPointer, x, y, GTK_PICK_DEFAULT)
        while let widget = current {
            let parent = gtk_widget_get_parent(widget)
            if parent == widgetPointer { return widget }
            current = parent
        }
        return nil
    }

    private static let dragKey = "cells-row-drag"
}

/// The closures of a list's drag source ("prepare") and drop target ("drop"), held by GLib
/// for each handler and counted with the other signal closures.
private final class RowDragBox: @unchecked Sendable {  // its closures run only on the main actor
    let prepare: @MainActor (OpaquePointer, Double, Double) -> OpaquePointer?
    let drop: @MainActor (Int, Double, Double) -> Bool

    init(prepare: @escaping @MainActor (OpaquePointer, Double, Double) -> OpaquePointer?, drop: @escaping @MainActor (Int, Double, Double) -> Bool) {
        self.prepare = prepare
        self.drop = drop
    }

    @MainActor func retainedPointer() -> UnsafeMutableRawPointer {
        SignalClosureCounter.retain()
        return Unmanaged.passRetained(self).toOpaque()
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> RowDragBox? {
        pointer.map { Unmanaged<RowDragBox>.fromOpaque($0).takeUnretainedValue() }
    }

    /// GtkDragSource's "prepare": `GdkContentProvider *(source, double x, double y, data)`.
    static let prepareCallback: @convention(c) (OpaquePointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> OpaquePointer? = { source, x, y, data in
        let box = RowDragBox.from(data)
        guard let source = source.map(ProviderPointer.init) else { return nil }
        return MainActor.assumeIsolated { ProviderPointer(pointer: source.pointer.flatMap { box?.prepare($0, x, y) }) }.pointer
    }

    /// GtkDropTarget's "drop": `gboolean (target, const GValue *value, double x, double y, data)`.
    static let dropCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, gdouble, gdouble, UnsafeMutableRawPointer?) -> gboolean = { _, value, x, y, data in
        let box = RowDragBox.from(data)
        guard let value else { return 0 }
        let from = Int(g_value_get_int(value))
        return MainActor.assumeIsolated { (box?.drop(from, x, y) ?? false) ? 1 : 0 }
    }

    static let releaseCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<RowDragBox>.fromOpaque(data).release()
        MainActor.assumeIsolated { SignalClosureCounter.release() }
    }
}

/// A content provider handed from the main actor to GTK's C caller on the main thread.
private struct ProviderPointer: @unchecked Sendable {
    let pointer: OpaquePointer?
}
