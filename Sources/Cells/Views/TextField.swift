/// A one-line text entry bound two ways to a string: typing writes the binding on every
/// keystroke, and a write to the bound value shows in the entry (keeping the cursor where
/// the user had it).
///
/// ```swift
/// TextField("First name", text: $user.firstName)
/// ```
public struct TextField: View, BuiltinView {
    let placeholder: String
    let text: Binding<String>

    /// An entry showing `placeholder` while empty.
    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        let text = self.text
        return Resolution(widget: WidgetSpec(
            .textField,
            [.placeholder(placeholder), .text(text.wrappedValue), .isEnabled(environment.isEnabled)],
            onTextChange: { newText in
                if DependencyTracker.untracked({ text.wrappedValue }) != newText {
                    text.wrappedValue = newText
                }
            }
        ))
    }
}
