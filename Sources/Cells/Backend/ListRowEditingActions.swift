/// What a list widget asks of the core when its user edits or selects rows: delete
/// (the Delete key), move (Alt+Up, Alt+Down), select (click, Ctrl+click, Space). Positions are
/// row positions, as the backend counts them.
extension ListRowActions {
    /// Whether the row at `position` can be deleted (its `ForEach` has `.onDelete`).
    public func canDeleteRow(at position: Int) -> Bool {
        controller?.canDeleteRow(at: position) ?? false
    }

    /// Deletes the rows at `positions` through their `ForEach`'s `.onDelete` (those without
    /// one stay).
    public func deleteRows(at positions: [Int]) {
        DependencyTracker.untracked { controller?.deleteRows(at: positions) }
    }

    /// Whether the row at `position` can be moved (its `ForEach` has `.onMove`).
    public func canMoveRow(at position: Int) -> Bool {
        controller?.canMoveRow(at: position) ?? false
    }

    /// Moves the rows at `positions` to stand before the row now at `destination` (the row
    /// count for the end), through their `ForEach`'s `.onMove`. All must come from one
    /// `ForEach`, and the destination must be beside one of its rows; false otherwise.
    @discardableResult
    public func moveRows(at positions: [Int], to destination: Int) -> Bool {
        DependencyTracker.untracked { controller?.moveRows(at: positions, to: destination) ?? false }
    }

    /// Moves the row at `position` one place up (`offset` -1) or down (+1), within its
    /// `ForEach`. Returns the row's new position, nil if it cannot go there.
    @discardableResult
    public func moveRow(at position: Int, by offset: Int) -> Int? {
        DependencyTracker.untracked { controller?.moveRow(at: position, by: offset) }
    }

    /// How the user selects rows in this list.
    public var selectionMode: ListSelectionMode {
        guard let selection else { return .none }
        return selection.allowsMultiple ? .multiple : .single
    }

    /// The positions of the selected rows, in order.
    public var selectedRowPositions: [Int] {
        controller?.selectedRowPositions() ?? []
    }

    /// The user selected exactly the rows at `positions` (at most one is kept in a
    /// single-selection list): the selection binding gets their ids.
    public func selectRows(at positions: [Int]) {
        DependencyTracker.untracked { controller?.selectRows(at: positions) }
    }
}
