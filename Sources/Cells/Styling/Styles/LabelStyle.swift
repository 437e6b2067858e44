/// How a ``Label`` shows its title and icon, as SwiftUI's `LabelStyle`: the built-in
/// `.titleAndIcon` (the default), `.titleOnly` and `.iconOnly`, or a style of yours.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration

    /// The view standing for the label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` gets: the label's title and icon views.
public struct LabelStyleConfiguration {
    /// The type of the label's title view.
    public typealias Title = StyleConfigurationLabel
    /// The type of the label's icon view.
    public typealias Icon = StyleConfigurationLabel
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// How the built-in label styles show a label.
enum LabelLook: Hashable, Sendable {
    /// Title and icon; the icon alone in a toolbar (as SwiftUI's `.automatic`).
    case automatic
    case titleAndIcon, titleOnly, iconOnly
}

/// The built-in styles: each is one ``LabelLook``.
@MainActor
protocol BuiltinLabelStyle {
    var look: LabelLook { get }
}

/// The platform's label: icon, then title; the icon alone in a toolbar.
public struct DefaultLabelStyle: LabelStyle, BuiltinLabelStyle {
    public init() {}
    var look: LabelLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { HStack(spacing: 6) { configuration.icon; configuration.title } }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinLabelStyle {
    public init() {}
    var look: LabelLook { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View { HStack(spacing: 6) { configuration.icon; configuration.title } }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinLabelStyle {
    public init() {}
    var look: LabelLook { .titleOnly }
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone; a text title becomes its tooltip and accessible name.
public struct IconOnlyLabelStyle: LabelStyle, BuiltinLabelStyle {
    public init() {}
    var look: LabelLook { .iconOnly }
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// Icon, then title; the icon alone in a toolbar.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon, then title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The label style in the environment.
enum LabelStyleChoice {
    case builtin(LabelLook)
    case style(any LabelStyle)
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelStyleChoice.builtin(.automatic)
}

extension EnvironmentValues {
    /// How labels below are shown (`.labelStyle(_:)`).
    var labelStyle: LabelStyleChoice {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// Whether labels below show their icon alone (`.iconOnly`, or the automatic style in a
    /// toolbar): a button around one is then named by the label's title.
    var labelsShowIconOnly: Bool {
        switch labelStyle {
        case .builtin(.iconOnly): true
        case .builtin(.automatic): showsIconsOnly
        default: false
        }
    }
}

extension View {
    /// Shows the labels in this view with both title and icon, one of them, or a style of
    /// yours. Inherited by everything below, as in SwiftUI.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        if let builtin = style as? BuiltinLabelStyle {
            return environment(\.labelStyle, .builtin(builtin.look))
        }
        return environment(\.labelStyle, .style(style))
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The built-in label for a style's configuration (inside a style's body, labels get the
    /// built-in style).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
