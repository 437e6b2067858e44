/// How a ``ProgressView`` looks, as SwiftUI's `ProgressViewStyle`: the built-in `.linear` (a
/// `GtkProgressBar`) and `.circular` (a `GtkSpinner` while the amount is unknown; GTK 4.8 has
/// no ring, so a known amount is a bar too), or a style of yours, whose `makeBody` makes the
/// whole view from the fraction done and the title.
///
/// ```swift
/// struct PercentProgressStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text(configuration.fractionCompleted ?? 0, format: .percent)
///         }
///     }
/// }
/// ```
@MainActor
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view standing for the progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` gets: how much is done and the title.
public struct ProgressViewStyleConfiguration {
    /// The type of the title view.
    public typealias Label = StyleConfigurationLabel
    /// The type of the current-value view.
    public typealias CurrentValueLabel = StyleConfigurationLabel
    /// How much is done, 0…1; nil when unknown.
    public let fractionCompleted: Double?
    /// The title, if the progress view has one.
    public var label: Label?
    /// A text saying how much is done (none here).
    public var currentValueLabel: CurrentValueLabel? { nil }
}

/// How GTK draws a progress view.
public enum ProgressLook: Hashable, Sendable {
    /// A bar (a spinner while the amount is unknown): `.automatic` and `.linear`.
    case linear
    /// A spinner while the amount is unknown, else a bar (GTK 4.8 has no ring).
    case circular
}

/// The built-in styles: each is one ``ProgressLook``.
@MainActor
protocol BuiltinProgressViewStyle {
    var look: ProgressLook { get }
}

/// The platform's progress view: a bar.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    var look: ProgressLook { .linear }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(value: configuration.fractionCompleted) }
}

/// A bar (`GtkProgressBar`).
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    var look: ProgressLook { .linear }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(value: configuration.fractionCompleted) }
}

/// A spinner while the amount is unknown.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    var look: ProgressLook { .circular }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(value: configuration.fractionCompleted) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's progress view.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner (a bar when the amount is known).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The progress view style in the environment.
enum ProgressViewStyleChoice {
    case builtin(ProgressLook)
    case style(any ProgressViewStyle)
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = ProgressViewStyleChoice.builtin(.linear)
}

private struct StyledProgressTitleKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    /// Inside a progress view style's body: the styled progress view's title, which names the
    /// bars there for screen readers.
    var styledProgressTitle: String? {
        get { self[StyledProgressTitleKey.self] }
        set { self[StyledProgressTitleKey.self] = newValue }
    }

    /// How progress views below are drawn (`.progressViewStyle(_:)`).
    var progressViewStyle: ProgressViewStyleChoice {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view as bars, spinners or with a style of yours.
    /// Inherited by everything below, as in SwiftUI.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        if let builtin = style as? BuiltinProgressViewStyle {
            return environment(\.progressViewStyle, .builtin(builtin.look))
        }
        return environment(\.progressViewStyle, .style(style))
    }
}

extension ProgressView: StyledPrimitive {
    func styledResolution(in environment: EnvironmentValues, state: () -> PrimitiveStyleState) -> StyledResolution {
        guard case .style(let style) = environment.progressViewStyle else { return .native }
        let title = self.title ?? label.flatMap { LabelText.of($0, in: environment) }
        let configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction, label: title.map { StyleConfigurationLabel(Text(verbatim: $0)) })
        return .replaced(by: StyleBody(style: style) {
            AnyView(style.makeBody(configuration: configuration).environment(\.progressViewStyle, .builtin(.linear))
                .environment(\.styledProgressTitle, title))
        })
    }
}

extension ProgressView {
    /// The built-in progress view for a style's configuration: its fraction and title (inside
    /// a style's body, progress views get the built-in style).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted)
        title = configuration.label?.optionTitle
    }
}
