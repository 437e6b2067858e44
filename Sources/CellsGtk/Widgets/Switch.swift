import Gtk

extension ToggleControl {
    /// A `Toggle` as a `GtkSwitch` at the end of a row, its label filling the start.
    static func switchRow() -> ToggleControl {
        let row = Box(orientation: .horizontal, spacing: 12)
        let label = Box(orientation: .horizontal, spacing: 6)
        let toggle = Switch()
        toggle.verticalAlignment = .center
        label.expandsHorizontally = true
        row.append(label)
        row.append(toggle)
        return ToggleControl(outer: row, stateObject: toggle,
            read: { toggle.isActive }, write: { toggle.isActive = $0 }, connectToggled: { toggle.onToggled($0) }, labelBox: label)
    }
}

extension ToggleControl {
    /// A `Toggle` that is a form's row: libadwaita's action row, the label its title, the
    /// control its activatable widget (a click anywhere on the row flips it, as in GNOME's
    /// settings), a switch at the end or a check box at the start.
    static func actionRow(checkBox: Bool) -> ToggleControl {
        let title = ActionRowTitle.actionRow()
        let row = title.row
        let control: ToggleControl
        if checkBox {
            let check = CheckButton()
            check.verticalAlignment = .center
            adw_action_row_add_prefix(row.pointer(), check.widgetPointer)
            control = ToggleControl(outer: title.row, stateObject: check,
                read: { check.isActive }, write: { check.isActive = $0 }, connectToggled: { check.onToggled($0) })
        } else {
            let toggle = Switch()
            toggle.verticalAlignment = .center
            adw_action_row_add_suffix(row.pointer(), toggle.widgetPointer)
            control = ToggleControl(outer: title.row, stateObject: toggle,
                read: { toggle.isActive }, write: { toggle.isActive = $0 }, connectToggled: { toggle.onToggled($0) })
        }
        adw_action_row_set_activatable_widget(row.pointer(), control.stateObject.widgetPointer)
        control.rowTitle = title
        return control
    }
}
