/// A multi-line text area bound two ways to a string (a `GtkTextView` in a scrolled window
/// under GTK): every edit writes the binding; a model write shows in the text only if it
/// holds something else, with the cursor kept where it was. GTK's undo (Ctrl+Z) works.
///
/// ```swift
/// TextEditor(text: $notes)
/// ```
public struct TextEditor: PrimitiveView {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public func properties(in environment: EnvironmentValues) -> TextEditorProperties {
        TextEditorProperties(text: text.wrappedValue, isEnabled: environment.isEnabled)
    }

    public func actions(in environment: EnvironmentValues) -> TextFieldActions {
        .writing(to: text, submit: {})
    }
}

/// What a ``TextEditor`` shows.
public struct TextEditorProperties: Equatable, Sendable {
    /// The text. A widget writes it only when it holds something else, keeping the cursor.
    public var text: String
    public var isEnabled: Bool

    public init(text: String, isEnabled: Bool = true) {
        self.text = text
        self.isEnabled = isEnabled
    }
}

extension TextEditor: HiddenInPaths {}
