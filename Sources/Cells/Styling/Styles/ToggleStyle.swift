/// How a ``Toggle`` looks, as SwiftUI's `ToggleStyle`: the built-in `.checkbox` (the default
/// here, GNOME's check button), `.switch` (a `GtkSwitch` at the end of the row) and `.button`
/// (a toggle button that stays pressed), or a style of yours whose `makeBody` makes the whole
/// control from the label and the `isOn` binding.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "starred-symbolic" : "non-starred-symbolic")
///             }
///         }
///     }
/// }
/// Toggle("Favorite", isOn: $isFavorite).toggleStyle(StarToggleStyle())
/// ```
@MainActor
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration

    /// The view standing for the toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` gets: the toggle's label and its value.
public struct ToggleStyleConfiguration {
    /// The type of the toggle's label.
    public typealias Label = StyleConfigurationLabel
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` (or `configuration.isOn.toggle()`) writes it.
    @Binding public var isOn: Bool
    /// Whether it stands for several values, some on and some off (never, here).
    public var isMixed: Bool = false
}

/// How GTK draws a toggle.
public enum ToggleLook: Hashable, Sendable {
    /// A check box beside its label (`GtkCheckButton`).
    case checkbox
    /// A `GtkSwitch` at the end of the row, its label at the start.
    case `switch`
    /// A toggle button that stays pressed while on (`GtkToggleButton`).
    case button
}

/// The built-in styles: each is one ``ToggleLook``.
@MainActor
protocol BuiltinToggleStyle {
    var look: ToggleLook { get }
}

/// The platform's toggle: a switch as a form's row (GNOME's preferences rows), a check box
/// elsewhere.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A check box (`GtkCheckButton`).
public struct CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var look: ToggleLook { .checkbox }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A switch at the end of the row (`GtkSwitch`).
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var look: ToggleLook { .switch }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A button that stays pressed while on (`GtkToggleButton`).
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var look: ToggleLook { .button }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's toggle (a check box).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch at the end of the row.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle style in the environment: the platform's, a built-in look or a user-written
/// style.
enum ToggleStyleChoice {
    case automatic
    case builtin(ToggleLook)
    case style(any ToggleStyle)
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = ToggleStyleChoice.automatic
}

extension EnvironmentValues {
    /// How toggles below are drawn (`.toggleStyle(_:)`).
    var toggleStyle: ToggleStyleChoice {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view as check boxes, switches, buttons, or with a style of
    /// yours. Inherited by everything below, as in SwiftUI.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        if style is DefaultToggleStyle { return environment(\.toggleStyle, .automatic) }
        if let builtin = style as? BuiltinToggleStyle {
            return environment(\.toggleStyle, .builtin(builtin.look))
        }
        return environment(\.toggleStyle, .style(style))
    }
}

extension Toggle: StyledPrimitive {
    func styledResolution(in environment: EnvironmentValues, state: () -> PrimitiveStyleState) -> StyledResolution {
        guard !ignoresStyle, case .style(let style) = environment.toggleStyle else { return .native }
        let configuration = ToggleStyleConfiguration(label: StyleConfigurationLabel(label), isOn: isOn)
        return .replaced(by: StyleBody(style: style) { AnyView(style.makeBody(configuration: configuration).environment(\.toggleStyle, .automatic)) })
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The built-in toggle for a style's configuration: its label and binding.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
        ignoresStyle = true
    }
}
