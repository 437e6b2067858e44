import Cells
import Gtk

/// `List(selection:)` on the GtkListView: a GtkSingleSelection or GtkMultiSelection over the
/// rows, two-way with the selection binding.
@MainActor
enum ListSelectionSync {
    static func update(_ list: Gtk.ListView, properties: ListProperties, context: GtkWidgetContext<ListProperties>) {
        let mode: SelectionMode = switch properties.selectionMode {
        case .none: .none
        case .single: .single
        case .multiple: .multiple
        }
        let actions = context.actions
        list.setSelectionMode(mode) { positions in
            // The user clicked, Ctrl+clicked, Shift+clicked or pressed Space: the binding gets
            // the rows' ids (and the list is checked again, should the binding refuse them).
            actions.perform { $0.selectRows(at: positions) }
        }
        // The rows of this evaluation reach the list after its description: select the rows
        // of the bound ids once the update pass is over.
        scheduleSync(list, rows: context.coordinator, actions: actions)
    }

    static func scheduleSync(_ list: Gtk.ListView, rows: ListRows, actions: WidgetActions<ListRowActions>) {
        guard !rows.isSelectionSyncScheduled else { return }
        rows.isSelectionSyncScheduled = true
        _ = MainLoop.scheduleIdle { [weak list, weak rows] in
            guard let list, let rows else { return }
            rows.isSelectionSyncScheduled = false
            list.setSelectedPositions(actions.current.selectedRowPositions)
        }
    }
}

/// The keys of a list whose rows can be deleted or moved: Delete deletes the focused row (or
/// the selected rows, when the focused row is one of them),
/// Alt+Up and Alt+Down move it (and the focus stays on it). Installed on the list once, the
/// first time its description says rows can be edited; plain lists get none.
@MainActor
enum ListEditingKeys {
    static func install(on list: Gtk.ListView, rows: ListRows, actions: WidgetActions<ListRowActions>) {
        guard !rows.hasEditingKeys else { return }
        rows.hasEditingKeys = true
        // Delete on a selected row deletes the selected rows (as in Files); on another, that row.
        let delete: @MainActor (Int) -> Bool = { position in
            guard actions.current.canDeleteRow(at: position) else { return false }
            let selected = actions.current.selectedRowPositions
            let targets = selected.contains(position) ? selected.filter(actions.current.canDeleteRow) : [position]
            actions.perform(checksWidget: false) { $0.deleteRows(at: targets) }
            return true
        }
        list.addRowShortcut("Delete", delete)
        list.addRowShortcut("KP_Delete", delete)
        for (trigger, offset) in [("<Alt>Up", -1), ("<Alt>Down", 1)] {
            list.addRowShortcut(trigger) { [weak list] position in
                guard actions.current.canMoveRow(at: position) else { return false }
                var newPosition: Int?
                actions.perform(checksWidget: false) { newPosition = $0.moveRow(at: position, by: offset) }
                guard let newPosition else { return true }
                // The row moves in the update pass; then give it the focus at its new place.
                _ = MainLoop.scheduleIdle { [weak list] in list?.focusRow(at: newPosition) }
                return true
            }
        }
    }

    /// Rows of a `ForEach` with `.onMove` can be dragged to a new place (a drag source and a
    /// drop target on the list, not on each row).
    static func enableDragging(on list: Gtk.ListView, actions: WidgetActions<ListRowActions>) {
        list.enableRowDragging(
            canDrag: { actions.current.canMoveRow(at: $0) },
            move: { from, to in actions.perform(checksWidget: false) { $0.moveRows(at: [from], to: to) } }
        )
    }
}
