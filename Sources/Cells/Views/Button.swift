/// A push button that runs an action. Its label is a title or any view.
///
/// ```swift
/// Button("Change Title") { title = titleInput }
/// Button(action: reset) { Text("Reset") }
/// ```
public struct Button<Label: View>: PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role (``ButtonRole``): in an alert, a cancel button is what Escape
    /// stands for; a destructive one shows in the theme's warning colour.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var content: Label { label }

    public func properties(in environment: EnvironmentValues) -> ButtonProperties {
        ButtonProperties(isEnabled: environment.isEnabled, role: role)
    }

    public func actions(in environment: EnvironmentValues) -> ButtonActions {
        // In an alert or a dialog, a press also takes it down (first, so the action may
        // present another).
        guard let dismiss = environment.presentationButtonPressed else { return ButtonActions(press: action) }
        let action = self.action
        return ButtonActions { dismiss(); action() }
    }
}

/// What a ``Button`` shows besides its label (its content).
public struct ButtonProperties: Equatable, Sendable {
    /// Whether the button can be pressed.
    public var isEnabled: Bool
    /// Its role in an alert or dialog, if any.
    public var role: ButtonRole?

    public init(isEnabled: Bool = true, role: ButtonRole? = nil) {
        self.isEnabled = isEnabled
        self.role = role
    }
}

/// What a ``Button`` reports: it was pressed.
public struct ButtonActions {
    /// The user pressed the button (click, Space or Enter).
    public let press: @MainActor () -> Void

    public init(press: @escaping @MainActor () -> Void) {
        self.press = press
    }
}

extension Button where Label == Text {
    /// A button labelled with the translation of `titleKey` (a literal: see
    /// ``LocalizedStringKey``).
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button labelled with a string value, shown as it is (not translated).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, labelled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

