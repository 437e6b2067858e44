import Gtk

/// A control at the end of a row, its label's widgets filling the start: the GNOME layout of
/// a `Stepper`, `DatePicker` or `ColorPicker`. The label also names the control for screen
/// readers.
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
    }

    /// Shows `children` as the label, and names the control by them.
    public func setLabel(_ children: [Widget]) {
        label.setChildren(children)
        control.setAccessibleLabelsOfControl(from: children)
    }
}
