import Foundation

// SwiftUI adds these two to the standard collections for `.onDelete` and `.onMove`, whose
// offsets they take as they are; swift-corelibs-foundation has neither.

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (counted from the start): what `.onDelete` asks for.
    ///
    /// ```swift
    /// ForEach(books) { ... }.onDelete { books.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        kept.reserveCapacity(count - offsets.count)
        for (offset, element) in enumerated() where !offsets.contains(offset) {
            kept.append(element)
        }
        self = kept
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets, kept in their order) so that they stand before
    /// the element that was at offset `destination` (`count` for the end), as `.onMove` reports
    /// a drag: moving offset 0 to 2 puts the first element after the second.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let count = self.count
        guard !source.isEmpty, destination >= 0, destination <= count,
              let last = source.last, last < count else { return }
        let elements = Array(self)
        var reordered: [Element] = []
        reordered.reserveCapacity(count)
        for offset in 0..<destination where !source.contains(offset) { reordered.append(elements[offset]) }
        for offset in source { reordered.append(elements[offset]) }
        for offset in destination..<count where !source.contains(offset) { reordered.append(elements[offset]) }
        var index = startIndex
        for element in reordered {
            self[index] = element
            formIndex(after: &index)
        }
    }
}
