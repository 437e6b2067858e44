/// Which views are a form's rows: the views a `Form` or `Section` holds directly (through
/// `ForEach`, `Group`, conditions and views of the app's own, which add no widget) are its
/// rows, and the GTK backend draws the ones GNOME has a row for as libadwaita's rows: a
/// `LabeledContent`, a `Toggle` or a `NavigationLink` as an `AdwActionRow`, a menu `Picker` as
/// an `AdwComboRow`, a `DisclosureGroup` as an `AdwExpanderRow`. (A `TextField` and a
/// `SecureField` stay GTK's entries: libadwaita 1.2's entry rows are not whole for screen
/// readers on GTK 4.8.) The same views inside a row (in an `HStack`, in
/// a `LabeledContent`'s content) are controls again.
///
/// The containers mark their children with an environment value that every other widget
/// with children clears for its own (see `PrimitiveResolver`), so it reaches exactly the rows.
struct IsFormRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view below is itself a row of a `Form`, a `Section` or a
    /// `DisclosureGroup` in one, not a view inside a row.
    public var isFormRow: Bool {
        get { self[IsFormRowKey.self] }
        set { if newValue { self[IsFormRowKey.self] = true } else { unset(IsFormRowKey.self) } }
    }

    /// A copy whose views are the rows of a form's group (no copy when they are already).
    func markingFormRows() -> EnvironmentValues? {
        guard !isSetUntracked(IsFormRowKey.self) else { return nil }
        var environment = self
        environment.isFormRow = true
        return environment
    }
}

/// A container whose children are rows of a form's group: it keeps the form-row mark for
/// them, where any other widget with children clears it.
@MainActor
protocol HoldsFormRows {}

extension Form: HoldsFormRows {}
extension Section: HoldsFormRows {}
