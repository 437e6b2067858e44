/// The rows of one list node. Keeps the cheap row table of every row, and view nodes only for
/// the rows the backend shows; hands the backend splices when rows come and go.
@MainActor
final class ListRowController {
    unowned let list: ViewNode
    private(set) var table = ListRowTable()
    /// The list's latest actions: its edit mode and selection.
    weak var actions: ListRowActions?
    private var environment = EnvironmentValues()
    /// The list's own environment when the rows' was made.
    private var listEnvironment: EnvironmentValues?
    /// Nodes of the rows on screen, by position in the table; their positions by widget.
    private var shown: [Int: ViewNode] = [:]
    private var positionByWidget: [ObjectIdentifier: Int] = [:]
    /// Every row node whose widget the backend holds, by widget: the rows on screen, and rows
    /// removed from the table whose widgets the backend has not handed back yet.
    private var handedOut: [ObjectIdentifier: ViewNode] = [:]
    /// Row nodes whose rows went out of sight, kept with their widgets for the next rows of
    /// the same kind: by widget, and the widgets by the type of the row's content.
    private var parked: [ObjectIdentifier: ViewNode] = [:]
    private var parkedByKind: [RowKind: [ObjectIdentifier]] = [:]
    /// Widgets of rows that moved: the backend saw the row removed at its old position and
    /// inserted at the new one, and hands the widget back for the old before or after it asks
    /// for the new. The row's node stays in `shown` at its new position throughout, so the
    /// state follows the row.
    private var movedWidgets: Set<ObjectIdentifier> = []
    /// At most this many rows are kept for reuse (GtkListView holds about 200 items).
    private static let parkingCapacity = 256

    init(list: ViewNode) {
        self.list = list
    }

    /// The list's environment changed from `old` to `new`: the rows' environment, and every
    /// row node (shown, handed out or parked), follow it.
    func propagateEnvironmentChange(from old: EnvironmentValues, to new: EnvironmentValues) {
        let previous = environment
        environment = environment.inheriting(changesFrom: old, to: new)
        var seen: Set<ObjectIdentifier> = []
        for node in Array(handedOut.values) + Array(parked.values) + Array(shown.values)
        where seen.insert(ObjectIdentifier(node)).inserted {
            node.propagateEnvironmentChange(from: previous, to: environment)
        }
    }

    /// How many rows there are (found so far, while the first scan goes on).
    var count: Int { table.rows.count }

    /// A new list's first scan stops at this many rows: a screenful on a tall screen (64 rows
    /// of 48 pixels, the Adwaita rich-list height, are 3,072 pixels; if a window is taller,
    /// the rest come a moment later). GTK's list view (4.8) makes widgets for up to 200 rows
    /// around the top, in sight or not, so the fewer rows the first frame has, the sooner it
    /// is drawn: a window of 100,000 products painted in 75 ms with 64, 112 ms with 128 rows,
    /// 123 ms with the first 4,096 elements (the seed's 3 products: 61 ms; `cells-bench`).
    static let firstScanRows = 64

    /// Rows a rescan of the same elements lists at least before its frame: GTK's list view
    /// (4.8) binds up to 200 rows around those in sight. With fewer, the chunks after the
    /// frame add rows that GTK then binds too, and a chunk that comes before a frame is
    /// painted makes that frame bind them (a filter toggle on 1,000,000 products took 44 ms
    /// most times and 64–73 ms one time in four with 64 rows after the last row shown;
    /// 40–45 ms with this minimum; `CELLS_BENCH_TRACE=1 cells-bench --only "1,000,000"`).
    static let rescanRows = 200

    /// Elements scanned at most in one go: by the first scan (in search of its rows), and by
    /// each of the chunks that scan the rest while the loop is idle, after the first frame.
    static let scanChunk = 4_096

    /// Whether some elements are still to be scanned.
    var hasUnscannedElements: Bool { !table.isComplete }

    /// The entry of the last row the backend shows (GTK's list view binds the rows in sight
    /// and some around them), if any: a rescan runs at least the elements up to it.
    var lastShownEntry: RowEntry? {
        guard let position = shown.keys.max(), table.rows.indices.contains(position) else { return nil }
        return table.rows[position]
    }

    /// Fills `newTable` (unscanned, made by the list's new evaluation) from the last scan,
    /// running only the elements written since through their bindings; false when that
    /// cannot be known, and `newTable` is left as it was. `elementReads`: the collections
    /// the last scan read element by element.
    func adoptScanRunningWrittenElements(into newTable: inout ListRowTable, elementReads: some Sequence<ObjectIdentifier>) -> Bool {
        newTable.adoptScanRunningWrittenElements(of: table, elementReads: elementReads)
    }

    /// Takes the new rows; updates the rows on screen that stay; returns the splices.
    func replaceRows(with newTable: ListRowTable, environment newEnvironment: EnvironmentValues) -> [RowSplice] {
        var newTable = newTable
        list.graph.statistics.listElementsRun += newTable.elementsRun
        let result: RowDiff.Result
        if newTable.hasSameElements(as: table) {
            // The same elements (a filter changed, or an element's content): compare entries.
            newTable.duplicates = table.duplicates
            newTable.duplicatesAreKnown = table.duplicatesAreKnown
            newTable.removeRowsOfDuplicates()
            result = RowDiff.diff(from: table.rows, to: newTable.rows)
        } else {
            if newTable.isComplete { newTable.removeDuplicates() }
            result = table.rows.isEmpty
                ? RowDiff.Result(splices: newTable.rows.isEmpty ? [] : [RowSplice(position: 0, removed: 0, inserted: newTable.rows.count)])
                : RowDiff.diff(from: table.keys(), to: newTable.keys())
        }
        table = newTable
        // The rows' environment is made from the list's: the same if the list's is the very same.
        let environmentIsSame = listEnvironment?.isIdentical(to: list.environment) ?? false
        listEnvironment = list.environment
        environment = newEnvironment
        // After writes of single elements (a row's star), only their rows can show something else.
        moveShownRows(as: result, updating: true, onlyRowsOf: environmentIsSame ? newTable.elementsRunAgain : nil)
        if actions?.selection != nil { dropSelectionOfRowsGone() }
        return result.splices
    }

    /// Scans the next chunk of elements and returns the splices that add their rows (at the
    /// end); once every element is scanned, also those that leave out duplicates.
    func scanMoreRows() -> [RowSplice] {
        let rowsBefore = table.rows.count
        let elementsRunBefore = table.elementsRun
        table.scan(elementBudget: Self.scanChunk)
        list.graph.statistics.listElementsRun += table.elementsRun - elementsRunBefore
        var splices: [RowSplice] = []
        if table.rows.count > rowsBefore {
            splices.append(RowSplice(position: rowsBefore, removed: 0, inserted: table.rows.count - rowsBefore))
        }
        if table.isComplete {
            let scanned = table.rows
            // A rescan of the same elements knows their duplicates (hashing every id again
            // would cost a long list more than its scan).
            if table.duplicatesAreKnown { table.removeRowsOfDuplicates() } else { table.removeDuplicates() }
            if table.rows.count != scanned.count {
                let result = RowDiff.diff(from: scanned, to: table.rows)
                moveShownRows(as: result, updating: false)
                splices += result.splices
            }
            if actions?.selection != nil { dropSelectionOfRowsGone() }
        }
        return splices
    }

    /// Moves the rows on screen to their new positions (where `diff` says each old row went)
    /// and, if `updating`, gives each the view its element makes now. Rows `diff` reports as
    /// moved were removed and inserted again by its splices.
    /// `onlyRowsOf`: if given, only the rows of these elements are updated.
    private func moveShownRows(as diff: RowDiff.Result, updating: Bool, onlyRowsOf elements: Set<RowEntry>? = nil) {
        let wasShown = shown
        shown = [:]
        positionByWidget = [:]
        let movedRows = diff.moved.isEmpty ? [] : Set(diff.moved)
        for (position, node) in wasShown {
            let newPosition = diff.newPosition(of: position)
            let widget = node.widget.map(ObjectIdentifier.init)
            if let widget, handedOut[widget] == nil {
                // A row that moved out of sight at an earlier change: nobody shows it.
                node.destroy()
                continue
            }
            guard newPosition >= 0 else {
                // Removed: the backend will hand its widget back; until then nothing updates it.
                node.park()
                if let widget { movedWidgets.remove(widget) }
                continue
            }
            shown[newPosition] = node
            if let widget {
                positionByWidget[widget] = newPosition
                if movedRows.contains(Int32(position)) { movedWidgets.insert(widget) }
            }
            if updating, elements?.contains(table.rows[newPosition]) ?? true {
                node.receive(rowView(at: newPosition), environment: environment, padding: .zero)
            }
        }
    }

    /// The widget of row `position`, its views made now: in `previous` (a row widget out of
    /// sight) if given and of the right kind, else in any parked row widget of that kind, else
    /// new.
    func widget(forRowAt position: Int, reusing previous: AnyObject?) -> AnyObject? {
        guard table.rows.indices.contains(position) else { return nil }
        let view = rowView(at: position)
        let key = table.key(of: table.rows[position])
        let identity = ChildIdentity(key: .id(AnyHashable(key)), type: ObjectIdentifier(type(of: view)))
        if let existing = shown[position] {
            if existing.identity == identity, let widget = existing.widget {
                // This row's node: its row moved here, or the backend binds it anew. Its
                // widget and state stay with it.
                let id = ObjectIdentifier(widget)
                movedWidgets.remove(id)
                existing.receive(view, environment: environment, padding: .zero)
                list.graph.syncContainers()
                handedOut[id] = existing
                positionByWidget[id] = position
                return widget
            }
            // Another row's node (the backend re-bound a place): start afresh here.
            shown[position] = nil
            forget(existing)
        }
        let kind = RowKind(view)
        let node: ViewNode
        if let reused = unpark(preferring: previous, kind: kind) {
            node = reused
            node.reuse(as: identity, view: view, environment: environment)
        } else {
            node = ViewNode(graph: list.graph, parent: list, identity: identity, view: view, environment: environment, padding: .zero)
            node.evaluate()
        }
        list.graph.syncContainers()
        guard let widget = node.widget else { return nil }
        shown[position] = node
        positionByWidget[ObjectIdentifier(widget)] = position
        handedOut[ObjectIdentifier(widget)] = node
        return widget
    }

    /// Takes a parked row node of `kind` out of the pool: the one showing `previous` if it
    /// is of that kind, else any.
    private func unpark(preferring previous: AnyObject?, kind: RowKind) -> ViewNode? {
        var candidates = parkedByKind[kind] ?? []
        guard !candidates.isEmpty else { return nil }
        let chosen: ObjectIdentifier
        if let previous, let index = candidates.firstIndex(of: ObjectIdentifier(previous)) {
            chosen = candidates.remove(at: index)
        } else {
            chosen = candidates.removeLast()
        }
        parkedByKind[kind] = candidates
        return parked.removeValue(forKey: chosen)
    }

    /// The backend no longer shows this row widget: release its views.
    func release(_ widget: AnyObject) {
        if movedWidgets.remove(ObjectIdentifier(widget)) != nil {
            // The old place of a moved row: the row lives on at its new position, and its
            // widget is handed out again when the backend asks for that position.
            handedOut[ObjectIdentifier(widget)] = nil
            return
        }
        guard let node = handedOut.removeValue(forKey: ObjectIdentifier(widget)) else { return }
        if let position = positionByWidget.removeValue(forKey: ObjectIdentifier(widget)) {
            shown[position] = nil
        }
        guard parked.count < Self.parkingCapacity, let container = node.view as? any ListRowView else {
            node.destroy()
            return
        }
        node.park()
        parked[ObjectIdentifier(widget)] = node
        parkedByKind[RowKind(container), default: []].append(ObjectIdentifier(widget))
    }

    /// The list left the tree.
    func destroyAll() {
        for node in handedOut.values { node.destroy() }
        for node in shown.values { node.destroy() }
        for node in parked.values { node.destroy() }
        movedWidgets = []
        shown = [:]
        handedOut = [:]
        parked = [:]
        parkedByKind = [:]
        positionByWidget = [:]
    }

    private func forget(_ node: ViewNode) {
        if let widget = node.widget {
            positionByWidget[ObjectIdentifier(widget)] = nil
            handedOut[ObjectIdentifier(widget)] = nil
        }
        node.destroy()
    }

    private func rowView(at position: Int) -> any ListRowView {
        let entry = table.rows[position]
        let source = table.sources[Int(entry.source)]
        let content = source.rowView(at: Int(entry.offset))
        let editActions = source.editActions
        if editActions.isEmpty { return RowContainer(rowContent: content) }
        return EditableRowContainer(rowContent: content, controls: editControls(forRowAt: position, actions: editActions))
    }
}

/// A list row's view: a container around the row's content.
@MainActor
protocol ListRowView: View {
    var rowContent: any View { get }
}

/// Which parked row nodes a row can reuse: of the same container and content types.
struct RowKind: Hashable {
    let container: ObjectIdentifier
    let content: ObjectIdentifier

    @MainActor init(_ view: any ListRowView) {
        container = ObjectIdentifier(type(of: view))
        content = ObjectIdentifier(type(of: view.rowContent))
    }
}

/// One list row: a container widget around the row's content, so every row is one widget.
struct RowContainer: PrimitiveView, PrimitiveChildren, ListRowView {
    let rowContent: any View

    func properties(in environment: EnvironmentValues) -> StackProperties {
        StackProperties(axis: .vertical, spacing: 0, alignment: .start)
    }

    var keyedChildren: [KeyedView]? { [KeyedView(key: .position(0), view: rowContent)] }
}

extension RowContainer: HiddenInPaths {}
