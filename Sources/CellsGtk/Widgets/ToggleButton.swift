import Gtk

extension ToggleControl {
    /// A `Toggle` as a button that stays pressed while on (`GtkToggleButton`).
    static func toggleButton() -> ToggleControl {
        let button = ToggleButton()
        return ToggleControl(outer: button, stateObject: button,
            read: { button.isActive }, write: { button.isActive = $0 }, connectToggled: { button.onToggled($0) }) { [weak button] box in
            box.horizontalAlignment = .center
            button?.child = box
        }
    }
}
