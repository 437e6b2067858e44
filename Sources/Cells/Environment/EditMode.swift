/// Whether the user is editing a list: deleting and moving rows with the controls each row
/// then shows (`@Environment(\.editMode)`, toggled by ``EditButton``).
public enum EditMode: Hashable, Sendable {
    /// Rows show their content only.
    case inactive
    /// Editing for a moment (SwiftUI's swipe to delete); shows what `.active` shows.
    case transient
    /// Rows show a delete button and move buttons where the list allows it.
    case active

    /// Whether rows show their edit controls.
    public var isEditing: Bool { self != .inactive }
}

/// The edit mode binding in the environment, compared by where it points, so that views that
/// read it are evaluated again only when it points elsewhere (or its value changed).
struct EditModeReference: Equatable {
    let binding: Binding<EditMode>

    static func == (lhs: EditModeReference, rhs: EditModeReference) -> Bool {
        MainActor.assumeIsolated { lhs.binding.isSameInput(as: rhs.binding) }
    }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: EditModeReference? = nil
}

extension EnvironmentValues {
    /// The edit mode of the lists below: a ``NavigationStack`` gives one to its pages, and
    /// `.environment(\.editMode, $mode)` gives one of yours. Nil where nobody gave one.
    ///
    /// ```swift
    /// @Environment(\.editMode) private var editMode
    /// ... if editMode?.wrappedValue.isEditing == true { ... }
    /// ```
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self]?.binding }
        set { self[EditModeKey.self] = newValue.map(EditModeReference.init) }
    }
}
