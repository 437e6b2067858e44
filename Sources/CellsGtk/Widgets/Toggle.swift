import Cells
import Gtk

/// `Toggle` in its three styles: a `GtkCheckButton`, a `GtkToggleButton` or a `GtkSwitch`
/// beside its label (see `CheckButton.swift`, `ToggleButton.swift`, `Switch.swift`); as a
/// form's row, libadwaita's action row with the switch or check box in it. The
/// style is the one in the environment when the toggle is made. The box holding the label
/// is made when the toggle first gets one (`Toggle("", isOn:)` has none: one widget less in
/// every list row).
extension ToggleProperties: GtkWidgetBinding {
    public typealias Actions = ToggleActions

    public func makeCoordinator() -> ToggleControl {
        if isFormRow, style != .button { return .actionRow(checkBox: style == .checkbox) }
        return switch style {
        case .checkbox: .checkButton()
        case .button: .toggleButton()
        case .switch: .switchRow()
        }
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let control = context.coordinator
        context.connect(control, ToggleControl.onToggled, reporting: { $0.isActive }, shown: \.isOn) { isOn, actions in
            actions.toggled(isOn)
        }
        return control.outer
    }

    public func update(_ widget: Widget, context: GtkWidgetContext<Self>) {
        let control = context.coordinator
        if control.isActive != isOn { control.isActive = isOn }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { widget.isSensitive = isEnabled }
    }

    public static func dismantle(_ widget: Widget, context: GtkWidgetContext<Self>) {
        context.coordinator.rowTitle?.unlink()
    }

    /// The label's widgets go beside the control; screen readers read the labels among them
    /// as the control's name.
    public static func setChildren(_ children: [Widget], of widget: Widget, context: GtkWidgetContext<Self>) {
        if let title = context.coordinator.rowTitle { return title.show(children) }
        context.coordinator.labelBox(creatingIf: !children.isEmpty)?.setChildren(children)
        // Unlabeled, it is named by its row instead (see StackBox.swift).
        if !children.isEmpty { context.coordinator.stateObject.setAccessibleLabels(from: children) }
    }
}

/// The GTK widget behind a `Toggle`, whatever its style: the widget placed in the parent,
/// the one whose "active" property is the state, and where the label goes.
@MainActor
public final class ToggleControl {
    /// The widget placed in the parent.
    let outer: Widget
    /// The widget with the "active" property.
    let stateObject: Widget
    private let read: @MainActor () -> Bool
    private let write: @MainActor (Bool) -> Void
    private let connectToggled: @MainActor (@escaping @MainActor () -> Void) -> SignalConnection
    private let attachLabel: @MainActor (Box) -> Void
    private var labelBox: Box?
    /// A form row's title (``ActionRowTitle``), which shows the label instead of a box.
    var rowTitle: ActionRowTitle?

    init(
        outer: Widget, stateObject: Widget, read: @escaping @MainActor () -> Bool, write: @escaping @MainActor (Bool) -> Void,
        connectToggled: @escaping @MainActor (@escaping @MainActor () -> Void) -> SignalConnection,
        labelBox: Box? = nil, attachLabel: @escaping @MainActor (Box) -> Void = { _ in }
    ) {
        self.outer = outer
        self.stateObject = stateObject
        self.read = read
        self.write = write
        self.connectToggled = connectToggled
        self.labelBox = labelBox
        self.attachLabel = attachLabel
    }

    /// Whether the control is on.
    var isActive: Bool {
        get { read() }
        set { write(newValue) }
    }

    /// Runs `handler` when the control is switched on or off ("notify::active" of the
    /// control's own class).
    func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectToggled(handler)
    }

    /// The box for the label's widgets; made and attached the first time if `create`.
    func labelBox(creatingIf create: Bool) -> Box? {
        if labelBox == nil, create {
            let box = Box(orientation: .horizontal, spacing: 6)
            attachLabel(box)
            labelBox = box
        }
        return labelBox
    }
}
