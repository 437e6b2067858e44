import CGtk

/// A scrolling list that makes widgets only for the rows in sight (GtkListView, without
/// selection), recycling them as the user scrolls; or, made with ``Layout/grid``, a grid of
/// the same rows as items (GtkGridView, which takes the same model and factory).
///
/// Its model is a `RowListModel`: a row count, with an item made only for a row GTK asks
/// for and kept while the row stays, so that when rows around it come and go GTK recognises
/// it and keeps its widget (as a GtkFilterListModel's unchanged items are kept). The owner
/// keeps the rows' content and is asked, through `onShowRow` and `onHideRow`, for the widget
/// of a position when it comes into sight and told when that widget is no longer shown.
@MainActor
public final class ListView: Widget {
    let model = RowListModel()
    private let factory: SignalListItemFactory
    /// What each bound list item (cell) shows: the row widget, and the model item of its row.
    var cellContents: [UnsafeMutableRawPointer: CellContent] = [:]
    /// The content each unbound cell showed last, kept in the cell so the next row shown there
    /// can reuse the widget without moving widgets between cells; and the reverse, by widget.
    private var cellLeftovers: [UnsafeMutableRawPointer: CellContent] = [:]
    private var leftoverCells: [ObjectIdentifier: UnsafeMutableRawPointer] = [:]
    /// Row widgets unbound but not yet reported hidden. GTK unbinds and binds again a cell
    /// whose row only moved (rows before it came or went); the row stays shown, with its
    /// state, if the cell gets the same item back before the loop goes idle.
    private var pendingHides: Set<ObjectIdentifier> = []
    private var isHideFlushScheduled = false
    private var onShowRow: (@MainActor (Int, Widget?) -> Widget?)?
    private var onHideRow: (@MainActor (Widget) -> Void)?
    private var onDropRow: (@MainActor (Widget) -> Void)?
    /// The selection model over the rows (GtkNoSelection until `setSelectionMode`); the list
    /// view holds it.
    var selectionModel: OpaquePointer?
    /// How many rows the user can select (``setSelectionMode(_:onChange:)``).
    public internal(set) var selectionMode = SelectionMode.none
    /// Set while code (not the user) changes rows or the selection: GTK's "selection-changed"
    /// is then not reported.
    var isSyncingSelection = false
    var onSelectionChange: (@MainActor ([Int]) -> Void)?
    /// Moves a dragged row (from its position) to stand before the row at a position; set by
    /// ``enableRowDragging(canDrag:move:)``.
    var onRowDrop: (@MainActor (_ from: Int, _ to: Int) -> Void)?

    /// How the rows are laid out.
    public enum Layout: Hashable, Sendable {
        /// One row under another (GtkListView).
        case list
        /// Items in lines across, wrapping (GtkGridView): `vertical` grows downwards with
        /// columns across, else sideways with rows.
        case grid(vertical: Bool)
    }

    /// The layout the view was made with.
    public let layout: Layout

    public init(layout: Layout = .list) {
        self.layout = layout
        g_object_ref(UnsafeMutableRawPointer(model.pointer))  // the selection model takes this one
        let selection = gtk_no_selection_new(model.pointer)
        selectionModel = selection
        let factoryPointer = gtk_signal_list_item_factory_new()!
        g_object_ref(UnsafeMutableRawPointer(factoryPointer))  // ours; the list view takes the first
        factory = SignalListItemFactory(taking: UnsafeMutableRawPointer(factoryPointer))
        switch layout {
        case .list:
            super.init(taking: gtk_list_view_new(selection, factoryPointer))
        case .grid(let vertical):
            super.init(taking: gtk_grid_view_new(selection, factoryPointer))
            if !vertical {
                gtk_orientable_set_orientation(OpaquePointer(widgetPointer), GTK_ORIENTATION_HORIZONTAL)
            }
        }
        factory.onBind { [weak self] item in if let item { self?.bind(item) } }
        factory.onUnbind { [weak self] item in if let item { self?.unbind(item) } }
        factory.onTeardown { [weak self] item in if let item { self?.tearDown(item) } }
        installSpaceSelectsRow()
    }

    deinit {
        model.release()
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

    /// The style class of a row widget that the user cannot select or activate (a section's
    /// header in a list): its list item is made unselectable when it is bound.
    public static let unselectableRowClass = "unselectable-row"

    /// How many rows the list has.
    public var rowCount: Int {
        model.count
    }

    /// Row items the model keeps for GTK: about the rows GTK has bound, whatever the length.
    public var keptRowItemCount: Int {
        model.keptItemCount
    }

    /// Applies row changes, each `(position, removed, inserted)` counted in the list as it is
    /// after the ones before. GTK sees one change spanning them, in which the rows that stay
    /// are the same items as before, so it keeps their widgets.
    public func applyRowChanges(_ changes: [(position: Int, removed: Int, inserted: Int)]) {
        model.apply(changes)
    }

    /// The widget shown for the row at `position`, if GTK shows that row.
    public func rowWidget(at position: Int) -> Widget? {
        cellContents.first { Int(gtk_list_item_get_position(OpaquePointer($0.key))) == position }?.value.widget
    }

    /// Runs `handler` with the row's widget when the user activates a row: Enter or Space on
    /// a focused row (GtkListView's "activate").
    public func onActivateRow(_ handler: @escaping @MainActor (Widget) -> Void) {
        onActivate { [weak self] position in
            guard let row = self?.rowWidget(at: Int(position)) else { return }
            handler(row)
        }
    }

    private func bind(_ cell: UnsafeMutableRawPointer) {
        let position = Int(gtk_list_item_get_position(OpaquePointer(cell)))
        let rowItem = gtk_list_item_get_item(OpaquePointer(cell))
        if let left = cellLeftovers[cell], left.rowItem == rowItem, pendingHides.remove(ObjectIdentifier(left.widget)) != nil {
            // The same row, moved: it was never hidden.
            _ = takeLeftover(of: cell)
            cellContents[cell] = left
            setSelectable(cell, showing: left.widget)
            return
        }
        let leftover = takeLeftover(of: cell)?.widget
        if let leftover { reportHiddenIfPending(leftover) }
        let row = onShowRow?(position, leftover)
        if row !== leftover {
            if let row, let owner = leftoverCells[ObjectIdentifier(row)] {
                // The row widget was left in another cell: take it out of there first.
                _ = takeLeftover(of: owner)
                pendingHides.remove(ObjectIdentifier(row))
                gtk_list_item_set_child(OpaquePointer(owner), nil)
            } else if let row, gtk_widget_get_parent(row.widgetPointer) != nil,
                      let owner = cellContents.first(where: { $0.value.widget === row })?.key {
                // The row widget is still bound in another cell (its row moved, and GTK binds
                // the new place before it lets the old go): move it, with its state, here.
                cellContents[owner] = nil
                gtk_list_item_set_child(OpaquePointer(owner), nil)
            }
            if layout == .list { row?.expandsHorizontally = true }
            gtk_list_item_set_child(OpaquePointer(cell), row?.widgetPointer)
            if let leftover { onDropRow?(leftover) }
        }
        setSelectable(cell, showing: row)
        cellContents[cell] = row.map { CellContent(widget: $0, rowItem: rowItem) }
    }

    /// A section's header or footer row is text: its list item is neither selected nor
    /// activated by a click or a key.
    private func setSelectable(_ cell: UnsafeMutableRawPointer, showing row: Widget?) {
        // The row's widget, or the widget it wraps (a row may sit in a box of its own).
        var isUnselectable = false
        var widget = row?.widgetPointer
        while let current = widget, !isUnselectable {
            isUnselectable = gtk_widget_has_css_class(current, Self.unselectableRowClass) != 0
            widget = gtk_widget_get_first_child(current)
        }
        let isSelectable: gboolean = isUnselectable ? 0 : 1
        gtk_list_item_set_selectable(OpaquePointer(cell), isSelectable)
        gtk_list_item_set_activatable(OpaquePointer(cell), isSelectable)
    }

    private func unbind(_ cell: UnsafeMutableRawPointer) {
        guard let content = cellContents.removeValue(forKey: cell) else { return }
        cellLeftovers[cell] = content
        leftoverCells[ObjectIdentifier(content.widget)] = cell
        pendingHides.insert(ObjectIdentifier(content.widget))
        scheduleHideFlush()
    }

    private func tearDown(_ cell: UnsafeMutableRawPointer) {
        guard let leftover = takeLeftover(of: cell)?.widget else { return }
        reportHiddenIfPending(leftover)
        onDropRow?(leftover)
    }

    private func takeLeftover(of cell: UnsafeMutableRawPointer) -> CellContent? {
        guard let leftover = cellLeftovers.removeValue(forKey: cell) else { return nil }
        leftoverCells[ObjectIdentifier(leftover.widget)] = nil
        return leftover
    }

    private func reportHiddenIfPending(_ widget: Widget) {
        if pendingHides.remove(ObjectIdentifier(widget)) != nil { onHideRow?(widget) }
    }

    /// Once GTK is done re-binding, rows still unbound are hidden.
    private func scheduleHideFlush() {
        guard !isHideFlushScheduled else { return }
        isHideFlushScheduled = true
        _ = MainLoop.scheduleIdle { [weak self] in
            guard let self else { return }
            self.isHideFlushScheduled = false
            for content in self.cellLeftovers.values { self.reportHiddenIfPending(content.widget) }
        }
    }
}

/// A bound cell's row widget and the model item of its row.
struct CellContent {
    let widget: Widget
    let rowItem: UnsafeMutableRawPointer?
}
