import CGtk

/// How many rows of a ``ListView`` the user can select.
public enum SelectionMode: Sendable {
    /// None (GtkNoSelection).
    case none
    /// One (GtkSingleSelection, which may be empty).
    case single
    /// Any number (GtkMultiSelection: Ctrl+click, Shift+click).
    case multiple
}

extension ListView {
    /// Puts the rows under a selection model of `mode`. `onChange` gets the selected positions
    /// after each change the user makes (not those made with ``setSelectedPositions(_:)``
    /// or while ``withoutSelectionReports(_:)`` runs).
    public func setSelectionMode(_ mode: SelectionMode, onChange: @escaping @MainActor ([Int]) -> Void) {
        onSelectionChange = onChange
        guard mode != selectionMode else { return }
        selectionMode = mode
        g_object_ref(UnsafeMutableRawPointer(model.pointer))  // the selection model takes this one
        let selection: OpaquePointer
        switch mode {
        case .none:
            selection = gtk_no_selection_new(model.pointer)!
        case .single:
            let single = gtk_single_selection_new(model.pointer)!
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            selection = single
        case .multiple:
            selection = gtk_multi_selection_new(model.pointer)!
        }
        // Any selection model: the handle only connects (the model keeps the handler).
        SingleSelection(retaining: UnsafeMutableRawPointer(selection)).onSelectionChanged { [weak self] _, _ in
            guard let self, !self.isSyncingSelection else { return }
            self.onSelectionChange?(self.selectedPositions)
        }
        switch layout {  // each takes its own reference
        case .list: gtk_list_view_set_model(listViewPointer, selection)
        case .grid: gtk_grid_view_set_model(listViewPointer, selection)
        }
        g_object_unref(UnsafeMutableRawPointer(selection))
        selectionModel = selection
    }

    /// The positions of the selected rows, in order.
    public var selectedPositions: [Int] {
        guard let selectionModel, selectionMode != .none,
              let bitset = gtk_selection_model_get_selection(selectionModel) else { return [] }
        defer { gtk_bitset_unref(bitset) }
        let count = gtk_bitset_get_size(bitset)
        return (0..<count).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
    }

    /// Selects exactly the rows at `positions`, without reporting it as the user's change.
    public func setSelectedPositions(_ positions: [Int]) {
        guard let selectionModel, selectionMode != .none, positions != selectedPositions else { return }
        withoutSelectionReports {
            switch selectionMode {
            case .none:
                break
            case .single:
                let position = positions.first.map(guint.init) ?? guint.max  // GTK_INVALID_LIST_POSITION
                gtk_single_selection_set_selected(selectionModel, position)
            case .multiple:
                let selected = gtk_bitset_new_empty()!
                for position in positions { gtk_bitset_add(selected, guint(position)) }
                let mask = gtk_bitset_new_range(0, guint(rowCount))!
                gtk_selection_model_set_selection(selectionModel, selected, mask)
                gtk_bitset_unref(selected)
                gtk_bitset_unref(mask)
            }
        }
    }

    /// Runs `body` (a change of rows or selection made by code) without reporting selection
    /// changes to the handler of ``setSelectionMode(_:onChange:)``.
    public func withoutSelectionReports(_ body: () -> Void) {
        let was = isSyncingSelection
        isSyncingSelection = true
        defer { isSyncingSelection = was }
        body()
    }

    /// The position of the row whose widget is `widget` or holds it (the focused widget in a
    /// row), if GTK shows that row.
    public func position(ofRowContaining widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        for (cell, content) in cellContents {
            let row = content.widget.widgetPointer
            if row == widget || gtk_widget_is_ancestor(widget, row) != 0 {
                return Int(gtk_list_item_get_position(OpaquePointer(cell)))
            }
        }
        return nil
    }

    /// The position of the row that holds the keyboard focus, if one does.
    public var focusedRowPosition: Int? {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, widgetPointer) != 0 else { return nil }
        // The focus is on GTK's row (the list item widget) or inside the row's content.
        return position(ofRowContaining: focus) ?? position(ofItem: focus)
    }

    /// The position of the row whose GTK list item widget (the list view's child around the
    /// row's content) is `item`.
    func position(ofItem item: UnsafeMutablePointer<GtkWidget>) -> Int? {
        cellContents.first { gtk_widget_get_parent($0.value.widget.widgetPointer) == item }
            .map { Int(gtk_list_item_get_position(OpaquePointer($0.key))) }
    }

    /// Gives the keyboard focus to the row at `position`, if GTK shows it.
    public func focusRow(at position: Int) {
        guard let row = rowWidget(at: position), let item = gtk_widget_get_parent(row.widgetPointer) else { return }
        _ = gtk_widget_grab_focus(item)
    }

    /// Space on a focused row selects that row alone, as a click does. GTK 4.8's own binding
    /// toggles the row, so Space right after the arrow keys had selected a row unselected it;
    /// Ctrl+Space still toggles. Space inside a row's content (a button, an entry) stays the
    /// content's: the shortcut runs only while the row itself has the focus.
    func installSpaceSelectsRow() {
        addShortcut("space", phase: GTK_PHASE_CAPTURE) { [weak self] in
            guard let self, self.selectionMode != .none, let selectionModel = self.selectionModel,
                  let root = gtk_widget_get_root(self.widgetPointer), let focus = gtk_root_get_focus(root),
                  let position = self.position(ofItem: focus) else { return false }
            gtk_selection_model_select_item(selectionModel, guint(position), 1)
            return true
        }
    }

    /// Runs `action` with the focused row's position when `trigger` ("Delete", "<Alt>Up") is
    /// pressed in the list and the focused widget in the row does not take the key (an entry
    /// takes Delete). `action` returns whether it used the key.
    public func addRowShortcut(_ trigger: String, _ action: @escaping @MainActor (Int) -> Bool) {
        addShortcut(trigger, phase: GTK_PHASE_BUBBLE) { [weak self] in
            guard let position = self?.focusedRowPosition else { return false }
            return action(position)
        }
    }

    private var listViewPointer: OpaquePointer {
        OpaquePointer(widgetPointer)
    }
}
