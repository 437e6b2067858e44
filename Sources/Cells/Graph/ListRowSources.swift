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
