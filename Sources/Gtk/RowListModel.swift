import CGtk

/// A `GListModel` written in Swift, for lists too long to hold one GObject per row.
///
/// GTK asks a list model only for its length and for the items at the positions it shows.
/// This model keeps a row count, and makes an item (a bare GObject: the rows' content lives
/// with the owner, which is asked by position) the first time GTK asks for a position. It
/// keeps each item while GTK holds it and moves it with its row when rows around it come and
/// go, so a row that stays is the same item and GTK keeps its widget. A list of 100,000 rows
/// costs the items of a screenful, not 100,000 objects.
///
/// The GObject type implements the `GListModel` interface with three C functions that find
/// this Swift object through the instance's qdata; the qdata holds a strong reference that
/// GLib drops when the GObject is finalized, so GTK can outlive the Swift wrapper safely.
@MainActor
final class RowListModel {
    /// The `GListModel *`, with one reference of ours.
    nonisolated(unsafe) let pointer: OpaquePointer
    /// Rows in the model.
    private(set) var count = 0
    /// The items GTK asked for, by position; each holds one reference of ours.
    nonisolated(unsafe) private var items: [Int: UnsafeMutablePointer<GObject>] = [:]
    /// Prune items GTK no longer holds when there are more than this many.
    private var pruneThreshold = 512

    init() {
        let object = g_object_new_with_properties(rowListModelType, 0, nil, nil)!
        pointer = OpaquePointer(object)
        g_object_set_qdata_full(
            object, rowListModelQuark, Unmanaged.passRetained(self).toOpaque(),
            { swiftObject in
                guard let swiftObject else { return }
                Unmanaged<RowListModel>.fromOpaque(swiftObject).release()
            }
        )
    }

    deinit {
        items.values.forEach { g_object_unref($0) }
        // `pointer` is released by the owner (see `release()`): the qdata keeps us alive
        // until the GObject is finalized, so by now it is gone.
    }

    /// How many of the items GTK asked for are still kept (for tests).
    var keptItemCount: Int { items.count }

    /// Changes the rows: each `(position, removed, inserted)` counts in the list as it is
    /// after the ones before. GTK is told once, with one change from the first splice to the
    /// end of the last; the rows in between that stay are the same items as before.
    func apply(_ changes: [(position: Int, removed: Int, inserted: Int)]) {
        guard let first = changes.first else { return }
        var moved: [Int: UnsafeMutablePointer<GObject>] = [:]
        moved.reserveCapacity(items.count)
        let kept = items.sorted(by: Self.byPosition)
        var next = 0
        var shift = 0  // new position minus old position, for rows after the changes so far
        var endOfSpan = first.position  // in old positions
        for change in changes {
            let oldStart = change.position - shift
            while next < kept.count, kept[next].key < oldStart {
                moved[kept[next].key + shift] = kept[next].value
                next += 1
            }
            while next < kept.count, kept[next].key < oldStart + change.removed {
                g_object_unref(kept[next].value)
                next += 1
            }
            shift += change.inserted - change.removed
            endOfSpan = oldStart + change.removed
        }
        while next < kept.count {
            moved[kept[next].key + shift] = kept[next].value
            next += 1
        }
        items = moved
        count += shift
        let removed = endOfSpan - first.position
        g_list_model_items_changed(pointer, guint(first.position), guint(removed), guint(removed + shift))
    }

    /// Orders kept items by position. Not a closure written at the call: a main-actor closure
    /// given to the standard library checks its actor on every call.
    private nonisolated static func byPosition(
        _ a: (key: Int, value: UnsafeMutablePointer<GObject>), _ b: (key: Int, value: UnsafeMutablePointer<GObject>)
    ) -> Bool {
        a.key < b.key
    }

    /// The item at `position`, with a reference for the caller (GListModel's `get_item`).
    fileprivate func item(at position: Int) -> UnsafeMutableRawPointer? {
        guard position >= 0, position < count else { return nil }
        if let existing = items[position] { return g_object_ref(existing) }
        if items.count >= pruneThreshold { pruneItemsGTKReleased() }
        let item = g_object_new_with_properties(g_object_get_type(), 0, nil, nil)!
        items[position] = item
        return g_object_ref(item)
    }

    /// Drops the items only we still hold: GTK let go of them, so no widget shows them.
    private func pruneItemsGTKReleased() {
        for (position, item) in items where item.pointee.ref_count == 1 {
            items[position] = nil
            g_object_unref(item)
        }
        pruneThreshold = max(512, items.count * 2)
    }

    /// Drops our reference to the GObject; the list view keeps its own while it lives.
    /// The owner calls this when it goes, which breaks the cycle between the GObject's
    /// qdata and this object.
    nonisolated func release() {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The Swift object behind a model GObject of our type.
    fileprivate nonisolated static func of(_ model: OpaquePointer?) -> RowListModel? {
        guard let model, let swiftObject = g_object_get_qdata(UnsafeMutablePointer<GObject>(model), rowListModelQuark) else {
            return nil
        }
        return Unmanaged<RowListModel>.fromOpaque(swiftObject).takeUnretainedValue()
    }
}

private let rowListModelQuark: GQuark = g_quark_from_static_string("cells-row-list-model")

/// The GType "CellsRowListModel": a plain GObject implementing GListModel.
private let rowListModelType: GType = {
    let type = g_type_register_static_simple(
        g_object_get_type(), "CellsRowListModel",
        guint(MemoryLayout<GObjectClass>.size), nil,
        guint(MemoryLayout<GObject>.size), nil,
        GTypeFlags(rawValue: 0)
    )
    var listModel = GInterfaceInfo(
        interface_init: { interface, _ in
            guard let functions = interface?.assumingMemoryBound(to: GListModelInterface.self) else { return }
            functions.pointee.get_item_type = { _ in g_object_get_type() }
            functions.pointee.get_n_items = { model in
                guard let rows = RowListModel.of(model) else { return 0 }
                return assumingMainActor { guint(rows.count) }
            }
            functions.pointee.get_item = { model, position in
                guard let rows = RowListModel.of(model) else { return nil }
                let item = assumingMainActor { ItemPointer(pointer: rows.item(at: Int(position))) }
                return item.pointer
            }
        },
        interface_finalize: nil,
        interface_data: nil
    )
    g_type_add_interface_static(type, g_list_model_get_type(), &listModel)
    return type
}()

/// An item handed out of the main actor to GTK's C caller, which runs on the main thread.
private struct ItemPointer: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer?
}
