/// The kinds of widget the built-in views turn into. A ``Backend`` makes one native widget
/// for each.
public enum WidgetKind: Hashable, Sendable {
    /// The container at the top of a view graph (a window's content).
    case root
    /// Read-only text (`Text`).
    case label
    /// A one-line text entry (`TextField`).
    case textField
    /// A push button whose child widgets are its label (`Button`).
    case button
    /// An on/off control whose child widgets are its label (`Toggle`).
    case toggle(ToggleStyle)
    /// A row or column of child widgets (`HStack`, `VStack`).
    case stack(Axis)
    /// Empty space that grows along its stack's axis (`Spacer`).
    case spacer
    /// Pages of which one is shown (`NavigationStack`); see ``WidgetProperty/visiblePage(_:)``.
    case pageStack
    /// A scrolling list whose rows the backend asks for when they become visible (`List`);
    /// see ``Backend/updateRows(of:with:)`` and ``WidgetEvents/widgetForRow(at:)``.
    case list
}

/// How a `Toggle` looks: a check box, a switch beside its label, or a button that stays pressed.
public enum ToggleStyle: Hashable, Sendable {
    case checkbox, `switch`, button
}
