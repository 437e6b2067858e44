import Gtk

extension PickerControl {
    /// A `.menu` picker: a `GtkDropDown` over a `GtkStringList` of the titles.
    static func dropDown() -> PickerControl {
        let dropDown = DropDown(taking: UnsafeMutableRawPointer(gtk_drop_down_new(nil, nil)!))
        let pointer = OpaquePointer(dropDown.rawPointer)
        dropDown.verticalAlignment = .center
        let control = PickerControl(
            widget: dropDown, style: .menu,
            setTitles: { _, titles in withStringList(of: titles) { gtk_drop_down_set_model(pointer, $0) } },
            selectedIndex: {
                let selected = gtk_drop_down_get_selected(pointer)
                return selected == UInt32.max ? nil : Int(selected)
            },
            select: { index in gtk_drop_down_set_selected(pointer, index.map { guint($0) } ?? UInt32.max) }
        )
        dropDown.onNotifySelected { [weak control] _ in
            guard let control, let index = control.selectedIndex() else { return }
            control.userSelected(index)
        }
        return control
    }
}

extension PickerControl {
    /// A `.menu` picker that is a form's row: libadwaita's combo row over a `GtkStringList` of
    /// the titles, the picker's label its title, the chosen option at its end.
    ///
    /// For screen readers, what libadwaita 1.2 lacks: the row shows the choice in a one-item
    /// list of its own, read as an unnamed "list item", so that list is hidden and the choice
    /// is the row's description instead; the list of choices in its popover reads as the row's
    /// title (not "GtkListView"), and is hidden while the popover is closed (it holds its
    /// items, unnamed, from the start).
    static func comboRow() -> PickerControl {
        let combo = AdwComboRow()
        let title = ActionRowTitle(row: combo)
        var titles: [String] = []
        let control = PickerControl(
            widget: combo, style: .menu,
            setTitles: { control, newTitles in
                titles = newTitles
                withStringList(of: newTitles) { adw_combo_row_set_model(combo.pointer(), $0) }
                control.describeChoice()
            },
            selectedIndex: { combo.selected == UInt32.max ? nil : Int(combo.selected) },
            select: { index in combo.selected = index.map { guint($0) } ?? UInt32.max }
        )
        control.rowTitle = title
        control.describeChoice = { [unowned combo] in
            let index = Int(combo.selected)
            AccessibleDescription.set(value: titles.indices.contains(index) ? titles[index] : nil, of: combo)
        }
        hideImagesFromScreenReaders(in: combo)
        for list in widgets(ofType: gtk_list_view_get_type(), at: combo.widgetPointer) {
            if gtk_widget_get_ancestor(list, gtk_popover_get_type()) == nil {
                cells_accessible_set_boolean_state(list, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
            } else {
                Widget.hideFromScreenReadersWhileUnmapped(list)
                combo.onNotifyTitle { title in Widget.setAccessibleLabel(title?.isEmpty == false ? title : nil, of: list) }
            }
        }
        combo.onNotifySelected { [weak control] _ in
            guard let control else { return }
            control.describeChoice()
            guard let index = control.selectedIndex() else { return }
            control.userSelected(index)
        }
        return control
    }
}

/// Hands `body` a new `GtkStringList` of `titles` (a list model of the options, which the
/// widget it is given to keeps a reference to), and drops ours after.
@MainActor
private func withStringList(of titles: [String], _ body: (OpaquePointer?) -> Void) {
    let list = gtk_string_list_new(nil)
    for title in titles { gtk_string_list_append(list, title) }
    body(list)
    g_object_unref(UnsafeMutableRawPointer(list))
}
