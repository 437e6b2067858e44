/// How a ``Button`` looks, as SwiftUI's `ButtonStyle`: `makeBody` gets the label and whether
/// the button is held down, and returns the view shown inside the button.
///
/// The button stays a real GTK button around that view (Adwaita's "flat" look, so only the
/// style's view shows): it takes focus, Enter and Space press it, and screen readers name it
/// by the text in its label.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .opacity(configuration.isPressed ? 0.6 : 1)
///     }
/// }
/// Button("Reset") { reset() }.buttonStyle(PillStyle())
/// ```
@MainActor
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration

    /// The view shown inside the button for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws: the button's label, its role, and whether it is held down
/// (mouse button, touch, or Space, as GTK's pressed state).
public struct ButtonStyleConfiguration {
    /// The type of the button's label.
    public typealias Label = StyleConfigurationLabel
    /// The button's label.
    public let label: Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// Whether the button is held down now.
    public let isPressed: Bool
}

/// A style that makes the whole button (SwiftUI's `PrimitiveButtonStyle`): `makeBody` returns
/// the view standing for the button and calls `configuration.trigger()` to run its action.
/// The built-in styles (`.bordered`, `.borderedProminent`, `.borderless`, `.plain`) are of
/// this kind; a user-written one is the view it makes, with no GTK button of its own, so it
/// must be reachable by keyboard itself (use a ``ButtonStyle`` for that).
@MainActor
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The view standing for the button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` gets: the label, the role, and the button's action.
public struct PrimitiveButtonStyleConfiguration {
    /// The type of the button's label.
    public typealias Label = StyleConfigurationLabel
    /// The button's label.
    public let label: Label
    /// The button's role, if any.
    public let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

/// How GTK draws a button: the built-in styles as Adwaita classes, or a style's own view.
public enum ButtonLook: Hashable, Sendable {
    /// The theme's button (`.automatic`).
    case automatic
    /// A button with a frame (GTK's default button).
    case bordered
    /// The accent-coloured button of the main action (Adwaita "suggested-action").
    case borderedProminent
    /// No frame until hovered (Adwaita "flat").
    case borderless
    /// Only the label (Adwaita "flat").
    case plain
    /// A user-written ``ButtonStyle``'s view inside a flat button.
    case custom
}

/// The built-in styles: each is one ``ButtonLook``.
@MainActor
protocol BuiltinButtonStyle {
    var look: ButtonLook { get }
}

/// The theme's button (SwiftUI's `DefaultButtonStyle`).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var look: ButtonLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A framed button (SwiftUI's `BorderedButtonStyle`).
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var look: ButtonLook { .bordered }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The prominent button of a view's main action: Adwaita's "suggested-action" (accent colour).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var look: ButtonLook { .borderedProminent }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button without a frame until the pointer is over it: Adwaita's "flat".
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var look: ButtonLook { .borderless }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// Only the label, still a focusable button: Adwaita's "flat".
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var look: ButtonLook { .plain }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The theme's button.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A framed button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The accent-coloured button of the main action (Adwaita "suggested-action").
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A frameless button (Adwaita "flat").
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// Only the label (Adwaita "flat").
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The button style in the environment: a built-in look, or a user-written style.
enum ButtonStyleChoice {
    case builtin(ButtonLook)
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
    /// Only in the environment a styled button's description and actions are made in: the
    /// node's pressed flag, which the widget writes (so reading it is no extra key).
    case pressedCell(OwnedCell<Bool>)
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = ButtonStyleChoice.builtin(.automatic)
}

extension EnvironmentValues {
    /// The style of the buttons below (`.buttonStyle(_:)`).
    var buttonStyle: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`'s view inside a real (flat) GTK button.
    /// Inherited by everything below, as in SwiftUI.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .style(style))
    }

    /// Draws the buttons in this view in a built-in style (`.bordered`, `.borderedProminent`,
    /// `.borderless`, `.plain`) or as a user-written primitive style's view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        if let builtin = style as? BuiltinButtonStyle {
            return environment(\.buttonStyle, .builtin(builtin.look))
        }
        return environment(\.buttonStyle, .primitive(style))
    }
}

extension Button: StyledPrimitive {
    func styledResolution(in environment: EnvironmentValues, state: () -> PrimitiveStyleState) -> StyledResolution {
        if ignoresStyle { return .native }
        switch environment.buttonStyle {
        case .builtin, .pressedCell:
            return .native
        case .style(let style):
            let cell = state().isPressed
            var styled = environment
            styled.buttonStyle = .pressedCell(cell)
            let label = StyleConfigurationLabel(self.label)
            let role = self.role
            let body = StyleBody(style: style) {
                // Read here, so pressing re-evaluates the style's body alone.
                AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label, role: role, isPressed: cell.value))
                    .environment(\.buttonStyle, .builtin(.automatic)))
            }
            return .styledContent(body, environment: styled)
        case .primitive(let style):
            let label = StyleConfigurationLabel(self.label)
            let role = self.role
            let action = actions(in: environment).press
            return .replaced(by: StyleBody(style: style) {
                AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: label, role: role, action: action))
                    .environment(\.buttonStyle, .builtin(.automatic)))
            })
        }
    }
}
