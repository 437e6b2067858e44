/// One view per element of a collection, each identified by the element's id: when the
/// collection changes, rows are matched by id, so a row that stays keeps its state and
/// widgets, wherever it moves.
///
/// ```swift
/// ForEach(products) { product in Text(product.title) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(choices, id: \.self) { choice in Text(choice) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, BuiltinView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: @MainActor (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        var seen = Set<ID>()
        var children: [KeyedView] = []
        children.reserveCapacity(data.count)
        for element in data {
            let elementID = element[keyPath: id]
            guard seen.insert(elementID).inserted else {
                print("Cells: warning: ForEach skipped a second element with id \(elementID); ids must be unique")
                continue
            }
            children.append(KeyedView(key: .id(AnyHashable(elementID)), view: content(element)))
        }
        return Resolution(children: children)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
