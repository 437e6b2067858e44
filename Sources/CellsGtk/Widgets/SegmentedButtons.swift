import Gtk

extension PickerControl {
    /// A `.segmented` picker: a row of grouped `GtkToggleButton`s, linked (Adwaita's
    /// "linked" style), one pressed.
    static func segmented() -> PickerControl {
        let box = Box(orientation: .horizontal, spacing: 0)
        box.addCSSClass("linked")
        box.verticalAlignment = .center
        return grouped(in: box, style: .segmented) { title, first in
            let button = ToggleButton(label: title)
            if let first { gtk_toggle_button_set_group(button.pointer(), first.pointer()) }
            return (button, { button.isActive }, { button.isActive = $0 }, { button.onToggled($0) })
        }
    }

    /// Options as buttons of one group in `box`, made anew when the titles change; a button
    /// turned on reports its index. Screen readers hear `box` as a group named by the
    /// picker's label ("To: m, ft, in, mi"), as a segmented control or radio group reads.
    static func grouped(
        in box: Box, style: PickerStyle,
        make: @escaping @MainActor (_ title: String, _ first: Widget?) -> GroupedButton
    ) -> PickerControl {
        // GTK 4.8 takes a role until the widget is shown; the box is new.
        cells_accessible_set_role(box.widgetPointer, GTK_ACCESSIBLE_ROLE_GROUP)
        var states: [(read: @MainActor () -> Bool, write: @MainActor (Bool) -> Void)] = []
        return PickerControl(
            widget: box, style: style,
            setTitles: { [weak box] control, titles in
                guard let box else { return }
                var buttons: [Widget] = []
                states = []
                for (index, title) in titles.enumerated() {
                    let (button, read, write, onToggled) = make(title, buttons.first)
                    _ = onToggled { [weak control] in  // connected for the button's life
                        if read() { control?.userSelected(index) }
                    }
                    buttons.append(button)
                    states.append((read, write))
                }
                box.setChildren(buttons)
            },
            selectedIndex: { states.firstIndex { $0.read() } },
            select: { index in
                if let index, states.indices.contains(index) {
                    states[index].write(true)
                } else {
                    for state in states where state.read() { state.write(false) }
                }
            }
        )
    }
}

/// One button of a group: the widget, how to read and set whether it is on, and how to hear
/// its user switch it (the "notify::active" of its own class).
typealias GroupedButton = (
    widget: Widget, read: @MainActor () -> Bool, write: @MainActor (Bool) -> Void,
    onToggled: @MainActor (@escaping @MainActor () -> Void) -> SignalConnection
)
