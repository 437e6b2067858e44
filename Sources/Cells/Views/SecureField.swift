/// A one-line entry whose text is hidden as it is typed, bound two ways to a string (a
/// `GtkPasswordEntry` with its peek icon under GTK).
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField: PrimitiveView {
    let placeholder: String
    let text: Binding<String>

    /// An entry showing the translation of `placeholderKey` while empty.
    public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>) {
        self.placeholder = placeholderKey.resolved()
        self.text = text
    }

    /// An entry showing `placeholder` while empty, as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.text = text
    }

    public func properties(in environment: EnvironmentValues) -> SecureFieldProperties {
        SecureFieldProperties(placeholder: placeholder, text: text.wrappedValue, isEnabled: environment.isEnabled)
    }

    public func actions(in environment: EnvironmentValues) -> TextFieldActions {
        .writing(to: text, submit: environment.submitAction)
    }
}

/// What a ``SecureField`` shows: a password entry.
public struct SecureFieldProperties: Equatable, Sendable {
    public var placeholder: String
    /// The text. A widget writes it only when it holds something else.
    public var text: String
    public var isEnabled: Bool

    public init(placeholder: String, text: String, isEnabled: Bool = true) {
        self.placeholder = placeholder
        self.text = text
        self.isEnabled = isEnabled
    }
}

extension SecureField: HiddenInPaths {}
