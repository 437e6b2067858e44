/// An on/off control bound to a Boolean. Shown as a check box unless `.toggleStyle(_:)` says
/// otherwise.
///
/// ```swift
/// Toggle(isOn: $showFavorited) { Text("Show favorites only") }
/// Toggle("Starred", isOn: $product.isFavorited)
/// ```
public struct Toggle<Label: View>: PrimitiveView {
    @usableFromInline let isOn: Binding<Bool>
    @usableFromInline let label: Label
    /// Made from a style's configuration (`Toggle(configuration)`): drawn as the built-in
    /// toggle, not by that style again.
    @usableFromInline var ignoresStyle = false

    @inlinable public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label, or nothing for `Toggle("", isOn:)`.
    public var content: Label? { isUnlabeled ? nil : label }

    public func properties(in environment: EnvironmentValues) -> ToggleProperties {
        let isFormRow = environment.isFormRow
        let look: ToggleLook = switch ignoresStyle ? .automatic : environment.toggleStyle {
        case .builtin(let look): look
        case .automatic, .style: isFormRow ? .switch : .checkbox
        }
        return ToggleProperties(style: look, isOn: isOn.wrappedValue, isEnabled: environment.isEnabled, isFormRow: isFormRow)
    }

    public func actions(in environment: EnvironmentValues) -> ToggleActions {
        let isOn = self.isOn
        return ToggleActions { newValue in
            if isOn.wrappedValue != newValue { isOn.wrappedValue = newValue }
        }
    }

    /// `Toggle("", isOn:)`: the control alone, with no empty label beside it.
    private var isUnlabeled: Bool {
        (label as? Text)?.content.isEmpty ?? false
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with the translation of `titleKey` (a literal: see
    /// ``LocalizedStringKey``); an empty title shows the control alone.
    @inlinable public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labelled with a string value, shown as it is (not translated).
    @inlinable @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// What a ``Toggle`` shows besides its label (its content).
public struct ToggleProperties: Equatable, Sendable {
    /// Check box, switch or button.
    public var style: ToggleLook
    /// Whether it is on. A widget writes it only when it shows the other state.
    public var isOn: Bool
    /// Whether it accepts input.
    public var isEnabled: Bool

    /// Whether it is a form's row (FormRows.swift): GNOME draws it as the row, its label the
    /// row's title, the control at the end.
    public var isFormRow: Bool

    public init(style: ToggleLook = .checkbox, isOn: Bool, isEnabled: Bool = true, isFormRow: Bool = false) {
        self.style = style
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.isFormRow = isFormRow
    }
}

/// What a ``Toggle`` reports: its user flipped it.
public struct ToggleActions {
    /// The toggle is now on (true) or off.
    public let toggled: @MainActor (Bool) -> Void

    public init(toggled: @escaping @MainActor (Bool) -> Void) {
        self.toggled = toggled
    }
}

