/// `ForEach($items, id: \.key) { $item in … }`: one view per element of a bound collection
/// whose elements are not `Identifiable`, each identified by the key path `id` and given a
/// binding to its element. As with `ForEach($items)`, the binding follows its element by id,
/// not by position.
extension ForEach {
    /// One view per element of a bound collection, identified by the element's property at
    /// `id`, each given a binding to its element.
    ///
    /// ```swift
    /// ForEach($tags, id: \.name) { $tag in TextField("Tag", text: $tag.name) }
    /// ```
    ///
    /// (The closure type is not marked `@MainActor`, for the reason given at `ForEach($items)`.)
    @inlinable
    public init<Elements: MutableCollection & RandomAccessCollection>(
        _ data: Binding<Elements>, id: KeyPath<Elements.Element, ID>,
        @ViewBuilder content: @escaping (Binding<Elements.Element>) -> Content
    ) where Data == ElementBindings<KeyedElements<Elements, ID>> {
        let makeRow = MainThreadBound(value: content)
        let keyed = Binding<KeyedElements<Elements, ID>>(storage: KeyedElementsStorage(base: data.storage, id: id))
        self.init(data: ElementBindings(keyed), elementID: { $0.id }, content: { makeRow.value($0.binding.value) })
    }
}

/// A collection seen with an id for each element, read from the element at a key path: what
/// `ForEach($items, id:)` binds its rows to. It wraps the collection (no copy); writing an
/// element writes the wrapped collection's element.
public struct KeyedElements<Base: MutableCollection & RandomAccessCollection, ID: Hashable>: MutableCollection, RandomAccessCollection {
    /// The wrapped collection.
    public var base: Base
    /// Where an element's id is.
    public let id: KeyPath<Base.Element, ID>

    @inlinable public init(base: Base, id: KeyPath<Base.Element, ID>) {
        self.base = base
        self.id = id
    }

    @inlinable public var startIndex: Base.Index { base.startIndex }
    @inlinable public var endIndex: Base.Index { base.endIndex }
    @inlinable public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    @inlinable public func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
    @inlinable public func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index { base.index(i, offsetBy: distance) }
    @inlinable public func distance(from start: Base.Index, to end: Base.Index) -> Int { base.distance(from: start, to: end) }

    @inlinable public subscript(position: Base.Index) -> KeyedElement<Base.Element, ID> {
        get { KeyedElement(value: base[position], idKeyPath: id) }
        set { base[position] = newValue.value }
    }
}

/// An element with its id read at a key path (see ``KeyedElements``).
public struct KeyedElement<Value, ID: Hashable>: Identifiable {
    /// The element.
    public var value: Value
    @usableFromInline let idKeyPath: KeyPath<Value, ID>

    @inlinable init(value: Value, idKeyPath: KeyPath<Value, ID>) {
        self.value = value
        self.idKeyPath = idKeyPath
    }

    /// The element's property at the key path.
    @inlinable public var id: ID { value[keyPath: idKeyPath] }
}

/// A bound collection seen as ``KeyedElements``: reads, writes, versions and element reads go
/// to the bound collection, so rows follow their cell as `ForEach($items)`'s do.
@usableFromInline @MainActor
final class KeyedElementsStorage<Base: MutableCollection & RandomAccessCollection, ID: Hashable>: BindingStorage<KeyedElements<Base, ID>> {
    let base: BindingStorage<Base>
    let id: KeyPath<Base.Element, ID>

    @usableFromInline init(base: BindingStorage<Base>, id: KeyPath<Base.Element, ID>) {
        self.base = base
        self.id = id
    }

    override func read() -> KeyedElements<Base, ID> { KeyedElements(base: base.read(), id: id) }
    override func write(_ value: KeyedElements<Base, ID>) { base.write(value.base) }
    override var location: BindingLocation? { base.location }
    override var version: Int? { base.version }
    override func recordRead() { base.recordRead() }
    override func recordElementRead() { base.recordElementRead() }
    override func recordElementRead(at position: Int) { base.recordElementRead(at: position) }
    override var recordsElementReadsApart: Bool { base.recordsElementReadsApart }
    override func modifyElement(changedOffset offset: Int, keepsIDs: Bool, _ change: (inout KeyedElements<Base, ID>) -> Void) {
        let id = self.id
        base.modifyElement(changedOffset: offset, keepsIDs: keepsIDs) { elements in
            var keyed = KeyedElements(base: elements, id: id)
            change(&keyed)
            elements = keyed.base
        }
    }
    override func snapshot() -> CollectionSnapshot<KeyedElements<Base, ID>> {
        let snapshot = base.snapshot()
        return CollectionSnapshot(value: KeyedElements(base: snapshot.elements, id: id), version: snapshot.version)
    }
    override var elementWriteLog: ObjectIdentifier? { base.elementWriteLog }
    override func elementOffsetsChanged(from old: Int, to new: Int) -> [Int]? { base.elementOffsetsChanged(from: old, to: new) }
}
