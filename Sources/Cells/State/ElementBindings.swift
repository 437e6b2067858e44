/// The elements of a bound collection as bindings located by id, for
/// `ForEach($items) { $item in ... }`.
///
/// Each binding knows where its element was when the rows were made: while the collection
/// has not changed since, that is where the element is, and a read costs an array access.
/// After a change it looks the element up by id. When the element is gone, reads give its
/// last value and writes are dropped with a warning that names the id: nothing crashes, and
/// no other element is written by mistake.
@MainActor
public struct ElementBindings<Elements: MutableCollection & RandomAccessCollection>: @MainActor RandomAccessCollection
where Elements.Element: Identifiable {
    /// The collection's indices when the rows were made. Not the collection itself, whose
    /// storage would then be shared with its cell, and copied whole on each element write:
    /// the elements are read through `access`, from the cell's shared snapshot. (An array's
    /// indices are a range; a collection whose indices hold the collection, as
    /// `DefaultIndices` does, still shares its storage, and an element write copies it.)
    @usableFromInline let snapshotIndices: Elements.Indices
    @usableFromInline let access: ElementAccess<Elements.Element>
    /// The element binding storage handed out last, reused for the next element once nothing
    /// holds it any more (a list scanning 100,000 rows drops each row's views at once).
    @usableFromInline let spare: SpareElementStorage<Elements.Element>

    /// Inlinable so that the element accessors are specialised in the app's module: a list
    /// of 100,000 rows reads its elements through them.
    @inlinable init(_ base: Binding<Elements>) {
        // Read element by element: the rows depend on their own elements.
        let snapshot = base.storage.snapshot()
        base.storage.recordElementRead()
        snapshotIndices = snapshot.elements.indices
        let access = ElementAccess(base: base, snapshot: snapshot)
        self.access = access
        spare = SpareElementStorage(access: access)
    }

    @inlinable public var startIndex: Elements.Index { snapshotIndices.startIndex }
    @inlinable public var endIndex: Elements.Index { snapshotIndices.endIndex }
    @inlinable public func index(after i: Elements.Index) -> Elements.Index { snapshotIndices.index(after: i) }
    @inlinable public func index(before i: Elements.Index) -> Elements.Index { snapshotIndices.index(before: i) }
    @inlinable public func index(_ i: Elements.Index, offsetBy distance: Int) -> Elements.Index { snapshotIndices.index(i, offsetBy: distance) }
    @inlinable public func distance(from start: Elements.Index, to end: Elements.Index) -> Int { snapshotIndices.distance(from: start, to: end) }

    @inlinable public subscript(position: Elements.Index) -> Element {
        Element(spare: Unmanaged.passUnretained(spare), offset: snapshotIndices.distance(from: snapshotIndices.startIndex, to: position))
    }

    /// One element: its id, and a binding to it.
    ///
    /// It refers to the collection's spare storages (which hold its access) unmanaged: a
    /// list scan makes one element per row, and two references retained and released per
    /// element were a tenth of the scan. An element is made only by subscripting the
    /// collection, which only its `ForEach` can, and used at once, while the `ForEach`, and
    /// so the collection and its storages, are alive.
    @MainActor
    public struct Element {
        @usableFromInline let spare: Unmanaged<SpareElementStorage<Elements.Element>>
        @usableFromInline let offset: Int

        @usableFromInline init(spare: Unmanaged<SpareElementStorage<Elements.Element>>, offset: Int) {
            self.spare = spare
            self.offset = offset
        }

        /// The element's id, read when asked for: a list scan that knows the ids from its
        /// last scan does not copy one per element.
        @inlinable public var id: Elements.Element.ID {
            let offset = offset
            return spare.withGuaranteedReference { $0.access.elementID(offset) }
        }

        /// A binding that follows the element by id.
        @inlinable public var binding: Binding<Elements.Element> {
            let offset = offset
            return Binding(storage: spare.withGuaranteedReference { $0.storage(offset: offset) })
        }
    }
}

extension ElementBindings: ElementSnapshot {
    var snapshotOrigin: (log: ObjectIdentifier, version: Int)? { access.snapshotOrigin }
    func elementOffsetsChanged(since older: Int) -> [Int]? { access.offsetsChangedSince(older) }
}

/// A collection of elements taken from a cell at one version: a list that scanned an older
/// snapshot of the same cell asks which elements were written since.
@MainActor
protocol ElementSnapshot {
    /// The cell the elements come from and the snapshot's version there, when known.
    var snapshotOrigin: (log: ObjectIdentifier, version: Int)? { get }
    /// The offsets of the elements written from the cell's version `older` up to this
    /// snapshot, if element writes were all that changed it; nil otherwise.
    func elementOffsetsChanged(since older: Int) -> [Int]?
}

/// Reads and writes the elements of one bound collection by their offset when the rows were
/// made, following each by id once the collection changed. One per `ForEach` evaluation,
/// shared by its element bindings.
///
/// Its functions are closures made where the collection's type is known (the inlinable
/// `ElementBindings.init`), so they run as code specialised for it, while the bindings that
/// call them are generic over the element type only.
@usableFromInline @MainActor
final class ElementAccess<Element: Identifiable> {
    @usableFromInline let read: @MainActor (_ offset: Int) -> Element
    @usableFromInline let write: @MainActor (_ offset: Int, _ value: Element) -> Void
    @usableFromInline let elementID: @MainActor (_ offset: Int) -> Element.ID
    /// The bound collection's version (see ``BindingStorage/version``).
    @usableFromInline let version: @MainActor () -> Int?
    /// Records a read of the collection by the view evaluating now.
    @usableFromInline let recordRead: @MainActor (_ offset: Int) -> Void
    let location: BindingLocation?
    /// The cell the elements come from and the version of the snapshot, when known.
    let snapshotOrigin: (log: ObjectIdentifier, version: Int)?
    /// The offsets of the elements written since the cell's version `older`, up to the
    /// snapshot, if element writes were all that changed it.
    let offsetsChangedSince: @MainActor (_ older: Int) -> [Int]?
    /// Whether `read` records an element read of the collection and nothing else (an
    /// `@Owned` collection): an element binding's read then need not gather what it touched
    /// to narrow it to the element (``DependencyTracker/readProjection(_:rereadWith:)``),
    /// which costs a list scan a third of each element read.
    @usableFromInline let readsElementsApart: Bool

    @inlinable
    convenience init<Elements: MutableCollection & RandomAccessCollection>(base: Binding<Elements>, snapshot: CollectionSnapshot<Elements>)
    where Elements.Element == Element {
        let baseStorage = base.storage
        // The version the rows were made from. The snapshot's own version moves on with the
        // element writes it follows; the offsets a list asks about count from this one.
        let snapshotVersion = snapshot.version
        let state = ElementTracking<Element>()
        func snapshotIndex(_ offset: Int) -> Elements.Index {
            let elements = snapshot.elements
            return elements.index(elements.startIndex, offsetBy: offset)
        }
        /// The element of `offset` in the snapshot (its id is the one it had when the rows
        /// were made; its value is current while ``snapshotIsCurrent()``).
        func snapshotElement(_ offset: Int) -> Element {
            snapshot.elements[snapshotIndex(offset)]
        }
        /// Whether the snapshot is the collection as it is now: an offset is then where its
        /// element is.
        func snapshotIsCurrent() -> Bool {
            guard let current = snapshot.version else { return false }
            return baseStorage.version == current
        }
        /// Where the element of `offset` is in `elements` now, if it is still there.
        func find(_ offset: Int, in elements: Elements) -> Elements.Index? {
            let id = snapshotElement(offset).id
            let hint = state.hints[offset].map { elements.index(elements.startIndex, offsetBy: $0) } ?? snapshotIndex(offset)
            if hint >= elements.startIndex, hint < elements.endIndex, elements[hint].id == id { return hint }
            guard let found = elements.firstIndex(where: { $0.id == id }) else { return nil }
            state.hints[offset] = elements.distance(from: elements.startIndex, to: found)
            return found
        }
        self.init(
            read: { offset in
                // The read is recorded with where the element is now: a write of another
                // element does not update this reader.
                if snapshotIsCurrent() {
                    baseStorage.recordElementRead(at: offset)
                    return snapshotElement(offset)
                }
                let elements = DependencyTracker.untracked { base.wrappedValue }
                if let found = find(offset, in: elements) {
                    baseStorage.recordElementRead(at: elements.distance(from: elements.startIndex, to: found))
                    state.lastValues[offset] = elements[found]
                    return elements[found]
                }
                baseStorage.recordElementRead()
                return state.lastValues[offset] ?? snapshotElement(offset)
            },
            write: { offset, value in
                // Where the element is now, found on a copy that is gone before the write, so
                // the collection's storage is the cell's and the snapshot's only, and the
                // snapshot lends it back for the write when the ids stay where they are.
                let found: (position: Int, keepsIDs: Bool)? = DependencyTracker.untracked {
                    let elements = base.wrappedValue
                    return find(offset, in: elements).map {
                        (elements.distance(from: elements.startIndex, to: $0), elements[$0].id == value.id)
                    }
                }
                guard let (position, keepsIDs) = found else {
                    state.warnWriteAfterRemoval(of: snapshotElement(offset).id)
                    return
                }
                state.lastValues[offset] = value
                baseStorage.modifyElement(changedOffset: position, keepsIDs: keepsIDs) { elements in
                    elements[elements.index(elements.startIndex, offsetBy: position)] = value
                }
            },
            elementID: { offset in snapshotElement(offset).id },
            version: { baseStorage.version },
            recordRead: { offset in
                if snapshotIsCurrent() { baseStorage.recordElementRead(at: offset) } else { baseStorage.recordElementRead() }
            },
            location: base.location,
            snapshotOrigin: baseStorage.elementWriteLog.flatMap { log in snapshotVersion.map { (log, $0) } },
            offsetsChangedSince: { older in snapshotVersion.flatMap { baseStorage.elementOffsetsChanged(from: older, to: $0) } },
            readsElementsApart: baseStorage.recordsElementReadsApart
        )
    }

    @usableFromInline init(
        read: @escaping @MainActor (Int) -> Element,
        write: @escaping @MainActor (Int, Element) -> Void,
        elementID: @escaping @MainActor (Int) -> Element.ID,
        version: @escaping @MainActor () -> Int?,
        recordRead: @escaping @MainActor (_ offset: Int) -> Void,
        location: BindingLocation?,
        snapshotOrigin: (log: ObjectIdentifier, version: Int)?,
        offsetsChangedSince: @escaping @MainActor (Int) -> [Int]?,
        readsElementsApart: Bool
    ) {
        self.read = read
        self.write = write
        self.elementID = elementID
        self.version = version
        self.recordRead = recordRead
        self.location = location
        self.snapshotOrigin = snapshotOrigin
        self.offsetsChangedSince = offsetsChangedSince
        self.readsElementsApart = readsElementsApart
    }
}

/// What an ``ElementAccess`` learns once its collection changed: where elements moved (by
/// their offset when the rows were made), the value last read or written through each, and
/// the writes already warned about.
@usableFromInline @MainActor
final class ElementTracking<Element: Identifiable> {
    @usableFromInline var hints: [Int: Int] = [:]
    @usableFromInline var lastValues: [Int: Element] = [:]
    private var warned: Set<Element.ID> = []

    @usableFromInline init() {}

    @usableFromInline func warnWriteAfterRemoval(of id: Element.ID) {
        guard warned.insert(id).inserted else { return }
        Diagnostics.warn("a binding to the element with id \(id) was written after the element left its collection; the write was dropped")
    }
}

/// The element binding storage of one `ForEach($items)` evaluation handed out last: when
/// nothing but this holds it any more, the next element's binding reuses it instead of
/// allocating one (nobody can see the change). A list runs the content of every element to
/// know its rows and drops the views at once, so a scan of 100,000 elements allocates one.
/// (Not held by the ``ElementAccess``, which the storage holds.)
@usableFromInline @MainActor
final class SpareElementStorage<Element: Identifiable> {
    /// Read and written once per element of a scan, never across a call.
    @usableFromInline var last: ElementBindingStorage<Element>?
    /// The spare property storages, which every element storage handed out holds.
    @usableFromInline let properties = SparePropertyStorage<Element>()
    /// The access of the `ForEach` evaluation these storages belong to.
    @usableFromInline let access: ElementAccess<Element>

    @usableFromInline init(access: ElementAccess<Element>) {
        self.access = access
    }

    /// A storage for the element at `offset`: the last one if nothing else holds it.
    @inlinable func storage(offset: Int) -> ElementBindingStorage<Element> {
        if isKnownUniquelyReferenced(&last), let storage = last {
            storage.offset = offset
            return storage
        }
        let storage = ElementBindingStorage(access: access, offset: offset, properties: properties)
        last = storage
        return storage
    }
}

/// The storage of a property of an element handed out last (`$item.isOn`), reused for the
/// next element the way ``SpareElementStorage`` reuses element storages: it holds the
/// element's access and offset, not the element's storage.
///
/// The element storages hold this strongly (it holds none of them, so there is no cycle),
/// rather than the ``SpareElementStorage`` weakly: a weakly referenced object gets a side
/// table, and every retain and release of it, one per element of a scan, takes the slow path.
@usableFromInline @MainActor
final class SparePropertyStorage<Element: Identifiable> {
    private var lastProperty: AnyObject?
    /// The key path of `lastProperty`.
    private var lastKeyPath: AnyKeyPath?

    @usableFromInline init() {}

    /// A storage for the property at `keyPath` of the element at `offset`: the last one if
    /// nothing else holds it and it is of the same property.
    func propertyStorage<Value>(access: ElementAccess<Element>, offset: Int, keyPath: WritableKeyPath<Element, Value>) -> BindingStorage<Value> {
        // The same key path (the same object, for a key path literal) means the same property
        // type: the storage is an `ElementPropertyStorage<Element, Value>`, and it is taken
        // as one without a cast (which looks up the generic class's metadata every time).
        if let lastKeyPath, lastKeyPath === keyPath || lastKeyPath == keyPath,
           isKnownUniquelyReferenced(&lastProperty), let last = lastProperty {
            let storage = unsafeDowncast(last, to: ElementPropertyStorage<Element, Value>.self)
            if storage.access === access {
                storage.offset = offset
                return storage
            }
        }
        let storage = ElementPropertyStorage(access: access, offset: offset, keyPath: keyPath)
        lastProperty = storage
        lastKeyPath = keyPath
        return storage
    }
}

/// One property of an element of a bound collection (`$item.isOn`), by the element's offset
/// when the rows were made: what a ``KeyPathBindingStorage`` over the element's
/// ``ElementBindingStorage`` does, without holding that storage (so both can be reused).
@MainActor
final class ElementPropertyStorage<Element: Identifiable, Value>: BindingStorage<Value> {
    let access: ElementAccess<Element>
    /// Changed only while nothing else holds the storage (see ``SparePropertyStorage``).
    var offset: Int
    let keyPath: WritableKeyPath<Element, Value>

    init(access: ElementAccess<Element>, offset: Int, keyPath: WritableKeyPath<Element, Value>) {
        self.access = access
        self.offset = offset
        self.keyPath = keyPath
    }

    /// The view reading depends on this property only (see ``KeyPathBindingStorage``).
    override func read() -> Value {
        if access.readsElementsApart {
            let offset = offset
            return Unmanaged.passUnretained(access).withGuaranteedReference { $0.read(offset) }[keyPath: keyPath]
        }
        return DependencyTracker.readProjection({ access.read(offset)[keyPath: keyPath] }, rereadWith: {
            { [access, offset, keyPath] in access.read(offset)[keyPath: keyPath] }
        })
    }

    override func write(_ value: Value) {
        var whole = DependencyTracker.untracked { access.read(offset) }
        whole[keyPath: keyPath] = value
        access.write(offset, whole)
    }

    override var location: BindingLocation? {
        access.location?.element(AnyHashable(access.elementID(offset))).appending(keyPath)
    }
    override var version: Int? { access.version() }
    override func recordRead() { access.recordRead(offset) }
}

/// One element of a bound collection, by its offset when the rows were made.
@usableFromInline @MainActor
final class ElementBindingStorage<Element: Identifiable>: BindingStorage<Element> {
    @usableFromInline let access: ElementAccess<Element>
    /// Changed only while nothing else holds the storage (see ``SpareElementStorage``); read
    /// once or twice per element of a scan.
    @usableFromInline var offset: Int
    /// The spare property storages of the `ForEach` evaluation that made this one.
    @usableFromInline let properties: SparePropertyStorage<Element>

    @usableFromInline init(access: ElementAccess<Element>, offset: Int, properties: SparePropertyStorage<Element>) {
        self.access = access
        self.offset = offset
        self.properties = properties
    }

    override func projecting<Subject>(_ keyPath: WritableKeyPath<Element, Subject>) -> BindingStorage<Subject> {
        properties.propertyStorage(access: access, offset: offset, keyPath: keyPath)
    }

    /// The view reading depends on this element only, where the collection is read as a
    /// whole (a collection inside another value: `$recipe.ingredients`).
    override func read() -> Element {
        if access.readsElementsApart {
            // Through an unmanaged reference to the access: calling the closure loaded from
            // it retained and released the closure's context, once per element read.
            let offset = offset
            return Unmanaged.passUnretained(access).withGuaranteedReference { $0.read(offset) }
        }
        return DependencyTracker.readProjection({ access.read(offset) }, rereadWith: {
            { [access, offset] in access.read(offset) }
        })
    }
    override func write(_ newValue: Element) { access.write(offset, newValue) }
    override var version: Int? { access.version() }
    override func recordRead() { access.recordRead(offset) }

    override var location: BindingLocation? {
        access.location?.element(AnyHashable(access.elementID(offset)))
    }
}
