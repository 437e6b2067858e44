import CGtk

/// A scrolling list that makes widgets only for the rows in sight (GtkListView over a
/// GtkStringList model, without selection), recycling them as the user scrolls.
///
/// The model's items carry no data: the owner keeps the rows and is asked, through
/// `onShowRow` and `onHideRow`, for the widget of a position when it comes into sight and
/// told when that widget is no longer shown.
@MainActor
public final class ListView: Widget {
    private nonisolated(unsafe) let model: OpaquePointer  // GtkStringList
    private let factory: GObjectHandle
    /// The container each list item shows, by list item, and what it holds.
    private var cells: [UnsafeMutableRawPointer: Box] = [:]
    private var cellContents: [UnsafeMutableRawPointer: Widget] = [:]
    private var onShowRow: (@MainActor (Int) -> Widget?)?
    private var onHideRow: (@MainActor (Widget) -> Void)?

    public init() {
        model = gtk_string_list_new(nil)
        g_object_ref(UnsafeMutableRawPointer(model))  // ours; the selection model takes the first
        let selection = gtk_no_selection_new(model)
        let factoryPointer = gtk_signal_list_item_factory_new()!
        g_object_ref(UnsafeMutableRawPointer(factoryPointer))  // ours; the list view takes the first
        factory = GObjectHandle(taking: UnsafeMutableRawPointer(factoryPointer))
        super.init(taking: gtk_list_view_new(selection, factoryPointer))
        _ = factory.connectItem("setup") { [weak self] item in self?.setUp(item) }
        _ = factory.connectItem("bind") { [weak self] item in self?.bind(item) }
        _ = factory.connectItem("unbind") { [weak self] item in self?.unbind(item) }
        _ = factory.connectItem("teardown") { [weak self] item in self?.cells[item] = nil }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// Where row widgets come from, and where they go when no longer shown.
    public func setRowHandlers(show: @escaping @MainActor (Int) -> Widget?, hide: @escaping @MainActor (Widget) -> Void) {
        onShowRow = show
        onHideRow = hide
    }

    /// How many rows the list has.
    public var rowCount: Int {
        Int(g_list_model_get_n_items(model))
    }

    /// At `position`, removes `removed` rows and inserts `inserted` new ones; GTK then shows
    /// and hides row widgets as needed.
    public func splice(at position: Int, removed: Int, inserted: Int) {
        let blank = "" as StaticString
        var additions = [UnsafePointer<CChar>?](repeating: UnsafeRawPointer(blank.utf8Start).assumingMemoryBound(to: CChar.self), count: inserted)
        additions.append(nil)
        additions.withUnsafeBufferPointer { buffer in
            gtk_string_list_splice(model, guint(position), guint(removed), buffer.baseAddress)
        }
    }

    /// How many row widgets are shown now.
    public var shownRowCount: Int { cellContents.count }

    private func setUp(_ item: UnsafeMutableRawPointer) {
        let cell = Box(orientation: .horizontal, spacing: 0)
        cells[item] = cell
        gtk_list_item_set_child(OpaquePointer(item), cell.widgetPointer)
    }

    private func bind(_ item: UnsafeMutableRawPointer) {
        guard let cell = cells[item] else { return }
        let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
        guard let row = onShowRow?(position) else { return }
        row.expandsHorizontally = true
        cell.setChildren([row])
        cellContents[item] = row
    }

    private func unbind(_ item: UnsafeMutableRawPointer) {
        guard let row = cellContents.removeValue(forKey: item) else { return }
        cells[item]?.setChildren([])
        onHideRow?(row)
    }
}

extension GObjectHandle {
    /// Connects a list item factory signal: `void (factory, GtkListItem *item, data)`.
    @MainActor
    func connectItem(_ signal: String, _ action: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) -> SignalConnection {
        connect(signal, box: ClosureBox(pointerAction: action), callback: unsafeBitCast(SignalShape.withPointer, to: UnsafeRawPointer.self))
    }
}
