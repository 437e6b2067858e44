import Cells
import Gtk

/// `Picker` in its styles, each at the end of a row whose start holds the label (or under the
/// label when the row is too narrow for both, see `ReflowingRow`); a menu picker that is a
/// form's row is libadwaita's combo row (`AdwComboRow`, `DropDown.swift`). The styles: a
/// `GtkDropDown` over a `GtkStringList` (`.menu`, see `DropDown.swift`), linked toggle buttons
/// (`.segmented`, `SegmentedButtons.swift`) or grouped check buttons (`.radioGroup`/`.inline`,
/// `RadioButtons.swift`). The style is the one in the environment when the picker is made.
/// A choice reports the option's index; a model write selects only if another option is
/// shown selected, with the handlers blocked.
extension PickerProperties: GtkWidgetBinding {
    public typealias Actions = PickerActions

    public func makeCoordinator() -> PickerControl {
        if isFormRow, style == .menu { return .comboRow() }
        return switch style {
        case .menu: .dropDown()
        case .segmented: .segmented()
        case .radioGroup, .inline: .radioButtons()
        }
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let control = context.coordinator
        // The coordinator is the context's: it holds the context weakly.
        control.onSelect = { [weak context] index in
            context?.report(Optional(index), shown: \.selectedIndex) { index, actions in
                if let index { actions.select(index) }
            }
        }
        if let title = control.rowTitle { return title.row }  // the combo row is the row
        let row = Box(orientation: .horizontal, spacing: 12)
        control.label.expandsHorizontally = true
        control.label.verticalAlignment = control.style == .radioGroup ? .start : .center
        row.append(control.label)
        row.append(control.widget)
        ReflowingRow.install(on: row)
        return row
    }

    public func update(_ row: Widget, context: GtkWidgetContext<Self>) {
        let control = context.coordinator
        if context.previous?.titles != titles { control.setTitles(titles) }
        if control.selectedIndex() != selectedIndex { control.select(selectedIndex) }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { control.widget.isSensitive = isEnabled }
    }

    public static func dismantle(_ row: Widget, context: GtkWidgetContext<Self>) {
        context.coordinator.rowTitle?.unlink()
    }

    public static func setChildren(_ children: [Widget], of row: Widget, context: GtkWidgetContext<Self>) {
        if let title = context.coordinator.rowTitle { return title.show(children) }
        context.coordinator.label.setChildren(children)
        // A drop-down reads as the picker's title; segments and radio buttons as their own,
        // in a group named by the picker's title.
        if context.coordinator.style == .menu {
            context.coordinator.widget.setAccessibleLabelsOfControl(from: children)
        } else {
            context.coordinator.widget.setAccessibleLabels(from: children)
        }
    }
}

/// The GTK widgets behind a `Picker`, whatever its style.
@MainActor
public final class PickerControl {
    /// The widget holding the options.
    let widget: Widget
    /// The box the picker's label goes in.
    let label = Box(orientation: .horizontal, spacing: 6)
    let style: PickerStyle
    /// A form row's title (``ActionRowTitle``), which shows the label instead of ``label``.
    var rowTitle: ActionRowTitle?
    /// Tells screen readers the chosen option, where the widget does not (a combo row).
    var describeChoice: @MainActor () -> Void = {}
    /// Reports the user's choice (set when the widget is made; through
    /// ``GtkWidgetContext/report(_:shown:_:)``, which ignores it while the binding writes).
    var onSelect: @MainActor (Int) -> Void = { _ in }
    private let setTitlesOf: @MainActor (PickerControl, [String]) -> Void
    private let selectedIndexOf: @MainActor () -> Int?
    private let selectIndex: @MainActor (Int?) -> Void

    init(
        widget: Widget, style: PickerStyle,
        setTitles: @escaping @MainActor (PickerControl, [String]) -> Void,
        selectedIndex: @escaping @MainActor () -> Int?, select: @escaping @MainActor (Int?) -> Void
    ) {
        self.widget = widget
        self.style = style
        self.setTitlesOf = setTitles
        self.selectedIndexOf = selectedIndex
        self.selectIndex = select
    }

    func setTitles(_ titles: [String]) { setTitlesOf(self, titles) }
    func selectedIndex() -> Int? { selectedIndexOf() }
    func select(_ index: Int?) { selectIndex(index) }

    /// The user chose the option at `index`.
    func userSelected(_ index: Int) {
        onSelect(index)
    }
}
