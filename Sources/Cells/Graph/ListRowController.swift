/// The rows of one list node. Keeps the cheap row table of every row, and view nodes only for
/// the rows the backend shows; hands the backend splices when rows come and go.
@MainActor
final class ListRowController {
    private unowned let list: ViewNode
    private var table = ListRowTable()
    private var environment = EnvironmentValues()
    /// Nodes of the rows on screen, with their position in the table.
    private var shown: [RowKey: (node: ViewNode, position: Int)] = [:]
    private var keyByWidget: [ObjectIdentifier: RowKey] = [:]
    /// Row nodes whose rows went out of sight, kept with their widgets for the next rows of
    /// the same kind: by widget, and the widgets by the type of the row's content.
    private var parked: [ObjectIdentifier: ViewNode] = [:]
    private var parkedByKind: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    /// At most this many rows are kept for reuse (GtkListView holds about 200 items).
    private static let parkingCapacity = 256

    init(list: ViewNode) {
        self.list = list
    }

    /// How many rows there are.
    var count: Int { table.rows.count }

    /// Takes the new rows; updates the rows on screen that stay; returns the splices.
    func replaceRows(with newTable: ListRowTable, environment newEnvironment: EnvironmentValues) -> [RowSplice] {
        let result = RowDiff.diff(from: table.keys, to: newTable.keys)
        table = newTable
        environment = newEnvironment
        for (key, row) in shown {
            let newPosition = result.newPositions.indices.contains(row.position) ? Int(result.newPositions[row.position]) : -1
            guard newPosition >= 0 else { continue }  // removed: the backend will hand it back
            shown[key] = (row.node, newPosition)
            row.node.receive(rowView(at: newPosition), environment: environment, padding: .zero)
        }
        return result.splices
    }

    /// The widget of row `position`, its views made now: in `previous` (a row widget out of
    /// sight) if given and of the right kind, else in any parked row widget of that kind, else
    /// new.
    func widget(forRowAt position: Int, reusing previous: AnyObject?) -> AnyObject? {
        guard table.rows.indices.contains(position) else { return nil }
        let key = table.keys[position]
        if let existing = shown.removeValue(forKey: key) {
            // Shown in another place already (the backend re-bound it): start it afresh here.
            forget(existing.node)
        }
        let view = rowView(at: position)
        let identity = ChildIdentity(key: .id(AnyHashable(key)), type: ObjectIdentifier(type(of: view)))
        let kind = ObjectIdentifier(type(of: view.content))
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
        shown[key] = (node, position)
        keyByWidget[ObjectIdentifier(widget)] = key
        return widget
    }

    /// Takes a parked row node of `kind` out of the pool: the one showing `previous` if it
    /// is of that kind, else any.
    private func unpark(preferring previous: AnyObject?, kind: ObjectIdentifier) -> ViewNode? {
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
        guard let key = keyByWidget.removeValue(forKey: ObjectIdentifier(widget)),
              let row = shown.removeValue(forKey: key) else { return }
        guard parked.count < Self.parkingCapacity, let container = row.node.view as? RowContainer else {
            row.node.destroy()
            return
        }
        row.node.park()
        parked[ObjectIdentifier(widget)] = row.node
        parkedByKind[ObjectIdentifier(type(of: container.content)), default: []].append(ObjectIdentifier(widget))
    }

    /// The list left the tree.
    func destroyAll() {
        for row in shown.values { row.node.destroy() }
        for node in parked.values { node.destroy() }
        shown = [:]
        parked = [:]
        parkedByKind = [:]
        keyByWidget = [:]
    }

    private func forget(_ node: ViewNode) {
        if let widget = node.widget { keyByWidget[ObjectIdentifier(widget)] = nil }
        node.destroy()
    }

    private func rowView(at position: Int) -> RowContainer {
        let entry = table.rows[position]
        return RowContainer(content: table.sources[Int(entry.source)].rowView(at: Int(entry.offset)))
    }
}

/// One list row: a container widget around the row's content, so every row is one widget.
struct RowContainer: View, BuiltinView {
    let content: any View

    var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(
            widget: WidgetSpec(.stack(.vertical), [.spacing(0), .horizontalAlignment(.leading)]),
            children: [KeyedView(key: .position(0), view: content)]
        )
    }
}
