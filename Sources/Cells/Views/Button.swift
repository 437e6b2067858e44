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
        ButtonProperties(isEnabled: environment.isEnabled, role: role, accessibilityName: IconOnlyLabel.name(of: label, in: environment))
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
    /// What screen readers call the button when its label shows no text: the title of a
    /// `Button(_:systemImage:)` shown as an icon only (in a toolbar), or for a label that is
    /// only an `Image`, its icon's name in words ("document save"). Nil when the label's text
    /// names it. An `.accessibilityLabel` beats it.
    public var accessibilityName: String?

    public init(isEnabled: Bool = true, role: ButtonRole? = nil, accessibilityName: String? = nil) {
        self.isEnabled = isEnabled
        self.role = role
        self.accessibilityName = accessibilityName
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
        if environment.showsIconsOnly, let titled = label as? any TitledOption { return titled.optionTitle }
        return nil
    }

    /// "document-save-symbolic" → "document save"; a file's name without its extension.
    static func words(of source: ImageProperties.Source) -> String {
        switch source {
        case .icon(let name):
            var base = name
            if base.hasSuffix("-symbolic") { base.removeLast("-symbolic".count) }
            return base.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).joined(separator: " ")
        case .file(let path):
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let stem = file.split(separator: ".").first.map(String.init) ?? file
            return stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        }
    }
}
