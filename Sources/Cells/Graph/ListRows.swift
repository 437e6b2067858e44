/// The rows of a list, described cheaply: for each row, which source makes it and which
/// element of that source it is. Row views are made only for rows the backend shows.
struct ListRowTable {
    var sources: [any ListRowSource] = []
    var rows: [RowEntry] = []
    var keys: [RowKey] = []
}

/// One row: the source that makes it and the element's offset in that source.
struct RowEntry {
    let source: Int32
    let offset: Int32
}

/// A row's identity: which source, and the element's id within it. The id's hash is kept so
/// that comparing keys of different rows (most comparisons when diffing) costs an integer
/// comparison.
struct RowKey: Hashable {
    let source: Int
    let id: AnyHashable
    private let idHash: Int

    init(source: Int, id: AnyHashable) {
        self.source = source
        self.id = id
        self.idHash = id.hashValue
    }

    static func == (lhs: RowKey, rhs: RowKey) -> Bool {
        lhs.idHash == rhs.idHash && lhs.source == rhs.source && lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(idHash)
    }
}

/// Something that makes rows of a list: a `ForEach`, or a single view.
@MainActor
protocol ListRowSource {
    /// The view of the element at `offset`.
    func rowView(at offset: Int) -> any View
}

/// A view that is one row by itself.
struct SingleRowSource: ListRowSource {
    let view: any View
    func rowView(at offset: Int) -> any View { view }
}

extension ForEach: ListRowSource {
    func rowView(at offset: Int) -> any View {
        content(data[data.index(data.startIndex, offsetBy: offset)])
    }

    /// Adds a row for each element whose content is not empty, in one pass over the data.
    func addRows(to table: inout ListRowTable, source: Int) {
        var seen = Set<ID>(minimumCapacity: data.count)
        var offset = 0
        for element in data {
            defer { offset += 1 }
            let id = elementID(element)
            guard seen.insert(id).inserted else {
                warnDuplicate(id)
                continue
            }
            guard !content(element).isEmptyListRow else { continue }
            table.rows.append(RowEntry(source: Int32(source), offset: Int32(offset)))
            table.keys.append(RowKey(source: source, id: AnyHashable(id)))
        }
    }
}

/// Walks a list's content and lists its rows: tuples, groups and conditionals are looked
/// through; a `ForEach` gives one row per element whose content is not empty; any other
/// view is one row.
@MainActor
struct ListRowCollector {
    private(set) var table = ListRowTable()

    mutating func collect(_ view: any View, path: [ChildKey]) {
        if let structural = view as? ListRowContainer {
            structural.collectRows(into: &self, path: path)
        } else if let forEach = view as? any ElementRowSource {
            let source = table.sources.count
            table.sources.append(forEach)
            forEach.addRows(to: &table, source: source)
        } else if !view.isEmptyListRow {
            let source = table.sources.count
            table.sources.append(SingleRowSource(view: view))
            table.rows.append(RowEntry(source: Int32(source), offset: 0))
            table.keys.append(RowKey(source: source, id: AnyHashable(path)))
        }
    }
}

/// A `ForEach`: a source of one row per element.
@MainActor
protocol ElementRowSource: ListRowSource {
    func addRows(to table: inout ListRowTable, source: Int)
}

extension ForEach: ElementRowSource {}

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
    var isEmptyListRow: Bool { _isEmptyListRow }
}

extension Optional where Wrapped: View {
    @MainActor public var _isEmptyListRow: Bool { self?._isEmptyListRow ?? true }
}

extension EmptyView {
    public var _isEmptyListRow: Bool { true }
}

extension ConditionalContent {
    public var _isEmptyListRow: Bool {
        switch storage {
        case .trueContent(let content): content._isEmptyListRow
        case .falseContent(let content): content._isEmptyListRow
        }
    }
}

extension TupleView {
    public var _isEmptyListRow: Bool { children.allSatisfy { $0._isEmptyListRow } }
}

extension Group {
    public var _isEmptyListRow: Bool { content._isEmptyListRow }
}
