/// One view per element of a collection, each identified by the element's id: when the
/// collection changes, rows are matched by id, so a row that stays keeps its state and
/// widgets, wherever it moves.
///
/// ```swift
/// ForEach(products) { product in Text(product.title) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(choices, id: \.self) { choice in Text(choice) }
/// ForEach($products) { $product in Toggle(product.title, isOn: $product.isFavorited) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, BuiltinView {
    @usableFromInline let data: Data
    @usableFromInline let elementID: @MainActor (Data.Element) -> ID
    @usableFromInline let content: @MainActor (Data.Element) -> Content
    /// For a `List`: runs `content` for the elements at `offsets`, appends a row entry
    /// (numbered `source`) for each whose content is not empty, and, if `collectingIDs`,
    /// returns their ids (else none: the list knows them from its last scan).
    /// Made here, in the caller's module, so that the loop over 100,000 elements runs as
    /// code specialised for the app's types.
    @usableFromInline let scanRows: @MainActor (_ rows: inout [RowEntry], _ source: Int32, _ offsets: Range<Int>, _ collectingIDs: Bool) -> [ID]
    /// The offsets of ids that an earlier id equals (specialised as `scanRows` is).
    @usableFromInline let findDuplicates: @MainActor (_ ids: [ID]) -> [Int]
    /// What `.onDelete` and `.onMove` set: how a `List` lets its user delete and move rows.
    @usableFromInline var editActions = ForEachEditActions()

    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data: data, elementID: { $0[keyPath: id] }, content: content)
    }

    @inlinable
    init(data: Data, elementID: @escaping @MainActor (Data.Element) -> ID, content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data
        self.elementID = elementID
        self.content = content
        scanRows = { rows, source, offsets, collectingIDs in
            var ids: [ID] = []
            if collectingIDs { ids.reserveCapacity(offsets.count) }
            var offset = Int32(offsets.lowerBound)
            let start = data.index(data.startIndex, offsetBy: offsets.lowerBound)
            let end = data.index(start, offsetBy: offsets.count)
            for element in data[start..<end] {
                if collectingIDs { ids.append(elementID(element)) }
                if !content(element)._isEmptyListRow() {
                    rows.append(RowEntry(source: source, offset: offset))
                }
                offset += 1
            }
            return ids
        }
        findDuplicates = { ids in
            var seen = Set<ID>(minimumCapacity: ids.count)
            var duplicates: [Int] = []
            for (offset, id) in ids.enumerated() where !seen.insert(id).inserted {
                duplicates.append(offset)
            }
            return duplicates
        }
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        var seen = Set<ID>()
        var children: [KeyedView] = []
        children.reserveCapacity(data.count)
        for element in data {
            let id = elementID(element)
            guard seen.insert(id).inserted else {
                warnDuplicate(id)
                continue
            }
            children.append(KeyedView(key: .id(AnyHashable(id)), view: content(element)))
        }
        return Resolution(children: children)
    }

    func warnDuplicate(_ id: ID) {
        Diagnostics.warn("ForEach skipped a second element with id \(id); ids must be unique")
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, identified by the element's `id`.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data: data, elementID: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in a constant range.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.init(data: data, elementID: { $0 }, content: content)
    }
}

extension ForEach {
    /// One view per element of a bound collection, each given a binding to its element.
    /// The binding finds its element by id, not by position: after other elements are
    /// inserted or removed it still reads and writes the same element.
    ///
    /// (The closure type is not marked `@MainActor` because Swift drops the isolation of a
    /// closure whose parameter is written `$product`; the closure still inherits the main
    /// actor from the `body` it is written in, and is only called there.)
    @inlinable
    public init<Elements: MutableCollection & RandomAccessCollection>(
        _ data: Binding<Elements>,
        @ViewBuilder content: @escaping (Binding<Elements.Element>) -> Content
    ) where Data == ElementBindings<Elements>, Elements.Element: Identifiable, ID == Elements.Element.ID {
        let makeRow = MainThreadBound(value: content)
        self.init(data: ElementBindings(data), elementID: { $0.id }, content: { makeRow.value($0.binding) })
    }
}
