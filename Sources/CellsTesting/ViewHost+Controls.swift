import Cells

// Finding and acting on controls. One scheme, XCUITest's: finding is a noun (a query of one
// kind of control, subscripted by title, as `app.toggles["Dark"]`; or the one-control nouns
// `button(_:)`, `textField(_:)`, `label(_:)`), acting is a verb (`tap`, `type`, `select`,
// `submit`, `press`). A name that could read either way ("toggle") is not used: a test that
// reads as a click clicks.

/// The controls of one kind on screen, in screen order: index them, count them, or find one
/// by its title (XCUITest's `app.toggles["Dark mode"]`).
///
/// ```swift
/// #expect(try host.toggles["Dark mode"].isOn)
/// #expect(host.toggles.count == 3)
/// ```
public struct WidgetQuery: RandomAccessCollection, Sendable {
    /// The matching widgets, in screen order.
    public let elements: [RecordedWidget]
    /// The controls' titles (their labels, or a text field's placeholder), in screen order.
    public let titles: [String]
    /// How one control of the kind reads in an error ("toggle").
    let kind: String
    /// The labels on screen, for the error when no control has the title.
    let labelsOnScreen: [String]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> RecordedWidget { elements[position] }

    /// The first control titled `title`; throws ``ViewHostError/notFound(_:onScreen:)``
    /// naming the labels on screen when none is.
    public subscript(_ title: String) -> RecordedWidget {
        get throws {
            if let index = titles.firstIndex(of: title) { return elements[index] }
            throw ViewHostError.notFound("\(kind) \"\(title)\"", onScreen: labelsOnScreen)
        }
    }
}

extension ViewHost {
    // MARK: Finding controls

    /// The buttons on screen; `buttons["Save"]` is the one titled "Save".
    public var buttons: WidgetQuery { query(ButtonProperties.self, "button") }

    /// The toggles (switches, checkboxes, toggle buttons) on screen; `toggles["Wi-Fi"]` is the
    /// one titled "Wi-Fi". Finding one does not click it: that is ``tap(toggle:)``.
    public var toggles: WidgetQuery { query(ToggleProperties.self, "toggle") }

    /// The text fields on screen; `textFields["Name"]` is the one whose placeholder is "Name".
    public var textFields: WidgetQuery {
        let fields = widgets(of: TextFieldProperties.self)
        return WidgetQuery(elements: fields, titles: fields.map(\.placeholder), kind: "text field", labelsOnScreen: labelTexts)
    }

    /// The pickers on screen; `pickers["Unit"]` is the one titled "Unit".
    public var pickers: WidgetQuery { query(PickerProperties.self, "picker") }

    // MARK: Acting on controls

    /// Clicks the toggle titled `title`, flipping it (a switch, a checkbox, a toggle button).
    public func tap(toggle title: String) throws {
        try tap(try toggles[title])
    }

    /// Clicks a control found before: a button is pressed, a toggle flips.
    public func tap(_ widget: RecordedWidget) throws {
        if widget.is(ToggleProperties.self) {
            try requireEnabled(widget, "toggle \"\(widget.labelText)\"")
            let newValue = !widget.isOn
            widget.userEdit(ToggleProperties.self) { $0.isOn = newValue }
            try perform(ToggleActions.self, on: widget) { $0.toggled(newValue) }
        } else if widget.is(ButtonProperties.self) {
            try requireEnabled(widget, "button \"\(widget.labelText)\"")
            try perform(ButtonActions.self, on: widget, checksWidget: false) { $0.press() }
        } else {
            throw ViewHostError.wrongActions("a click", widget: "\(widget.propertiesType)")
        }
    }

    /// Chooses the option titled `option` in the picker titled `picker`, as the user does in
    /// its drop-down, segments or radio buttons.
    public func select(_ option: String, in picker: String) throws {
        let widget = try pickers[picker]
        let titles = widget.properties(as: PickerProperties.self)?.titles ?? []
        guard let index = titles.firstIndex(of: option) else {
            throw ViewHostError.notFound("option \"\(option)\" in picker \"\(picker)\" (its options: \(titles.joined(separator: ", ")))", onScreen: labelTexts)
        }
        try requireEnabled(widget, "picker \"\(picker)\"")
        widget.userEdit(PickerProperties.self) { $0.selectedIndex = index }
        try perform(PickerActions.self, on: widget) { $0.select(index) }
    }

    // MARK: Former names

    @available(*, unavailable, message: "toggle(_:) only found the toggle; find it with toggles[\"…\"], click it with tap(toggle:)")
    public func toggle(_ title: String) throws -> RecordedWidget { try toggles[title] }

    @available(*, unavailable, renamed: "tap(toggle:)")
    public func toggle(titled title: String) throws { try tap(toggle: title) }

    @available(*, unavailable, renamed: "tap(_:)")
    public func toggle(_ widget: RecordedWidget) throws { try tap(widget) }

    private func query<Properties>(_ type: Properties.Type, _ kind: String) -> WidgetQuery {
        let found = widgets(of: type)
        return WidgetQuery(elements: found, titles: found.map(\.labelText), kind: kind, labelsOnScreen: labelTexts)
    }
}
