import Gtk

extension PickerControl {
    /// A `.radioGroup`/`.inline` picker: a column of grouped `GtkCheckButton`s (radio buttons).
    static func radioButtons() -> PickerControl {
        let box = Box(orientation: .vertical, spacing: 4)
        return grouped(in: box, style: .radioGroup) { title, first in
            let button = CheckButton(label: title)
            if let first { gtk_check_button_set_group(button.pointer(), first.pointer()) }
            return (button, { button.isActive }, { button.isActive = $0 }, { button.onToggled($0) })
        }
    }
}
