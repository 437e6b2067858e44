import Cells

/// What screen readers read, headlessly: the name a control gets from its
/// `.accessibilityLabel`, its labels' text, or what its description derives (an icon-only
/// button's title or icon name, a text field's placeholder), in the order GTK uses them.
///
/// ```swift
/// #expect(host.accessibilityName(of: try host.button(named: "Save")) == "Save")
/// try host.tap(named: "Save")
/// ```
extension ViewHost {
    /// The name a screen reader reads for `widget`.
    public func accessibilityName(of widget: RecordedWidget) -> String {
        if let explicit = widget.attributes[AccessibilityLabelAttribute.self] { return explicit }
        if let button = widget.properties(as: ButtonProperties.self), let derived = button.accessibilityName,
           widget.labelText.isEmpty {
            return derived
        }
        if widget.is(TextFieldProperties.self) { return widget.placeholder }
        return widget.labelText
    }

    /// The button a screen reader names `name` (an icon-only button's title, icon name or
    /// `.accessibilityLabel`, or a button's text).
    public func button(named name: String) throws -> RecordedWidget {
        if let button = widgets(of: ButtonProperties.self).first(where: { accessibilityName(of: $0) == name }) { return button }
        throw ViewHostError.notFound("button named \"\(name)\" for screen readers", onScreen: labelTexts)
    }

    /// Clicks the button a screen reader names `name`.
    public func tap(named name: String) throws {
        let button = try button(named: name)
        try perform(ButtonActions.self, on: button, checksWidget: false) { $0.press() }
    }
}
