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
    /// Made by a primitive style from its configuration: drawn as the theme's button, not by
    /// the style again.
    var ignoresStyle = false
    /// A ``NavigationLink``'s button: in a list or form row it is drawn as the row
    /// (``ButtonProperties/isNavigationRow``).
    var isNavigationLink = false

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
        var look = ButtonLook.automatic
        if !ignoresStyle {
            switch environment.buttonStyle {
            case .builtin(let builtin): look = builtin
            case .style, .primitive, .pressedCell: look = .custom
            }
        }
        let isNavigationRow = isNavigationLink && environment.isListRowContent && look != .custom
        return ButtonProperties(
            isEnabled: environment.isEnabled, role: role, look: isNavigationRow ? .plain : look,
            accessibilityName: IconOnlyLabel.name(of: label, in: environment), isNavigationRow: isNavigationRow)
    }

    public func actions(in environment: EnvironmentValues) -> ButtonActions {
        // A user-written style's body shows whether the button is held down.
        var pressedChanged: (@MainActor (Bool) -> Void)?
        if case .pressedCell(let cell) = environment.buttonStyle {
            pressedChanged = { pressed in if cell.untrackedValue != pressed { cell.value = pressed } }
        }
        // In an alert or a dialog, a press also takes it down (first, so the action may
        // present another).
        guard let dismiss = environment.presentationButtonPressed else {
            return ButtonActions(press: action, pressedChanged: pressedChanged)
        }
        let action = self.action
        return ButtonActions(press: { dismiss(); action() }, pressedChanged: pressedChanged)
    }
}

/// What a ``Button`` shows besides its label (its content).
public struct ButtonProperties: Equatable, Sendable {
    /// Whether the button can be pressed.
    public var isEnabled: Bool
    /// Its role in an alert or dialog, if any.
    public var role: ButtonRole?
    /// How it is drawn (`.buttonStyle(_:)`).
    public var look: ButtonLook
    /// What screen readers call the button when its label shows no text: the title of a
    /// `Button(_:systemImage:)` shown as an icon only (in a toolbar, or `.labelStyle(.iconOnly)`),
    /// or for a label that is only an `Image`, its icon's name in words ("document save"). Nil
    /// when the label's text names it. An `.accessibilityLabel` beats it.
    public var accessibilityName: String?
    /// Whether it is a ``NavigationLink`` that is a row of a `List`, `Form` or `Section`:
    /// drawn as the row itself, as SwiftUI's (no frame, the row's width, a disclosure chevron
    /// at its end), not as a button. Its `look` is then `.plain`.
    public var isNavigationRow: Bool

    public init(isEnabled: Bool = true, role: ButtonRole? = nil, look: ButtonLook = .automatic, accessibilityName: String? = nil,
                isNavigationRow: Bool = false) {
        self.isEnabled = isEnabled
        self.role = role
        self.look = look
        self.accessibilityName = accessibilityName
        self.isNavigationRow = isNavigationRow
    }
}

/// What a ``Button`` reports: it was pressed.
public struct ButtonActions {
    /// The user pressed the button (click, Space or Enter).
    public let press: @MainActor () -> Void
    /// The button is now held down (true) or let go; set only for a user-written
    /// ``ButtonStyle``, whose view shows it.
    public let pressedChanged: (@MainActor (Bool) -> Void)?

    public init(press: @escaping @MainActor () -> Void, pressedChanged: (@MainActor (Bool) -> Void)? = nil) {
        self.press = press
        self.pressedChanged = pressedChanged
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The theme's button for a primitive style's configuration: its label, role and action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
        ignoresStyle = true
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


extension Button where Label == Cells.Label<Text, Image> {
    /// A button showing the theme icon `systemImage` and the translation of `titleKey`
    /// (SwiftUI's `Button(_:systemImage:action:)`). In a toolbar it shows the icon only, as
    /// GNOME's header bars do, and the title is its name for screen readers.
    ///
    /// ```swift
    /// ToolbarItem { Button("Save", systemImage: "document-save-symbolic") { save() } }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Cells.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title shown as it is and a theme icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Cells.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, a translated title and a theme icon.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Cells.Label(titleKey, systemImage: systemImage) }
    }
}

/// A button's title breaks its lines only between words (GNOME's buttons never break a word).
extension Button: DerivesChildEnvironment {
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        guard environment.textBreaks == .anywhere else { return nil }
        var environment = environment
        environment.textBreaks = .betweenWords
        return environment
    }
}

extension Button: PrimitiveSelfCheck {
    /// A button whose label is only an image has no text for screen readers to read: it
    /// needs `.accessibilityLabel(_:)` (it falls back to the icon's name).
    func problem(environment: EnvironmentValues, attributes: WidgetAttributes) -> String? {
        guard label is Image, attributes[AccessibilityLabelAttribute.self] == nil else { return nil }
        let fallback = IconOnlyLabel.name(of: label, in: environment) ?? "?"
        return "icon-only button needs .accessibilityLabel(_:); screen readers get the icon's name \"\(fallback)\" instead"
    }
}

/// The name of a button whose label shows no text.
@MainActor
enum IconOnlyLabel {
    static func name(of label: Any, in environment: EnvironmentValues) -> String? {
        if let image = label as? Image { return words(of: image.source) }
        if environment.labelsShowIconOnly, let titled = label as? any TitledOption { return titled.optionTitle }
        return nil
    }

    /// "document-save-symbolic" → "document save"; a file's name without its extension.
    static func words(of source: ImageProperties.Source) -> String {
        ImageProperties.words(of: source)
    }
}
