/// Walks a list's content and lists the sources of its rows: tuples, groups and conditionals
/// are looked through; a `ForEach` gives one row per element whose content is not empty; any
/// other view is one row.
@MainActor
struct ListRowCollector {
    private(set) var table = ListRowTable()
    /// Whether this walk only looks for `.onDelete` and `.onMove` (for the list's
    /// description), making no sources.
    private var findsEditActionsOnly = false
    private(set) var hasDeleteAction = false
    private(set) var hasMoveAction = false

    init() {}

    init(findsEditActionsOnly: Bool) {
        self.findsEditActionsOnly = findsEditActionsOnly
    }

    mutating func collect(_ view: any View, path: [ChildKey]) {
        if let structural = view as? ListRowContainer {
            structural.collectRows(into: &self, path: path)
        } else if let forEach = view as? any ElementRowSource {
            if findsEditActionsOnly {
                let actions = forEach.rowEditActions
                hasDeleteAction = hasDeleteAction || actions.delete != nil
                hasMoveAction = hasMoveAction || actions.move != nil
            } else {
                forEach.addSource(to: &table, path: path)
            }
        } else if findsEditActionsOnly {
            return
        } else if !view.isEmptyListRow {
            table.sources.append(SingleRowSource(view: view, path: path))
        }
    }
}

/// A `ForEach`: a source of one row per element.
@MainActor
protocol ElementRowSource {
    func addSource(to table: inout ListRowTable, path: [ChildKey])
    var rowEditActions: ForEachEditActions { get }
}

/// Structural views a list looks through to find its rows.
@MainActor
protocol ListRowContainer {
    func collectRows(into collector: inout ListRowCollector, path: [ChildKey])
}

extension TupleView: ListRowContainer {
    func collectRows(into collector: inout ListRowCollector, path: [ChildKey]) {
        for (index, child) in children.enumerated() {
            collector.collect(child, path: path + [.position(index)])
        }
    }
}

extension Group: ListRowContainer {
    func collectRows(into collector: inout ListRowCollector, path: [ChildKey]) {
        collector.collect(content, path: path)
    }
}

extension ConditionalContent: ListRowContainer {
    func collectRows(into collector: inout ListRowCollector, path: [ChildKey]) {
        switch storage {
        case .trueContent(let content): collector.collect(content, path: path + [.position(0)])
        case .falseContent(let content): collector.collect(content, path: path + [.position(1)])
        }
    }
}

extension Optional: ListRowContainer where Wrapped: View {
    func collectRows(into collector: inout ListRowCollector, path: [ChildKey]) {
        if let wrapped = self { collector.collect(wrapped, path: path) }
    }
}

extension EmptyView: ListRowContainer {
    func collectRows(into collector: inout ListRowCollector, path: [ChildKey]) {}
}

// MARK: - Empty rows

extension View {
    /// Whether this view shows nothing, so that as a list row it is left out.
    var isEmptyListRow: Bool { _isEmptyListRow() }
}

extension Optional where Wrapped: View {
    @MainActor @inlinable public consuming func _isEmptyListRow() -> Bool {
        switch consume self {
        case .none: true
        case .some(let wrapped): wrapped._isEmptyListRow()
        }
    }
}

extension EmptyView {
    @inlinable public consuming func _isEmptyListRow() -> Bool { true }
}

extension ConditionalContent {
    @inlinable public consuming func _isEmptyListRow() -> Bool {
        switch storage {
        case .trueContent(let content): content._isEmptyListRow()
        case .falseContent(let content): content._isEmptyListRow()
        }
    }
}

extension TupleView {
    public consuming func _isEmptyListRow() -> Bool { withPointer(to: value) { contents.isEmptyListRow(at: UnsafeRawPointer($0)) } }
}

extension Group {
    @inlinable public consuming func _isEmptyListRow() -> Bool { content._isEmptyListRow() }
}
