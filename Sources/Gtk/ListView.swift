import CGtk

/// A scrolling list that makes widgets only for the rows in sight (GtkListView over a
/// GListStore, without selection), recycling them as the user scrolls.
///
/// The model's items carry no data: one GObject per row, kept for as long as the row stays,
/// so that when rows around it come and go GTK recognises it and keeps its widget (as a
/// GtkFilterListModel's unchanged items are kept). The owner keeps the rows' content and is
/// asked, through `onShowRow` and `onHideRow`, for the widget of a position when it comes
/// into sight and told when that widget is no longer shown.
@MainActor
public final class ListView: Widget {
    private nonisolated(unsafe) let model: OpaquePointer  // GListStore
    /// One item per row, in order; each holds one reference of ours.
    private nonisolated(unsafe) var items: [UnsafeMutableRawPointer] = []
    private let factory: GObjectHandle
    /// The row widget each list item (cell) shows, by list item.
    private var cellContents: [UnsafeMutableRawPointer: Widget] = [:]
    /// The widget each cell showed last, kept in the cell after it is hidden so the next row
    /// shown there can reuse it without moving widgets between cells; and the reverse.
    private var cellLeftovers: [UnsafeMutableRawPointer: Widget] = [:]
    private var leftoverCells: [ObjectIdentifier: UnsafeMutableRawPointer] = [:]
    private var onShowRow: (@MainActor (Int, Widget?) -> Widget?)?
    private var onHideRow: (@MainActor (Widget) -> Void)?
    private var onDropRow: (@MainActor (Widget) -> Void)?

    public init() {
        model = g_list_store_new(gtk_string_object_get_type())
        g_object_ref(UnsafeMutableRawPointer(model))  // ours; the selection model takes the first
        let selection = gtk_no_selection_new(model)
        let factoryPointer = gtk_signal_list_item_factory_new()!
        g_object_ref(UnsafeMutableRawPointer(factoryPointer))  // ours; the list view takes the first
        factory = GObjectHandle(taking: UnsafeMutableRawPointer(factoryPointer))
        super.init(taking: gtk_list_view_new(selection, factoryPointer))
        _ = factory.connectItem("bind") { [weak self] item in self?.bind(item) }
        _ = factory.connectItem("unbind") { [weak self] item in self?.unbind(item) }
        _ = factory.connectItem("teardown") { [weak self] item in self?.tearDown(item) }
    }

    deinit {
        items.forEach { g_object_unref($0) }
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// Where row widgets come from (given the position, and the widget the cell showed
    /// before, to reuse), and where they go when no longer shown.
    /// `drop` is told when a hidden row widget leaves its cell for good.
    public func setRowHandlers(
        show: @escaping @MainActor (Int, Widget?) -> Widget?,
        hide: @escaping @MainActor (Widget) -> Void,
        drop: @escaping @MainActor (Widget) -> Void
    ) {
        onShowRow = show
        onHideRow = hide
        onDropRow = drop
    }

    /// How many rows the list has.
    public var rowCount: Int {
        items.count
    }

    /// Applies row changes, each `(position, removed, inserted)` counted in the list as it is
    /// after the ones before. The model gets one splice spanning them, in which the rows that
    /// stay are the same items as before, so GTK keeps their widgets.
    public func applyRowChanges(_ changes: [(position: Int, removed: Int, inserted: Int)]) {
        guard let first = changes.first else { return }
        var newItems: [UnsafeMutableRawPointer] = []
        newItems.reserveCapacity(items.count)
        var old = 0
        for change in changes {
            let keptBefore = change.position - newItems.count
            newItems.append(contentsOf: items[old..<(old + keptBefore)])
            old += keptBefore
            items[old..<(old + change.removed)].forEach { g_object_unref($0) }
            old += change.removed
            for _ in 0..<change.inserted {
                newItems.append(UnsafeMutableRawPointer(gtk_string_object_new("")!))
            }
        }
        newItems.append(contentsOf: items[old...])
        let oldCount = items.count
        items = newItems
        // One splice from the first change to the last; what lies between and stays is the
        // same items.
        let unchangedTail = oldCount - old
        let start = first.position
        let removed = oldCount - start - unchangedTail
        let span = items[start..<(items.count - unchangedTail)].map { Optional($0) }
        span.withUnsafeBufferPointer { buffer in
            g_list_store_splice(model, guint(start), guint(removed), UnsafeMutablePointer(mutating: buffer.baseAddress), guint(buffer.count))
        }
    }

    private func bind(_ item: UnsafeMutableRawPointer) {
        let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
        let leftover = takeLeftover(of: item)
        let row = onShowRow?(position, leftover)
        if row !== leftover {
            if let row, let owner = leftoverCells[ObjectIdentifier(row)] {
                // The row widget was left in another cell: take it out of there first.
                _ = takeLeftover(of: owner)
                gtk_list_item_set_child(OpaquePointer(owner), nil)
            }
            row?.expandsHorizontally = true
            gtk_list_item_set_child(OpaquePointer(item), row?.widgetPointer)
            if let leftover { onDropRow?(leftover) }
        }
        cellContents[item] = row
    }

    private func unbind(_ item: UnsafeMutableRawPointer) {
        guard let row = cellContents.removeValue(forKey: item) else { return }
        cellLeftovers[item] = row
        leftoverCells[ObjectIdentifier(row)] = item
        onHideRow?(row)
    }

    private func tearDown(_ item: UnsafeMutableRawPointer) {
        if let leftover = takeLeftover(of: item) { onDropRow?(leftover) }
    }

    private func takeLeftover(of item: UnsafeMutableRawPointer) -> Widget? {
        guard let leftover = cellLeftovers.removeValue(forKey: item) else { return nil }
        leftoverCells[ObjectIdentifier(leftover)] = nil
        return leftover
    }
}

extension GObjectHandle {
    /// Connects a list item factory signal: `void (factory, GtkListItem *item, data)`.
    @MainActor
    func connectItem(_ signal: String, _ action: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) -> SignalConnection {
        connect(signal, box: ClosureBox(pointerAction: action), callback: unsafeBitCast(SignalShape.withPointer, to: UnsafeRawPointer.self))
    }
}
