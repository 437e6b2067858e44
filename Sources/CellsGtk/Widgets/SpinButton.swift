import Cells
import Gtk

/// `Stepper` as a `GtkSpinButton` at the end of a row, its label filling the start. A click on
/// + or −, or a typed number, reports the value ("value-changed"); a model write shows only if
/// the spin button shows another value, with the handler blocked.
extension StepperProperties: GtkWidgetBinding {
    public typealias Actions = StepperActions

    public func makeCoordinator() -> LabelledControlRow<SpinButton> {
        LabelledControlRow(control: SpinButton(taking: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(lowerBound, upperBound, step)!)))
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        context.connect(context.coordinator.control, { $0.onValueChanged }, reporting: { gtk_spin_button_get_value(OpaquePointer($0.rawPointer)) },
                        shown: \.value) { value, actions in actions.valueChanged(value) }
        return context.coordinator.row
    }

    public func update(_ row: Box, context: GtkWidgetContext<Self>) {
        let spinWidget = context.coordinator.control
        let spin = OpaquePointer(spinWidget.rawPointer)
        let previous = context.previous
        if previous?.lowerBound != lowerBound || previous?.upperBound != upperBound {
            gtk_spin_button_set_range(spin, lowerBound, upperBound)
        }
        if previous?.step != step { gtk_spin_button_set_increments(spin, step, step * 10) }
        if previous?.digits != digits { gtk_spin_button_set_digits(spin, guint(digits)) }
        if gtk_spin_button_get_value(spin) != value { gtk_spin_button_set_value(spin, value) }
        if previous?.isEnabled != isEnabled, previous != nil || !isEnabled { spinWidget.isSensitive = isEnabled }
    }

    public static func setChildren(_ children: [Widget], of row: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.setLabel(children)
    }
}
