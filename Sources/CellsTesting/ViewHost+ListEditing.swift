import Cells

/// Editing and selecting the rows of a list headlessly, as its user does on a GtkListView:
/// the Delete key or a row's delete button, Alt+Up/Alt+Down or the move buttons, clicks
/// that select, a row's context menu of swipe actions.
extension ViewHost {
    /// The first list's row actions (what its widget calls).
    private func listRows() throws -> ListRowActions {
        guard let rows = try list().rowActions else { throw ViewHostError.notFound("list rows", onScreen: labelTexts) }
        return rows
    }

    /// The texts of the first list's rows in sight, each row's labels joined by spaces.
    public var rowTexts: [String] {
        (try? list().shownRows.map(\.labelText)) ?? []
    }

    /// Presses Delete on the first list's row `position` (its `ForEach`'s `.onDelete` runs).
    public func deleteRow(_ position: Int) throws {
        let rows = try listRows()
        guard rows.canDeleteRow(at: position) else { throw ViewHostError.notFound("deletable list row \(position)", onScreen: labelTexts) }
        rows.deleteRows(at: [position])
        settle()
    }

    /// Deletes several rows at once (a multi-selection's rows).
    public func deleteRows(_ positions: [Int]) throws {
        try listRows().deleteRows(at: positions)
        settle()
    }

    /// Presses Alt+Up (`offset` -1) or Alt+Down (+1) on row `position`: it moves past its
    /// neighbour (the `ForEach`'s `.onMove` runs).
    public func moveRow(_ position: Int, by offset: Int) throws {
        let rows = try listRows()
        guard rows.canMoveRow(at: position), rows.moveRow(at: position, by: offset) != nil else {
            throw ViewHostError.notFound("list row \(position) that can move by \(offset)", onScreen: labelTexts)
        }
        settle()
    }

    /// Drags the rows at `positions` to stand before the row now at `destination` (the row
    /// count for the end).
    public func moveRows(_ positions: [Int], to destination: Int) throws {
        guard try listRows().moveRows(at: positions, to: destination) else {
            throw ViewHostError.notFound("list rows \(positions) that can move to \(destination)", onScreen: labelTexts)
        }
        settle()
    }

    /// Taps the edit control named `name` ("Delete", "Move Up", "Move Down") that row
    /// `position` of the first list shows in edit mode.
    public func tapEditControl(_ name: String, inRow position: Int) throws {
        let rows = try list().shownRows
        guard rows.indices.contains(position),
              let button = rows[position].allDescendants.first(where: {
                  $0.is(ButtonProperties.self) && $0.attributes[AccessibilityLabelAttribute.self] == name
              }) else {
            throw ViewHostError.notFound("edit control \"\(name)\" in list row \(position)", onScreen: labelTexts)
        }
        try perform(ButtonActions.self, on: button, checksWidget: false) { $0.press() }
    }

    /// Whether the first list's rows show edit controls (the list is in edit mode).
    public var isListEditing: Bool {
        (try? list().shownRows.contains { row in
            row.allDescendants.contains { $0.attributes[AccessibilityLabelAttribute.self] == "Delete" || $0.attributes[AccessibilityLabelAttribute.self] == "Move Up" }
        }) ?? false
    }

    /// The titles of the swipe actions of the first list's row `position`, leading first (the
    /// items of its context menu).
    public func swipeActionTitles(inRow position: Int) throws -> [String] {
        try swipeActionButtons(inRow: position).map(\.labelText)
    }

    /// Opens row `position`'s context menu and chooses the swipe action titled `title`: its
    /// button's action runs.
    public func runSwipeAction(_ title: String, inRow position: Int) throws {
        guard let button = try swipeActionButtons(inRow: position).first(where: { $0.labelText == title }) else {
            throw ViewHostError.notFound("swipe action \"\(title)\" in list row \(position)", onScreen: try swipeActionTitles(inRow: position))
        }
        try perform(ButtonActions.self, on: button, checksWidget: false) { $0.press() }
    }

    private func swipeActionButtons(inRow position: Int) throws -> [RecordedWidget] {
        let rows = try list().shownRows
        guard rows.indices.contains(position) else { throw ViewHostError.notFound("list row \(position)", onScreen: labelTexts) }
        let menus = rows[position].allDescendants.filter { $0.is(SwipeActionsProperties.self) }
        func everything(_ widget: RecordedWidget) -> [RecordedWidget] { [widget] + widget.children.flatMap(everything) }
        return menus.flatMap { menu in
            menu.children.filter { $0.is(SwipeActionItemsProperties.self) }.flatMap(everything).filter { $0.is(ButtonProperties.self) }
        }
    }

    /// The positions of the first list's selected rows, as GTK shows them selected.
    public var selectedRows: [Int] {
        (try? listRows().selectedRowPositions) ?? []
    }

    /// Selects exactly the rows at `positions` (a click; Ctrl+click and Shift+click for more
    /// than one): the selection binding gets their ids.
    public func selectRows(_ positions: [Int]) throws {
        let rows = try listRows()
        guard rows.selectionMode != .none else { throw ViewHostError.notFound("list with selection", onScreen: labelTexts) }
        try perform(ListRowActions.self, on: try list()) { $0.selectRows(at: positions) }
    }

    /// Clicks row `position`: it alone is selected.
    public func selectRow(_ position: Int) throws {
        try selectRows([position])
    }
}
