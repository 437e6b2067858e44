/// The selection of a ``List``: a binding to the selected ids, of one row or several, erased
/// to `AnyHashable` (a row's id is its `ForEach` element's id).
@MainActor
struct ListSelection {
    let allowsMultiple: Bool
    let read: @MainActor () -> Set<AnyHashable>
    let write: @MainActor (Set<AnyHashable>) -> Void
    /// Whether a row's id is a value of the selection's type; if not, the row's `.tag` (or
    /// its `NavigationLink`'s value) is what selecting it writes, as in SwiftUI.
    var accepts: @MainActor (AnyHashable) -> Bool = { _ in true }

    init<ID: Hashable>(_ binding: Binding<Set<ID>>) {
        allowsMultiple = true
        accepts = { $0.base is ID }
        // A closure, not `AnyHashable.init`: the unapplied initializer captures `ID.Type`, which
        // is not Sendable (a warning in Swift 6).
        read = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        write = { ids in binding.wrappedValue = Set(ids.compactMap { $0.base as? ID }) }
    }

    init<ID: Hashable>(_ binding: Binding<ID?>) {
        allowsMultiple = false
        accepts = { $0.base is ID }
        read = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        write = { ids in binding.wrappedValue = ids.lazy.compactMap { $0.base as? ID }.first }
    }

    private init(allowsMultiple: Bool, read: @escaping @MainActor () -> Set<AnyHashable>, write: @escaping @MainActor (Set<AnyHashable>) -> Void,
                 accepts: @escaping @MainActor (AnyHashable) -> Bool) {
        self.allowsMultiple = allowsMultiple
        self.read = read
        self.write = write
        self.accepts = accepts
    }

    /// The same selection, running `observer` after each write of a selection that is not
    /// empty (a split view's sidebar shows the next column when a row is chosen).
    func observingChoices(_ observer: @escaping @MainActor () -> Void) -> ListSelection {
        let write = self.write
        return ListSelection(allowsMultiple: allowsMultiple, read: read, write: { ids in
            write(ids)
            if !ids.isEmpty { observer() }
        }, accepts: accepts)
    }
}

extension List {
    /// A list whose rows the user selects, any number of them (click, Ctrl+click,
    /// Shift+click, Space): `selection` holds the ids of the selected rows, and writing it
    /// selects rows. A selected id whose row goes is dropped from it.
    ///
    /// ```swift
    /// @Owned private var selected = Set<Book.ID>()
    /// List(selection: $selected) { ForEach(books) { Text($0.title) } }
    /// ```
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(selection: ListSelection(selection), content: content())
    }

    /// A list whose rows the user selects one at a time: `selection` holds the id of the
    /// selected row, nil when none is.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.init(selection: ListSelection(selection), content: content())
    }

    /// A list with one row per element, whose rows the user selects, any number of them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<Data.Element.ID>>,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: ListSelection(selection), content: ForEach(data, content: rowContent))
    }

    /// A list with one row per element, whose rows the user selects one at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Data.Element.ID?>,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: ListSelection(selection), content: ForEach(data, content: rowContent))
    }

    /// A list with one row per element, identified by `id` (`\.self` for strings), whose
    /// rows the user selects one at a time.
    ///
    /// ```swift
    /// List(folders, id: \.self, selection: $folder) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: ListSelection(selection), content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with one row per element, identified by `id`, whose rows the user selects, any
    /// number of them.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: ListSelection(selection), content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with one row per element of a bound collection, each row given a binding to its
    /// element (as `ForEach($items)` does).
    ///
    /// ```swift
    /// List($books) { $book in Toggle(book.title, isOn: $book.isRead) }
    /// ```
    public init<Elements: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Elements>, @ViewBuilder rowContent: @escaping (Binding<Elements.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<Elements>, Elements.Element.ID, RowContent>, Elements.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with one row per element of a bound collection, whose rows the user selects,
    /// any number of them.
    public init<Elements: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Elements>, selection: Binding<Set<Elements.Element.ID>>,
        @ViewBuilder rowContent: @escaping (Binding<Elements.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<Elements>, Elements.Element.ID, RowContent>, Elements.Element: Identifiable {
        self.init(selection: ListSelection(selection), content: ForEach(data, content: rowContent))
    }
}

/// A row view that names the value selecting it writes: a `.tag(_:)`, a
/// `NavigationLink(_:value:)`'s value.
@MainActor
protocol ListSelectionTagged {
    var listSelectionTag: AnyHashable? { get }
}

extension TaggedView: ListSelectionTagged {
    var listSelectionTag: AnyHashable? { tag }
}

extension NavigationLink: ListSelectionTagged {
    var listSelectionTag: AnyHashable? { linkValue }
}
