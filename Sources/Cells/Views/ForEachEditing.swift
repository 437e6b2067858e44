import Foundation

/// How the user may change the elements of a ``ForEach`` in a ``List``: set with
/// `.onDelete(perform:)` and `.onMove(perform:)`. Offsets count the `ForEach`'s elements
/// (its `data`), including those whose content makes no row. The actions are called on the
/// main actor; like SwiftUI's, their type is not marked so, so that a model's method
/// (`.onDelete(perform: store.delete)`) can be passed as it is.
public struct ForEachEditActions {
    /// Deletes the elements at the offsets.
    public var delete: ((IndexSet) -> Void)?
    /// Moves the elements at the offsets before the element at the destination offset.
    public var move: ((IndexSet, Int) -> Void)?

    @inlinable public init() {}

    /// Whether neither is set (a plain list).
    public var isEmpty: Bool { delete == nil && move == nil }
}

extension ForEach {
    /// Lets the user delete rows (in a ``List``: the Delete key on a focused row, the delete
    /// button each row shows in edit mode); `action` gets the elements' offsets in `data`.
    ///
    /// ```swift
    /// ForEach(books) { book in Text(book.title) }
    ///     .onDelete { books.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.delete = action
        return copy
    }

    /// Lets the user move rows (in a ``List``: Alt+Up and Alt+Down on a focused row, the move
    /// buttons each row shows in edit mode); `action` gets the offsets in `data` of the
    /// elements moved and the offset they go before, as `move(fromOffsets:toOffset:)` takes them.
    ///
    /// ```swift
    /// ForEach(books) { book in Text(book.title) }
    ///     .onMove { books.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.move = action
        return copy
    }
}
