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

    init(list: ViewNode) {
        self.list = list
    }

    /// How many rows there are.
    var count: Int { table.rows.count }

    /// How many rows have views now (for tests and benchmarks).
    var shownCount: Int { shown.count }

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

    /// The widget of row `position`, its views made now.
    func widget(forRowAt position: Int) -> AnyObject? {
        guard table.rows.indices.contains(position) else { return nil }
        let key = table.keys[position]
        if let existing = shown.removeValue(forKey: key) {
            // Shown in another place already (the backend re-bound it): start it afresh here.
            forget(existing.node)
        }
        let view = rowView(at: position)
        let node = ViewNode(
            graph: list.graph, parent: list,
            identity: ChildIdentity(key: .id(AnyHashable(key)), type: ObjectIdentifier(type(of: view))),
            view: view, environment: environment, padding: .zero
        )
        node.evaluate()
        list.graph.syncContainers()
        guard let widget = node.widget else { return nil }
        shown[key] = (node, position)
        keyByWidget[ObjectIdentifier(widget)] = key
        return widget
    }

    /// The backend no longer shows this row widget: release its views.
    func release(_ widget: AnyObject) {
        guard let key = keyByWidget.removeValue(forKey: ObjectIdentifier(widget)),
              let row = shown.removeValue(forKey: key) else { return }
        row.node.destroy()
    }

    /// The list left the tree.
    func destroyAll() {
        for row in shown.values { row.node.destroy() }
        shown = [:]
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
