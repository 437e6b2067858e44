import Foundation

/// Deleting, moving and selecting rows: row positions turned into the offsets of each
/// `ForEach`'s elements (rows an `if` leaves out are not counted as positions, but their
/// elements keep their offsets), and selected ids into positions.
extension ListRowController {
    // MARK: Delete

    func canDeleteRow(at position: Int) -> Bool {
        guard let source = source(ofRowAt: position) else { return false }
        return source.editActions.delete != nil
    }

    /// Calls each `ForEach`'s `.onDelete` once with the offsets of its rows among `positions`.
    func deleteRows(at positions: [Int]) {
        var offsetsBySource: [Int32: IndexSet] = [:]
        for position in positions where table.rows.indices.contains(position) {
            let entry = table.rows[position]
            offsetsBySource[entry.source, default: []].insert(Int(entry.offset))
        }
        for (source, offsets) in offsetsBySource.sorted(by: { $0.key > $1.key }) {
            guard let delete = table.sources[Int(source)].editActions.delete else {
                Diagnostics.warn("A list row was to be deleted, but its ForEach has no .onDelete")
                continue
            }
            delete(offsets)
        }
    }

    // MARK: Move

    func canMoveRow(at position: Int) -> Bool {
        guard let source = source(ofRowAt: position) else { return false }
        return source.editActions.move != nil
    }

    /// Calls the `ForEach`'s `.onMove` with the offsets of the rows at `positions` and the
    /// offset of the element they go before: that of the row now at `destination`, or just
    /// after that of the row before it when `destination` is past the `ForEach`'s last row.
    func moveRows(at positions: [Int], to destination: Int) -> Bool {
        let rows = table.rows
        guard !positions.isEmpty, positions.allSatisfy(rows.indices.contains) else { return false }
        let source = rows[positions[0]].source
        guard positions.allSatisfy({ rows[$0].source == source }),
              let move = table.sources[Int(source)].editActions.move else { return false }
        let target: Int
        if destination < rows.count, destination >= 0, rows[destination].source == source {
            target = Int(rows[destination].offset)
        } else if destination > 0, destination <= rows.count, rows[destination - 1].source == source {
            target = Int(rows[destination - 1].offset) + 1
        } else {
            return false
        }
        let offsets = IndexSet(positions.map { Int(rows[$0].offset) })
        // Moving rows to where they are already is no move.
        if offsets.count == 1, let offset = offsets.first, target == offset || target == offset + 1 { return false }
        move(offsets, target)
        return true
    }

    /// Moves one row up (`by` -1) or down (+1) past its neighbour in the same `ForEach`.
    func moveRow(at position: Int, by offset: Int) -> Int? {
        guard offset != 0 else { return nil }
        let newPosition = position + offset
        guard table.rows.indices.contains(position), table.rows.indices.contains(newPosition),
              table.rows[newPosition].source == table.rows[position].source else { return nil }
        let destination = offset < 0 ? newPosition : newPosition + 1
        return moveRows(at: [position], to: destination) ? newPosition : nil
    }

    // MARK: Edit controls

    /// The edit controls of the row at `position`, while the list is in edit mode.
    func editControls(forRowAt position: Int, actions editActions: ForEachEditActions) -> RowEditControls? {
        guard actions?.isEditing == true else { return nil }
        let rows = table.rows
        let source = rows[position].source
        let key = table.key(of: rows[position])
        let canMove = editActions.move != nil
        return RowEditControls(
            canDelete: editActions.delete != nil,
            canMove: canMove,
            canMoveUp: canMove && position > 0 && rows[position - 1].source == source,
            canMoveDown: canMove && position + 1 < rows.count && rows[position + 1].source == source,
            perform: { [weak self] command in
                guard let self, let position = self.position(of: key, near: position) else { return }
                switch command {
                case .delete: self.deleteRows(at: [position])
                case .moveUp: _ = self.moveRow(at: position, by: -1)
                case .moveDown: _ = self.moveRow(at: position, by: 1)
                }
            }
        )
    }

    /// Where the row `key` is now: at `position` as when its controls were made, or found.
    private func position(of key: RowKey, near position: Int) -> Int? {
        if table.rows.indices.contains(position), table.key(of: table.rows[position]) == key { return position }
        return table.rows.firstIndex { table.key(of: $0) == key }
    }

    private func source(ofRowAt position: Int) -> (any ListRowSource)? {
        guard table.rows.indices.contains(position) else { return nil }
        return table.sources[Int(table.rows[position].source)]
    }

    // MARK: Selection

    /// The positions of the rows whose ids the selection holds.
    func selectedRowPositions() -> [Int] {
        guard let selection = actions?.selection else { return [] }
        let selected = selection.read()
        guard !selected.isEmpty else { return [] }
        var positions: [Int] = []
        for (position, row) in table.rows.enumerated() where selected.contains(rowID(row)) {
            positions.append(position)
            if positions.count == selected.count { break }
        }
        return positions
    }

    func selectRows(at positions: [Int]) {
        guard let selection = actions?.selection else {
            Diagnostics.warn("Rows were selected in a List without selection: use List(selection:)")
            return
        }
        var ids = Set<AnyHashable>()
        for position in positions where table.rows.indices.contains(position) {
            ids.insert(rowID(table.rows[position]))
            if !selection.allowsMultiple { break }
        }
        if ids != selection.read() { selection.write(ids) }
    }

    /// After the rows changed: ids in the selection whose rows are gone are dropped from it
    /// (written after the update pass, as a user's act would).
    func dropSelectionOfRowsGone() {
        guard table.isComplete, let selection = actions?.selection else { return }
        let selected = DependencyTracker.untracked { selection.read() }
        guard !selected.isEmpty else { return }
        var present = Set<AnyHashable>()
        for row in table.rows {
            let id = rowID(row)
            if selected.contains(id) {
                present.insert(id)
                if present.count == selected.count { return }
            }
        }
        let gone = selected.subtracting(present)
        list.graph.scheduleBackgroundWork {
            let now = selection.read()
            let kept = now.subtracting(gone)
            if kept != now { selection.write(kept) }
        }
    }

    /// What selecting `row` writes to the selection: its id, or (when the id is not of the
    /// selection's type) its `.tag` or its `NavigationLink`'s value, as in SwiftUI.
    private func rowID(_ row: RowEntry) -> AnyHashable {
        let source = table.sources[Int(row.source)]
        let id = source.rowID(at: Int(row.offset))
        guard let selection = actions?.selection, !selection.accepts(id) else { return id }
        return DependencyTracker.untracked { (source.rowView(at: Int(row.offset)) as? any ListSelectionTagged)?.listSelectionTag } ?? id
    }
}

/// A row of a list whose `ForEach` has `.onDelete` or `.onMove`: the row's content, and in
/// edit mode its delete and move buttons at the end.
struct EditableRowContainer: PrimitiveView, PrimitiveChildren, ListRowView {
    let rowContent: any View
    let controls: RowEditControls?

    func properties(in environment: EnvironmentValues) -> EditableRowProperties {
        EditableRowProperties()
    }

    var keyedChildren: [KeyedView]? {
        guard let controls else { return [KeyedView(key: .position(0), view: rowContent)] }
        return [KeyedView(key: .position(0), view: rowContent), KeyedView(key: .position(1), view: controls)]
    }
}

extension EditableRowContainer: HiddenInPaths {}

/// What an edit control of a row does.
enum RowEditCommand {
    case delete, moveUp, moveDown
}

/// The buttons a row shows in edit mode: move up, move down, delete.
struct RowEditControls: View {
    let canDelete: Bool
    let canMove: Bool
    let canMoveUp: Bool
    let canMoveDown: Bool
    let perform: @MainActor (RowEditCommand) -> Void

    var body: some View {
        HStack(spacing: 4) {
            if canMove {
                Button { perform(.moveUp) } label: { Image(systemName: "go-up-symbolic") }
                    .accessibilityLabel("Move Up")
                    .help("Move Up (Alt+Up)")
                    .disabled(!canMoveUp)
                Button { perform(.moveDown) } label: { Image(systemName: "go-down-symbolic") }
                    .accessibilityLabel("Move Down")
                    .help("Move Down (Alt+Down)")
                    .disabled(!canMoveDown)
            }
            if canDelete {
                Button(role: .destructive) { perform(.delete) } label: { Image(systemName: "user-trash-symbolic") }
                    .accessibilityLabel("Delete")
                    .help("Delete (Delete)")
            }
        }
        .styleClasses(EditableRowProperties.controlsStyleClass)
    }
}

/// A row of a list with `.onDelete` or `.onMove`: its content takes the row's width, and in
/// edit mode the edit controls (the child with ``controlsStyleClass``) sit at its end.
public struct EditableRowProperties: Equatable, Sendable {
    /// The style class of the edit controls' box, so a backend tells them from the content.
    public static let controlsStyleClass = "cells-row-edit-controls"

    public init() {}
}
