/// The rows of a list, described cheaply: for each row, which source makes it and which
/// element of that source it is. Row views are made only for rows the backend shows.
///
/// Which elements make rows is known only by running each element's content (an `if` in a
/// `ForEach` leaves some out): `scan` does that, all at once or a number of elements at a
/// time, in order, so a long list can show its first rows before the rest are known.
@MainActor
struct ListRowTable {
    var sources: [any ListRowSource] = []
    /// The rows found so far, in order: by source, then by offset.
    var rows: [RowEntry] = []
    /// Where the scan goes on: the source, and the offset of its next element.
    private var scanSource = 0
    private var scanOffset = 0

    /// Whether every element has been scanned.
    var isComplete: Bool { scanSource == sources.count }

    /// How many elements' content this table ran, itself (for ``GraphStatistics/listElementsRun``).
    private(set) var elementsRun = 0
    /// For a table that took an older scan (``adoptScanRunningWrittenElements(of:elementReads:)``):
    /// the elements it ran again, the only ones whose rows may show something else.
    private(set) var elementsRunAgain: Set<RowEntry>?

    /// With a row target, elements are scanned this many at a time between checks.
    private static let rowTargetStep = 32

    /// Before a scan: takes the element ids of `older`'s sources (the list's last scan) for
    /// the sources whose elements are known to be the same ones (the same snapshot of the
    /// same cell), so the scan runs their content without collecting ids, and comparing the
    /// tables compares no ids.
    mutating func reuseIDs(of older: ListRowTable) {
        guard rows.isEmpty, scanSource == 0, scanOffset == 0, older.sources.count == sources.count else { return }
        for index in sources.indices { sources[index].reuseIDs(of: older.sources[index]) }
    }

    /// Scans the elements not scanned yet: all of them, or at most `elementBudget`, stopping
    /// early (to within `rowTargetStep` elements) once there are `rowTarget` rows.
    mutating func scan(elementBudget: Int? = nil, rowTarget: Int = .max) {
        var budget = elementBudget ?? .max
        let step = rowTarget == .max ? Int.max : Self.rowTargetStep
        while scanSource < sources.count, budget > 0, rows.count < rowTarget {
            budget -= scanCurrentSource(upTo: scanOffset + min(budget, step))
        }
    }

    /// Runs the elements of the current source from the scan position up to `end` (or its
    /// last element) and moves the position past them, on to the next source at its end.
    /// Returns how many elements it ran.
    private mutating func scanCurrentSource(upTo end: Int) -> Int {
        let source = sources[scanSource]
        let start = scanOffset
        let end = min(source.elementCount, end)
        elementsRun += source.scanElements(start..<end, source: Int32(scanSource), into: &rows)
        if end == source.elementCount {
            scanSource += 1
            scanOffset = 0
        } else {
            scanOffset = end
        }
        return end - start
    }

    /// Scans every element up to and including `last`'s (the last row the backend shows, in
    /// a table of the same elements), then on as ``scan(elementBudget:rowTarget:)`` does until
    /// there are `moreRows` rows after those and `minimumRows` in all: a long list rescanned
    /// shows what is in sight with the next frame and scans the rest in chunks after it, as
    /// it did when it opened.
    mutating func scan(through last: RowEntry?, thenRows moreRows: Int, atLeast minimumRows: Int, elementBudget: Int) {
        if let last {
            let lastSource = Int(last.source), lastOffset = Int(last.offset)
            while scanSource < sources.count, scanSource < lastSource || (scanSource == lastSource && scanOffset <= lastOffset) {
                _ = scanCurrentSource(upTo: scanSource == lastSource ? lastOffset + 1 : .max)
            }
        }
        scan(elementBudget: elementBudget, rowTarget: max(rows.count + moreRows, minimumRows))
    }

    /// The elements of all sources together.
    var elementCount: Int { sources.reduce(0) { $0 + $1.elementCount } }

    /// Takes the scan of `older`, a complete table of the same sources made before some
    /// elements were written through their bindings (and nothing else changed), and runs the
    /// content of the written elements alone: their rows come or go, every other row stays.
    /// False, and nothing taken, when that cannot be known (then scan everything).
    /// `elementReads`: the collections the last scan read element by element; each must be
    /// one whose writes a source accounts for (a row reading another `ForEach($other)` could
    /// change with it).
    mutating func adoptScanRunningWrittenElements(of older: ListRowTable, elementReads: some Sequence<ObjectIdentifier>) -> Bool {
        guard older.isComplete, rows.isEmpty, scanSource == 0, scanOffset == 0,
              sources.count == older.sources.count else { return false }
        let accountedFor = Set(sources.compactMap(\.elementWriteLog))
        guard elementReads.allSatisfy(accountedFor.contains) else { return false }
        var rescanned: [(entry: RowEntry, makesRow: Bool)] = []
        for index in sources.indices {
            guard let offsets = sources[index].changedOffsets(since: older.sources[index]) else { return false }
            for offset in Set(offsets).sorted() {
                let entry = RowEntry(source: Int32(index), offset: Int32(offset))
                guard let makesRow = sources[index].rescanElement(at: offset, source: entry.source, keepingIDOf: older.sources[index]) else {
                    return false  // the written element has another id now
                }
                rescanned.append((entry, makesRow))
            }
        }
        for index in sources.indices { sources[index].adoptScan(of: older.sources[index]) }
        elementsRun = rescanned.count
        elementsRunAgain = Set(rescanned.map(\.entry))
        rows = older.rows
        duplicates = older.duplicates
        duplicatesAreKnown = older.duplicatesAreKnown
        scanSource = sources.count
        for (entry, makesRow) in rescanned where !duplicates.contains(entry) {
            let position = rows.partitioningIndex { !($0 < entry) }
            let isPresent = position < rows.count && rows[position] == entry
            if makesRow && !isPresent {
                rows.insert(entry, at: position)
            } else if !makesRow && isPresent {
                rows.remove(at: position)
            }
        }
        return true
    }

    /// Whether `other` is complete and every source lists the same elements, by id and in
    /// order, as the source at the same place in `other`: then a row is the same row in both
    /// tables exactly when its entry (source, offset) is the same, and the tables can be
    /// compared without ids. (This table may be partly scanned if its sources know every id,
    /// taken from `other` by ``reuseIDs(of:)``: its rows are then those of the elements
    /// before its scan position.)
    func hasSameElements(as other: ListRowTable) -> Bool {
        other.isComplete && sources.count == other.sources.count
            && zip(sources, other.sources).allSatisfy { $0.hasSameElements(as: $1) }
    }

    /// The identity of each row, for matching rows when elements came, went or moved.
    func keys() -> [RowKey] {
        rows.map(key(of:))
    }

    func key(of row: RowEntry) -> RowKey {
        let source = sources[Int(row.source)]
        return RowKey(source: source.path, id: source.rowID(at: Int(row.offset)))
    }

    /// Entries of elements whose id an earlier element of the same source has: their rows
    /// are left out.
    var duplicates: Set<RowEntry> = []
    /// Whether `duplicates` is known for every element (found, or taken from a table of the
    /// same elements), so a scan that completes need not look for them again.
    var duplicatesAreKnown = false

    /// Finds the elements whose id an earlier element of the same source has (each with a
    /// warning) and leaves out their rows.
    mutating func removeDuplicates() {
        duplicates = []
        duplicatesAreKnown = true
        for (index, source) in sources.enumerated() {
            for offset in source.duplicateOffsets() {
                duplicates.insert(RowEntry(source: Int32(index), offset: Int32(offset)))
            }
        }
        removeRowsOfDuplicates()
    }

    /// Leaves out the rows of `duplicates`, known from a table of the same elements.
    mutating func removeRowsOfDuplicates() {
        if !duplicates.isEmpty { rows.removeAll(where: duplicates.contains) }
    }
}

/// One row: the source that makes it and the element's offset in that source. Entries sort
/// in list order.
@usableFromInline
struct RowEntry: Hashable, Comparable {
    @usableFromInline let source: Int32
    @usableFromInline let offset: Int32

    @usableFromInline init(source: Int32, offset: Int32) {
        self.source = source
        self.offset = offset
    }

    @usableFromInline static func < (lhs: RowEntry, rhs: RowEntry) -> Bool {
        (lhs.source, lhs.offset) < (rhs.source, rhs.offset)
    }
}

/// A row's identity: where its source stands in the list's content, and the element's id
/// within it. The id's hash is kept so that comparing keys of different rows (most
/// comparisons when diffing) costs an integer comparison.
struct RowKey: Hashable {
    let source: [ChildKey]
    let id: AnyHashable
    private let idHash: Int

    init(source: [ChildKey], id: AnyHashable) {
        self.source = source
        self.id = id
        self.idHash = id.hashValue
    }

    static func == (lhs: RowKey, rhs: RowKey) -> Bool {
        lhs.idHash == rhs.idHash && lhs.id == rhs.id && lhs.source == rhs.source
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(idHash)
        hasher.combine(source)
    }
}

/// Something that makes rows of a list: a `ForEach`, or a single view.
@MainActor
protocol ListRowSource {
    /// Where the source stands in the list's content (through tuples and conditionals).
    var path: [ChildKey] { get }
    /// How many elements it has (each makes a row or, if its content is empty, none).
    var elementCount: Int { get }
    /// Runs the content of the elements at `offsets` and appends an entry, numbered `source`,
    /// for each that is not empty. Returns how many contents ran.
    func scanElements(_ offsets: Range<Int>, source: Int32, into rows: inout [RowEntry]) -> Int
    /// The view of the element at `offset`.
    func rowView(at offset: Int) -> any View
    /// The identity of the element at `offset` within this source.
    func rowID(at offset: Int) -> AnyHashable
    /// Whether `other` stands at the same place and lists the same elements, by id, in the
    /// same order.
    func hasSameElements(as other: any ListRowSource) -> Bool
    /// Offsets of elements whose id an earlier element already has.
    func duplicateOffsets() -> [Int]
    /// The offsets of the elements written since `older` (this source at the list's last
    /// scan) was made, when only element writes changed the elements; nil when unknown.
    func changedOffsets(since older: any ListRowSource) -> [Int]?
    /// Runs the content of the element at `offset`: whether it makes a row; nil if its id is
    /// no longer the one `older` scanned there.
    func rescanElement(at offset: Int, source: Int32, keepingIDOf older: any ListRowSource) -> Bool?
    /// Takes the element ids `older` scanned (the same elements, by id).
    func adoptScan(of older: any ListRowSource)
    /// Before a scan: takes the ids of `older` (this source at the last scan) if its elements
    /// are known to be the same, so the scan need not collect them.
    func reuseIDs(of older: any ListRowSource)
    /// The cell whose element writes the source can account for, if any.
    var elementWriteLog: ObjectIdentifier? { get }
    /// How the user may delete and move its elements (a `ForEach`'s `.onDelete`, `.onMove`).
    var editActions: ForEachEditActions { get }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `predicate`, which must be false for a prefix
    /// of the collection and true for the rest (a binary search).
    func partitioningIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}

/// A view that is one row by itself.
struct SingleRowSource: ListRowSource {
    let view: any View
    let path: [ChildKey]

    var elementCount: Int { 1 }

    func scanElements(_ offsets: Range<Int>, source: Int32, into rows: inout [RowEntry]) -> Int {
        if !offsets.isEmpty { rows.append(RowEntry(source: source, offset: 0)) }
        return 0  // the view is a row whatever it shows
    }

    func rowView(at offset: Int) -> any View { view }
    func rowID(at offset: Int) -> AnyHashable { AnyHashable(path) }
    func duplicateOffsets() -> [Int] { [] }

    func hasSameElements(as other: any ListRowSource) -> Bool {
        (other as? SingleRowSource)?.path == path
    }

    func changedOffsets(since older: any ListRowSource) -> [Int]? { hasSameElements(as: older) ? [] : nil }
    func rescanElement(at offset: Int, source: Int32, keepingIDOf older: any ListRowSource) -> Bool? { true }
    func adoptScan(of older: any ListRowSource) {}
    func reuseIDs(of older: any ListRowSource) {}
    var elementWriteLog: ObjectIdentifier? { nil }
    var editActions: ForEachEditActions { ForEachEditActions() }
}

/// The rows of one `ForEach`: the ids of all its elements, in order, so that the next
/// update can tell whether the elements are the same ones.
/// (A class: its ids grow as the scan goes on.)
final class ForEachRowSource<Data: RandomAccessCollection, ID: Hashable, Content: View>: ListRowSource {
    let forEach: ForEach<Data, ID, Content>
    let path: [ChildKey]
    let elementCount: Int
    /// The ids of the elements scanned so far (of all elements, if taken from the last scan).
    private(set) var ids: [ID] = []
    /// Whether `ids` holds every element's id already (see ``reuseIDs(of:)``).
    private var idsAreKnown = false

    init(forEach: ForEach<Data, ID, Content>, path: [ChildKey]) {
        self.forEach = forEach
        self.path = path
        elementCount = forEach.data.count
    }

    func scanElements(_ offsets: Range<Int>, source: Int32, into rows: inout [RowEntry]) -> Int {
        if idsAreKnown {
            _ = forEach.scanRows(&rows, source, offsets, false)
        } else {
            if ids.isEmpty { ids.reserveCapacity(elementCount) }
            ids += forEach.scanRows(&rows, source, offsets, true)
        }
        return offsets.count
    }

    /// The same elements when both are the same snapshot of the same cell (an `@Owned`
    /// collection at the same version): a filter toggle scans 100,000 elements again, and
    /// neither collects their ids nor compares them with the last scan's.
    func reuseIDs(of older: any ListRowSource) {
        guard let older = older as? ForEachRowSource, older.path == path,
              older.elementCount == elementCount, older.ids.count == elementCount,
              let origin = snapshot?.snapshotOrigin, let olderOrigin = older.snapshot?.snapshotOrigin,
              origin.log == olderOrigin.log, origin.version == olderOrigin.version else { return }
        ids = older.ids
        idsAreKnown = true
    }

    func rowView(at offset: Int) -> any View {
        let data = forEach.data
        return forEach.content(data[data.index(data.startIndex, offsetBy: offset)])
    }

    func rowID(at offset: Int) -> AnyHashable { AnyHashable(ids[offset]) }

    func hasSameElements(as other: any ListRowSource) -> Bool {
        guard let other = other as? ForEachRowSource else { return false }
        return other.path == path && other.ids == ids
    }

    func duplicateOffsets() -> [Int] {
        let duplicates = forEach.findDuplicates(ids)
        for offset in duplicates { forEach.warnDuplicate(ids[offset]) }
        return duplicates
    }

    /// The elements as a snapshot of a cell: for `ForEach($items)`.
    private var snapshot: (any ElementSnapshot)? { forEach.data as? any ElementSnapshot }

    /// Known for `ForEach($items)` over an `@Owned` collection: the cell logs element writes.
    func changedOffsets(since older: any ListRowSource) -> [Int]? {
        guard let older = older as? ForEachRowSource, older.path == path,
              older.elementCount == elementCount, older.ids.count == elementCount,
              let snapshot, let origin = snapshot.snapshotOrigin,
              let olderOrigin = older.snapshot?.snapshotOrigin,
              olderOrigin.log == origin.log else { return nil }
        return snapshot.elementOffsetsChanged(since: olderOrigin.version)
    }

    func rescanElement(at offset: Int, source: Int32, keepingIDOf older: any ListRowSource) -> Bool? {
        guard let older = older as? ForEachRowSource else { return nil }
        var rows: [RowEntry] = []
        let id = forEach.scanRows(&rows, source, offset..<offset + 1, true)
        return id.first == older.ids[offset] ? !rows.isEmpty : nil
    }

    func adoptScan(of older: any ListRowSource) {
        if let older = older as? ForEachRowSource { ids = older.ids }
    }

    var elementWriteLog: ObjectIdentifier? { snapshot?.snapshotOrigin?.log }

    var editActions: ForEachEditActions { forEach.editActions }
}

extension ForEach: ElementRowSource {
    /// Adds the source of one row per element (its elements are scanned later).
    func addSource(to table: inout ListRowTable, path: [ChildKey]) {
        table.sources.append(ForEachRowSource(forEach: self, path: path))
    }

    var rowEditActions: ForEachEditActions { editActions }
}

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
