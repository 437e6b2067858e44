/// The storage behind one `@Owned` property of one node: a value that records who reads it
/// and marks those readers for update when it is written.
@MainActor
final class OwnedCell<Value>: DependencySource {
    /// The value. Read at every evaluation that reads the cell, and written by every
    /// keystroke into a bound entry. Release builds skip the runtime's exclusivity checks
    /// (see Package.swift): the one long access, an element write's `change`, is guarded by
    /// ``isWritingElement`` instead.
    private var storedValue: Value
    /// Whether an element write is changing `storedValue` in place: its `change` must not
    /// read or write this cell (a debug build's exclusivity check stops that too; a release
    /// build has only this).
    private var isWritingElement = false
    /// Counts the writes that changed the value (or may have: values that are not
    /// `Equatable` count every write).
    private(set) var version = 0
    /// How writes compare the new value with the stored one, found at the first write.
    private var equality: TypedEquality<Value>?

    init(_ value: Value) {
        storedValue = value
    }

    /// A write stores the value before it tells the readers.
    override var checksProjections: Bool { true }

    var value: Value {
        get {
            precondition(!isWritingElement, "an @Owned cell was read while one of its elements was written")
            noteRead()
            return storedValue
        }
        set {
            precondition(!isWritingElement, "an @Owned cell was written while one of its elements was written")
            if equality == nil { equality = TypedEquality() }
            let unchanged = equality?.areEqual(storedValue, newValue) ?? false
            storedValue = newValue
            if !unchanged {
                version &+= 1
                invalidateReaders()
            }
        }
    }

    /// The value without recording a dependency (for binding setters that modify in place).
    var untrackedValue: Value { storedValue }

    /// Sets the value of a cell nobody has read yet (a carried value, see
    /// ``CarriedOwnedValues``).
    func replaceUntracked(with value: Value) {
        storedValue = value
    }

    /// The snapshot `ForEach($items)` evaluations took last. Weak: it lives as long as one of
    /// them.
    private weak var sharedSnapshot: CollectionSnapshot<Value>?

    /// The value as a snapshot of this version, shared with every other taker of the same
    /// version: element writes that keep the ids update it rather than copy the value.
    func snapshot() -> CollectionSnapshot<Value> {
        if let shared = snapshotOfThisVersion { return shared }
        let snapshot = CollectionSnapshot(value: storedValue, version: version)
        sharedSnapshot = snapshot
        return snapshot
    }

    /// The shared snapshot, if it holds the value of this version. (During an element write
    /// it holds none; the write makes it this version's again.)
    private var snapshotOfThisVersion: CollectionSnapshot<Value>? {
        guard let shared = sharedSnapshot, shared.version == version, shared.value != nil else { return nil }
        return shared
    }

    /// Element writes, oldest first: the version each made and the offset of the element it
    /// replaced. The last few are kept; an older question gets no answer (a full list scan).
    private var elementWrites: [(version: Int, offset: Int)] = []
    private static var elementWritesKept: Int { 64 }

    /// Changes the collection in place in the element at `offset` only (a write through
    /// `ForEach($items)`'s element binding): unless something else holds the collection's
    /// storage, the element is written where it is, without copying the collection. Readers
    /// of the whole value update as after any write, readers element by element learn which
    /// element changed. `change` must not read this cell.
    ///
    /// `keepsIDs`: the change leaves every element's id where it was, so the shared snapshot
    /// of the current version (``snapshot()``) follows the write: it gives up the storage
    /// while the element is written (which would otherwise copy the whole collection) and
    /// takes the new value and version afterwards.
    func modifyElement(changedOffset offset: Int, keepsIDs: Bool, _ change: (inout Value) -> Void) {
        let following = keepsIDs ? snapshotOfThisVersion : nil
        following?.value = nil
        isWritingElement = true
        change(&storedValue)
        isWritingElement = false
        version &+= 1
        if let following {
            following.value = storedValue
            following.version = version
        }
        elementWrites.append((version, offset))
        if elementWrites.count > Self.elementWritesKept { elementWrites.removeFirst() }
        invalidateReaders(elementsOnly: true, at: offset)
    }

    /// The offsets that element writes changed from version `old` to version `new`, if
    /// nothing else changed the value in between; nil if something else did, or if that is
    /// no longer known.
    func elementOffsetsChanged(from old: Int, to new: Int) -> [Int]? {
        guard new >= old else { return nil }
        guard new > old else { return [] }
        let between = elementWrites.filter { $0.version > old && $0.version <= new }
        guard between.count == new &- old else { return nil }
        return between.map(\.offset)
    }
}

extension OwnedCell: CarriableCell {
    var carriedValue: Any { untrackedValue }
}
