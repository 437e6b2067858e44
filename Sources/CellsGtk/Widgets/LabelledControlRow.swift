import Gtk

/// A control at the end of a row, its label's widgets filling the start: the GNOME layout of
/// a `Stepper`, `DatePicker` or `ColorPicker` (`ReflowingRow`: the label wraps first, and
/// the control goes under it when the row is too narrow for both). The label also names the
/// control for screen readers.
@MainActor
public final class LabelledControlRow<Control: Widget> {
    /// The row placed in the parent.
    public let row = Box(orientation: .horizontal, spacing: 12)
    /// Where the label's widgets go.
    public let label = Box(orientation: .horizontal, spacing: 6)
    /// The control at the end.
    public let control: Control

    public init(control: Control) {
        self.control = control
        label.expandsHorizontally = true
        control.verticalAlignment = .center
        row.append(label)
        row.append(control)
        ReflowingRow.install(on: row)
    }

    /// Shows `children` as the label, and names the control by them.
    public func setLabel(_ children: [Widget]) {
        label.setChildren(children)
        labelWidgets = children
        control.setAccessibleLabelsOfControl(from: children)
    }

    /// Names the control by its label again, after GTK named it by what it shows (GTK 4.8's
    /// `gtk_menu_button_set_label` labels the inner button by its new text: a date picker's
    /// button read as the date, not as "Measured on").
    public func nameControlByLabelAgain() {
        control.setAccessibleLabelsOfControl(from: labelWidgets)
    }

    private var labelWidgets: [Widget] = []
}
