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
