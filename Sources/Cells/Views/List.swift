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
public struct List<Content: View>: PrimitiveView, ShowsContentAsRows {
    public let content: Content
    /// The rows the user selected (`List(selection:)`), nil for a list without selection.
    let selection: ListSelection?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }

    init(selection: ListSelection?, content: Content) {
        self.content = content
        self.selection = selection
    }

    public func properties(in environment: EnvironmentValues) -> ListProperties {
        var properties = ListProperties()
        if let selection {
            properties.selectionMode = selection.allowsMultiple ? .multiple : .single
            properties.selection = selection.read()
        }
        var collector = ListRowCollector(findsEditActionsOnly: true)
        collector.collect(content, path: [])
        properties.canDeleteRows = collector.hasDeleteAction
        properties.canMoveRows = collector.hasMoveAction
        properties.isSidebar = environment.isInSidebar
        return properties
    }

    /// Set by the graph to the list's row controller.
    public func actions(in environment: EnvironmentValues) -> ListRowActions {
        // In a split view's column, choosing a row shows the next column (when folded).
        let selection = environment.listSelectionMade.flatMap { made in self.selection?.observingChoices(made) } ?? self.selection
        return ListRowActions(editMode: environment.editMode, selection: selection)
    }

    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        var rows = environment.withStackAxis(.vertical)
        rows.isListRowContent = true  // a NavigationLink row shows as the row (NavigationLinkRow.swift)
        return rows
    }
}

/// A primitive whose content's views are rows made only when shown (a `List`, a lazy grid):
/// no children of its own; its rows, one per view and `ForEach` element, from its content.
protocol ShowsContentAsRows: PrimitiveChildren where Self: PrimitiveView {}

extension ShowsContentAsRows {
    var keyedChildren: [KeyedView]? { [] }

    func rowTable() -> ListRowTable? {
        var collector = ListRowCollector()
        collector.collect(content, path: [])
        return collector.table
    }
}

/// What a ``List`` shows besides its rows, which come through `ListRowActions`.
public struct ListProperties: Equatable {
    /// Whether the user selects rows, one or several (`List(selection:)`).
    public var selectionMode = ListSelectionMode.none
    /// The ids of the selected rows (the selection binding's value).
    public var selection: Set<AnyHashable> = []
    /// Whether some row can be deleted (a `ForEach` with `.onDelete`): the Delete key works.
    public var canDeleteRows = false
    /// Whether some row can be moved (a `ForEach` with `.onMove`): Alt+Up and Alt+Down work.
    public var canMoveRows = false
    /// Whether the list is a split view's sidebar (GNOME's navigation sidebar look).
    public var isSidebar = false

    public init() {}
}

/// How many rows of a ``List`` the user can select.
public enum ListSelectionMode: Hashable, Sendable {
    /// None: activating a row acts on its control.
    case none
    /// One at a time (a `Binding<ID?>`).
    case single
    /// Any number (a `Binding<Set<ID>>`): Ctrl+click and Shift+click add to it.
    case multiple
}


extension List {
    /// A list with one row per element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with one row per element, identified by `id` (`\.self` for strings).
    ///
    /// ```swift
    /// List(folders, id: \.self) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
