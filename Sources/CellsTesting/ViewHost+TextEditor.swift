import Cells

/// Typing into a ``TextEditor`` as into a text field: one keystroke per character, the app
/// updating after each (a text editor has no placeholder: it is found by its
/// `.accessibilityLabel`, or as the first on screen).
///
/// ```swift
/// try host.type("Buy milk\nCall Ada", intoTextEditor: "Notes")
/// #expect(model.notes == "Buy milk\nCall Ada")
/// ```
extension ViewHost {
    /// The text editor a screen reader names `name` (its `.accessibilityLabel`), or the first
    /// one on screen when `name` is nil.
    public func textEditor(_ name: String? = nil) throws -> RecordedWidget {
        let editors = widgets(of: TextEditorProperties.self)
        if let editor = editors.first(where: { name == nil || accessibilityName(of: $0) == name }) { return editor }
        throw ViewHostError.notFound(name.map { "text editor named \"\($0)\"" } ?? "text editor", onScreen: labelTexts)
    }

    /// Types `text` at the end of the text editor named `name` (or the first), one keystroke
    /// per character ("\n" starts a new line), letting the app update after each.
    public func type(_ text: String, intoTextEditor name: String? = nil) throws {
        let editor = try textEditor(name)
        for character in text {
            try userTypes(editor.text + String(character), intoTextEditor: editor)
        }
    }

    /// Replaces the text editor's whole text, as selecting all and pasting does.
    public func replaceText(inTextEditor name: String? = nil, with text: String) throws {
        try userTypes(text, intoTextEditor: try textEditor(name))
    }

    private func userTypes(_ text: String, intoTextEditor editor: RecordedWidget) throws {
        editor.userEdit(TextEditorProperties.self) { $0.text = text }
        try perform(TextFieldActions.self, on: editor) { $0.textChanged(text) }
    }
}
