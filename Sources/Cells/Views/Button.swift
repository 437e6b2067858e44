/// A push button that runs an action. Its label is a title or any view.
///
/// ```swift
/// Button("Change Title") { title = titleInput }
/// Button(action: reset) { Text("Reset") }
/// ```
public struct Button<Label: View>: PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var content: Label { label }

    public func properties(in environment: EnvironmentValues) -> ButtonProperties {
        ButtonProperties(isEnabled: environment.isEnabled)
    }

    public func actions(in environment: EnvironmentValues) -> ButtonActions {
        ButtonActions(press: action)
    }
}

/// What a ``Button`` shows besides its label (its content).
public struct ButtonProperties: Equatable, Sendable {
    /// Whether the button can be pressed.
    public var isEnabled: Bool

    public init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled
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
}

