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
