/// Where a ``NavigationLink`` is a row: in the rows of a `List`, a `Form` or a `Section`,
/// SwiftUI shows a link as the row itself (the whole row is tappable, a disclosure chevron at
/// its end), not as a button. The GTK backend draws it as GNOME's activatable row (the look of
/// libadwaita's `AdwActionRow` with a "go-next-symbolic" suffix): no button frame, the row's
/// width, a dim chevron at the end. Elsewhere (a `VStack`) a link stays a button.
///
/// The containers mark their content with an environment value; a navigation stack clears it
/// for its pages, so a page pushed from a list row shows its own links as buttons again.
private struct IsListRowContentKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views below are (inside) rows of a `List`, `Form` or `Section`.
    var isListRowContent: Bool {
        get { self[IsListRowContentKey.self] }
        set { self[IsListRowContentKey.self] = newValue }
    }

    /// A copy that says whether the views below are inside list or form rows (no copy when
    /// it says so already).
    func markingListRowContent(_ isRowContent: Bool) -> EnvironmentValues? {
        guard isListRowContent != isRowContent else { return nil }
        var environment = self
        environment.isListRowContent = isRowContent
        return environment
    }
}

/// A form's rows (those outside any `Section` too) are list rows, and form rows
/// (FormRows.swift).
extension Form: DerivesChildEnvironment {
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.markingFormRowsAndListRowContent()
    }
}

/// A section's rows are rows of its boxed list.
extension Section: DerivesChildEnvironment {
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.markingFormRowsAndListRowContent()
    }
}

extension EnvironmentValues {
    /// A copy whose views are a form group's rows, and inside list rows (nil: no change).
    func markingFormRowsAndListRowContent() -> EnvironmentValues? {
        let listRows = markingListRowContent(true)
        return (listRows ?? self).markingFormRows() ?? listRows
    }
}

/// A navigation stack's pages are pages, not rows, wherever the stack stands.
extension PageStack {
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.markingListRowContent(false)
    }
}
