/// Turns an old and a new list of rows into the splices that change one into the other, and
/// where each old row went.
///
/// When the elements behind the rows are the same (a filter changed which of them show),
/// rows are compared by entry, and both lists are in list order: one merge of the two, with
/// no ids and no hashing. Otherwise rows are compared by key: filtering (rows only removed,
/// or only added) is one pass; other changes keep the longest run of rows in order that a
/// greedy pass finds, and remove and re-insert the rest (reported as moved, so that the rows
/// keep their views and state at their new positions).
enum RowDiff {
    struct Result {
        var splices: [RowSplice] = []
        /// For each old row, its position in the new list, or -1 if it was removed. Not made
        /// when the two lists are the same (``unchangedCount``): a star in a list of 100,000
        /// rows changes no row, and a map of every row cost the star more than the rest of it.
        var newPositions: [Int32] = []
        /// The old rows that moved: the splices remove them and insert them elsewhere, and
        /// `newPositions` has where.
        var moved: [Int32] = []
        /// When both lists are the same: their length (every row stays where it is).
        var unchangedCount: Int?

        /// Both lists are the same, `count` rows long.
        static func unchanged(count: Int) -> Result { Result(unchangedCount: count) }

        /// Where old row `position` is in the new list, or -1 if it was removed.
        func newPosition(of position: Int) -> Int {
            if let unchangedCount { return position >= 0 && position < unchangedCount ? position : -1 }
            return newPositions.indices.contains(position) ? Int(newPositions[position]) : -1
        }
    }

    /// Rows of the same elements, both in list order.
    static func diff(from old: [RowEntry], to new: [RowEntry]) -> Result {
        if old == new { return .unchanged(count: old.count) }
        var builder = SpliceBuilder()
        var newPositions = [Int32](repeating: -1, count: old.count)
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                builder.flush()
                newPositions[i] = Int32(j)
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && old[i] < new[j]) {
                builder.remove(at: j)
                i += 1
            } else {
                builder.insert(at: j)
                j += 1
            }
        }
        builder.flush()
        return Result(splices: builder.splices, newPositions: newPositions)
    }

    /// Rows identified by key, in any order.
    static func diff(from old: [RowKey], to new: [RowKey]) -> Result {
        if old == new { return .unchanged(count: old.count) }
        return subsequenceDiff(from: old, to: new) ?? generalDiff(from: old, to: new)
    }

    /// Splices are collected while walking both lists: runs of removals and insertions at
    /// the same place become one splice.
    private struct SpliceBuilder {
        var splices: [RowSplice] = []
        var start = 0
        var removed = 0
        var inserted = 0

        mutating func remove(at position: Int) {
            if removed == 0 && inserted == 0 { start = position }
            removed += 1
        }

        mutating func insert(at position: Int) {
            if removed == 0 && inserted == 0 { start = position }
            inserted += 1
        }

        mutating func flush() {
            if removed > 0 || inserted > 0 {
                splices.append(RowSplice(position: start, removed: removed, inserted: inserted))
            }
            removed = 0
            inserted = 0
        }
    }

    /// When the new list is the old with rows taken out, or with rows put in.
    private static func subsequenceDiff(from old: [RowKey], to new: [RowKey]) -> Result? {
        var builder = SpliceBuilder()
        var newPositions = [Int32](repeating: -1, count: old.count)
        var i = 0
        var j = 0
        if new.count < old.count {
            while i < old.count {
                if j < new.count && old[i] == new[j] {
                    builder.flush()
                    newPositions[i] = Int32(j)
                    j += 1
                } else {
                    builder.remove(at: j)
                }
                i += 1
            }
            guard j == new.count else { return nil }
        } else {
            while j < new.count {
                if i < old.count && old[i] == new[j] {
                    builder.flush()
                    newPositions[i] = Int32(j)
                    i += 1
                } else {
                    builder.insert(at: j)
                }
                j += 1
            }
            guard i == old.count else { return nil }
        }
        builder.flush()
        return Result(splices: builder.splices, newPositions: newPositions)
    }

    private static func generalDiff(from old: [RowKey], to new: [RowKey]) -> Result {
        var newIndex = [RowKey: Int](minimumCapacity: new.count)
        for (position, key) in new.enumerated() { newIndex[key] = position }
        // Keep old rows whose new positions keep increasing; the rest move (remove + insert).
        var newPositions = [Int32](repeating: -1, count: old.count)
        var last = -1
        for (position, key) in old.enumerated() {
            if let target = newIndex[key], target > last {
                newPositions[position] = Int32(target)
                last = target
            }
        }
        var builder = SpliceBuilder()
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count && newPositions[i] < 0 {
                builder.remove(at: j)
                i += 1
            } else if j < new.count && (i >= old.count || Int(newPositions[i]) != j) {
                builder.insert(at: j)
                j += 1
            } else {
                builder.flush()
                i += 1
                j += 1
            }
        }
        builder.flush()
        // The rows left out of the run in order moved: they are removed and inserted again.
        var moved: [Int32] = []
        for (position, key) in old.enumerated() where newPositions[position] < 0 {
            guard let target = newIndex[key] else { continue }
            newPositions[position] = Int32(target)
            moved.append(Int32(position))
        }
        return Result(splices: builder.splices, newPositions: newPositions, moved: moved)
    }
}
