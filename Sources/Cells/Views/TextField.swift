/// A one-line text entry bound two ways to a string: typing writes the binding on every
/// keystroke, and a write to the bound value shows in the entry (keeping the cursor where
/// the user had it).
///
/// ```swift
/// TextField("First name", text: $user.firstName)
/// ```
public struct TextField: PrimitiveView {
    let placeholder: String
    let text: Binding<String>
    /// For `TextField(value:format:)`: the text formatted as the value it parses to, nil if
    /// it does not parse.
    var normalize: (@MainActor (String) -> String?)?
    /// For `TextField(value:format:)`: writes the value the committed text parses to and
    /// returns the text to show (the formatted value).
    var commit: (@MainActor (String) -> String)?

    /// An entry showing the translation of `placeholderKey` while empty (a literal: see
    /// ``LocalizedStringKey``).
    public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>) {
        self.placeholder = placeholderKey.resolved()
        self.text = text
    }

    /// An entry showing `placeholder` while empty, as it is (not translated).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.text = text
    }

    public func properties(in environment: EnvironmentValues) -> TextFieldProperties {
        TextFieldProperties(placeholder: placeholder, text: text.wrappedValue, isEnabled: environment.isEnabled)
    }

    public func actions(in environment: EnvironmentValues) -> TextFieldActions {
        .writing(to: text, submit: environment.submitAction, normalize: normalize, commit: commit)
    }
}

/// What a ``TextField`` shows: a one-line entry.
public struct TextFieldProperties: Equatable, Sendable {
    /// The hint shown while the entry is empty.
    public var placeholder: String
    /// The text. A widget writes it only when it shows something else, keeping the cursor.
    public var text: String
    /// Whether the entry accepts input.
    public var isEnabled: Bool

    public init(placeholder: String, text: String, isEnabled: Bool = true) {
        self.placeholder = placeholder
        self.text = text
        self.isEnabled = isEnabled
    }
}

/// What a ``TextField``'s entry reports: its user changed the text.
///
/// An entry's actions are made again at every evaluation of its view, so those of a bound
/// entry hold the binding itself rather than a closure over it: making them allocates nothing.
public struct TextFieldActions {
    /// What an edit does: write a binding (the library's entries), or run a closure (actions
    /// made with ``init(textChanged:submit:normalize:commit:)``).
    private enum Edit {
        case writing(Binding<String>)
        case calling(@MainActor (String) -> Void)
    }

    private let edit: Edit

    /// Actions of an entry bound to `text`: an edit writes it when it differs; Enter submits.
    static func writing(
        to text: Binding<String>, submit: @escaping @MainActor () -> Void,
        normalize: (@MainActor (String) -> String?)? = nil, commit: (@MainActor (String) -> String)? = nil
    ) -> TextFieldActions {
        // The focus leaving the field as an update pass moves it (a focus binding an action
        // wrote): the commit is a reaction of that pass, as the focus bindings' reports are.
        let reactingCommit = commit.map { commit in
            { @MainActor (typed: String) -> String in
                var shown = typed
                UpdateFeedback.reacting("a field committing its text as the focus leaves it") { shown = commit(typed) }
                return shown
            }
        }
        return TextFieldActions(edit: .writing(text), submit: submit, normalize: normalize, commit: reactingCommit)
    }

    /// The entry's text is now the given one (the user typed, pasted or deleted). A bound
    /// entry writes its binding when the text differs, unless it commits (a formatted value:
    /// typing alone writes nothing, as in SwiftUI).
    @MainActor public func textChanged(_ newText: String) {
        switch edit {
        case .writing(let text):
            if commit == nil, text.wrappedValue != newText { text.wrappedValue = newText }
        case .calling(let textChanged):
            textChanged(newText)
        }
    }

    /// The user pressed Enter in the entry (runs the `.onSubmit` actions above it).
    public let submit: @MainActor () -> Void
    /// For an entry of a formatted value: the text formatted as the value it parses to, nil
    /// if it does not parse (the entry then shows itself invalid). Nil for plain text.
    public let normalize: (@MainActor (String) -> String?)?
    /// For an entry of a formatted value: the user committed `text` (Return, or the focus
    /// left the entry). Writes the value it parses to and returns what the entry shows now:
    /// the value formatted (the old one if the text does not parse). Typing alone writes
    /// nothing, as in SwiftUI. Nil for plain text, which every keystroke writes.
    public let commit: (@MainActor (String) -> String)?

    public init(
        textChanged: @escaping @MainActor (String) -> Void, submit: @escaping @MainActor () -> Void = {},
        normalize: (@MainActor (String) -> String?)? = nil, commit: (@MainActor (String) -> String)? = nil
    ) {
        self.init(edit: .calling(textChanged), submit: submit, normalize: normalize, commit: commit)
    }

    private init(
        edit: Edit, submit: @escaping @MainActor () -> Void,
        normalize: (@MainActor (String) -> String?)?, commit: (@MainActor (String) -> String)?
    ) {
        self.edit = edit
        self.submit = submit
        self.normalize = normalize
        self.commit = commit
    }

    /// Whether `text` is acceptable: always for plain text; for a formatted value, if it parses.
    @MainActor public func isValid(_ text: String) -> Bool {
        normalize.map { $0(text) != nil } ?? true
    }
}

extension TextField: HiddenInPaths {}
