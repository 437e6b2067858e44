import Gtk

extension ToggleControl {
    /// A `Toggle` as a check box (`GtkCheckButton`), its label beside it.
    static func checkButton() -> ToggleControl {
        let check = CheckButton()
        return ToggleControl(outer: check, stateObject: check,
            read: { check.isActive }, write: { check.isActive = $0 }, connectToggled: { check.onToggled($0) }) { [weak check] box in check?.child = box }
    }
}
