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
        let source = DragSource()
        source.actions = GDK_ACTION_MOVE
        let sourcePointer = OpaquePointer(source.rawPointer)
        source.onPrepare { [weak self] x, y in
                guard let self, let position = self.rowPosition(atX: x, y: y), canDrag(position),
                      let item = self.rowItem(atX: x, y: y) else { return nil }
                // The drag shows the row itself, held where the pointer took it.
                var itemX = 0.0, itemY = 0.0
                _ = gtk_widget_translate_coordinates(self.widgetPointer, item, x, y, &itemX, &itemY)
                let icon = gtk_widget_paintable_new(item)
                gtk_drag_source_set_icon(sourcePointer, icon, gint(itemX), gint(itemY))
                g_object_unref(UnsafeMutableRawPointer(icon))
                var value = GValue()
                g_value_init(&value, cells_type_int())
                g_value_set_int(&value, gint(position))
                defer { g_value_unset(&value) }
                // A new provider: the handler's result is GTK's (transfer full).
                return gdk_content_provider_new_for_value(&value).map(UnsafeMutableRawPointer.init)
        }
        addController(source)
        let target = DropTarget(taking: UnsafeMutableRawPointer(gtk_drop_target_new(cells_type_int(), GDK_ACTION_MOVE)!))
        target.onDrop { [weak self] value, x, y in
            guard let value else { return false }
            let from = Int(g_value_get_int(value.assumingMemoryBound(to: GValue.self)))
            return self?.performRowDrop(from: from, atX: x, y: y) ?? false
        }
        addController(target)
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
