/// A scrolling list of rows. Rows come from the content: each view is a row, and a `ForEach`
/// gives one row per element (an element whose content is empty, like an `if` that is false,
/// gives none).
///
/// Only the rows on screen exist as views and widgets: the GTK backend is a `GtkListView`
/// that asks for rows as they scroll into sight, so a list of 100,000 elements costs the
/// widgets of a screenful.
///
/// ```swift
/// List {
///     Toggle("Favorites only", isOn: $favoritesOnly)
///     ForEach($products) { $product in
///         if !favoritesOnly || product.isFavorited {
///             Toggle(product.title, isOn: $product.isFavorited)
///         }
///     }
/// }
/// ```
public struct List<Content: View>: PrimitiveView, PrimitiveChildren {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> ListProperties {
        ListProperties()
    }

    /// Set by the graph to the list's row controller.
    public func actions(in environment: EnvironmentValues) -> ListRowActions {
        ListRowActions()
    }

    var keyedChildren: [KeyedView]? { [] }

    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.withStackAxis(.vertical)
    }

    func rowTable() -> ListRowTable? {
        var collector = ListRowCollector()
        collector.collect(content, path: [])
        return collector.table
    }
}

/// What a ``List`` shows besides its rows, which come through `ListRowActions`.
public struct ListProperties: Equatable, Sendable {
    public init() {}
}


extension List {
    /// A list with one row per element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}
