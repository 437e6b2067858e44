/// The elements of a bound collection as bindings located by id, for
/// `ForEach($items) { $item in ... }`.
///
/// Each binding remembers where its element was (a hint, so the common case costs nothing)
/// and looks it up by id when the collection changed. When the element is gone, reads give
/// its last value and writes are dropped with a warning that names the id: nothing crashes,
/// and no other element is written by mistake.
@MainActor
public struct ElementBindings<Elements: MutableCollection & RandomAccessCollection>: @MainActor RandomAccessCollection
where Elements.Element: Identifiable {
    private let source: ElementSource<Elements>

    init(_ base: Binding<Elements>) {
        source = ElementSource(base: base, snapshot: base.wrappedValue)
    }

    public var startIndex: Elements.Index { source.snapshot.startIndex }
    public var endIndex: Elements.Index { source.snapshot.endIndex }
    public func index(after i: Elements.Index) -> Elements.Index { source.snapshot.index(after: i) }
    public func index(before i: Elements.Index) -> Elements.Index { source.snapshot.index(before: i) }
    public func index(_ i: Elements.Index, offsetBy distance: Int) -> Elements.Index { source.snapshot.index(i, offsetBy: distance) }
    public func distance(from start: Elements.Index, to end: Elements.Index) -> Int { source.snapshot.distance(from: start, to: end) }

    public subscript(position: Elements.Index) -> Element {
        Element(source: source, index: position)
    }

    /// One element: its id, and a binding to it.
    @MainActor
    public struct Element {
        let source: ElementSource<Elements>
        let index: Elements.Index

        public var id: Elements.Element.ID { source.snapshot[index].id }

        /// A binding that follows the element by id.
        public var binding: Binding<Elements.Element> {
            Binding(storage: ElementBindingStorage(source: source, index: index))
        }
    }
}

/// The bound collection and the value it had when the rows were made, shared by all the
/// elements (one reference each, not a copy of the binding).
@MainActor
final class ElementSource<Elements: MutableCollection & RandomAccessCollection> {
    let base: Binding<Elements>
    let snapshot: Elements

    init(base: Binding<Elements>, snapshot: Elements) {
        self.base = base
        self.snapshot = snapshot
    }
}

/// One element of a bound collection, found by id: where it was last seen (a hint, so the
/// common case costs nothing) and its last value, for after it is gone.
@MainActor
final class ElementBindingStorage<Elements: MutableCollection & RandomAccessCollection>: BindingStorage<Elements.Element>
where Elements.Element: Identifiable {
    private let source: ElementSource<Elements>
    private var index: Elements.Index
    private var lastValue: Elements.Element
    private var hasWarned = false

    init(source: ElementSource<Elements>, index: Elements.Index) {
        self.source = source
        self.index = index
        self.lastValue = source.snapshot[index]
    }

    private var id: Elements.Element.ID { lastValue.id }

    /// The element's index in `elements` now, if it is still there.
    private func find(in elements: Elements) -> Elements.Index? {
        if index >= elements.startIndex, index < elements.endIndex, elements[index].id == id { return index }
        guard let found = elements.firstIndex(where: { $0.id == id }) else { return nil }
        index = found
        return found
    }

    override func read() -> Elements.Element {
        let elements = source.base.wrappedValue
        if let found = find(in: elements) { lastValue = elements[found] }
        return lastValue
    }

    override func write(_ newValue: Elements.Element) {
        var elements = DependencyTracker.untracked { source.base.wrappedValue }
        guard let found = find(in: elements) else {
            if !hasWarned {
                hasWarned = true
                print("Cells: warning: a binding to the element with id \(id) was written after the element left its collection; the write was dropped")
            }
            return
        }
        elements[found] = newValue
        lastValue = newValue
        source.base.wrappedValue = elements
    }

    override var location: BindingLocation? {
        source.base.location?.element(AnyHashable(id))
    }
}
