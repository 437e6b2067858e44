import Foundation

/// Progress: a bar filled to a fraction when the amount done is known (`GtkProgressBar`), a
/// spinner when it is not (`GtkSpinner`).
///
/// ```swift
/// ProgressView(value: done, total: 10)
/// ProgressView()                     // spinning
/// ProgressView("Converting…", value: 0.4)
/// ```
public struct ProgressView: PrimitiveView {
    var fraction: Double?
    var title: String?
    /// The label view (`ProgressView { Text("Loading") }`), whose text is the title.
    var label: (any View)?
    /// The current value's label view (`currentValueLabel: { Text("3 of 10") }`), shown as
    /// text after the bar.
    var currentValueLabel: (any View)?

    /// A spinner.
    public init() {
        fraction = nil
        title = nil
    }

    /// A spinner with a title.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        title = titleKey.resolved()
    }

    /// A bar filled to `value / total`; a spinner when `value` is nil.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
        title = nil
    }

    /// A titled bar filled to `value / total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total)
        title = titleKey.resolved()
    }

    public func properties(in environment: EnvironmentValues) -> ProgressProperties {
        let look: ProgressLook = if case .builtin(let look) = environment.progressViewStyle { look } else { .linear }
        let title = self.title ?? label.flatMap { LabelText.of($0, in: environment) }
        return ProgressProperties(fraction: fraction, title: title, look: look,
                                  accessibilityName: title ?? environment.styledProgressTitle,
                                  currentValueLabel: currentValueLabel.flatMap { LabelText.of($0, in: environment) })
    }
}

extension ProgressView {
    /// A spinner titled by `label`'s text: `ProgressView { Text("Loading") }`.
    public init<Label: View>(@ViewBuilder label: () -> Label) {
        self.init()
        self.label = label()
    }

    /// A bar filled to `value / total` (a spinner when `value` is nil), titled by `label`'s text.
    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total)
        self.label = label()
    }

    /// A bar filled to `value / total` (a spinner when `value` is nil), titled by `label`'s
    /// text, with `currentValueLabel`'s text after it ("3 of 10").
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, total: total)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

/// What a ``ProgressView`` shows.
public struct ProgressProperties: Equatable, Sendable {
    /// How much is done, 0…1; nil when unknown (a spinner).
    public var fraction: Double?
    /// Text shown with it.
    public var title: String?
    /// Bar or spinner (`.progressViewStyle(_:)`).
    public var look: ProgressLook
    /// What screen readers call it: its title, or inside a progress view style's body the
    /// styled progress view's title. Nil for an untitled one (GTK names it by its window).
    public var accessibilityName: String?
    /// The current value's text, shown after the bar ("3 of 10") and read as its value.
    public var currentValueLabel: String?

    public init(fraction: Double?, title: String? = nil, look: ProgressLook = .linear, accessibilityName: String? = nil,
                currentValueLabel: String? = nil) {
        self.fraction = fraction
        self.title = title
        self.look = look
        self.accessibilityName = accessibilityName
        self.currentValueLabel = currentValueLabel
    }
}

/// A thin line separating content (`GtkSeparator`): horizontal, or vertical in an `HStack`.
public struct Divider: PrimitiveView {
    public init() {}

    public func properties(in environment: EnvironmentValues) -> DividerProperties {
        DividerProperties(isVertical: environment.stackAxis == .horizontal)
    }
}

/// What a ``Divider`` shows.
public struct DividerProperties: Equatable, Sendable {
    public var isVertical: Bool

    public init(isVertical: Bool) {
        self.isVertical = isVertical
    }
}

extension Divider: HiddenInPaths {}

/// A button that opens a URL in the user's browser (`GtkLinkButton`).
///
/// ```swift
/// Link("GNOME Human Interface Guidelines", destination: URL(string: "https://developer.gnome.org/hig/")!)
/// ```
public struct Link: PrimitiveView {
    let title: String
    let destination: String

    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        title = titleKey.resolved()
        self.destination = destination.absoluteString
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.title = String(title)
        self.destination = destination.absoluteString
    }

    public func properties(in environment: EnvironmentValues) -> LinkProperties {
        LinkProperties(title: title, destination: destination, isEnabled: environment.isEnabled)
    }
}

/// What a ``Link`` shows.
public struct LinkProperties: Equatable, Sendable {
    public var title: String
    /// The URL, as a string.
    public var destination: String
    public var isEnabled: Bool

    public init(title: String, destination: String, isEnabled: Bool = true) {
        self.title = title
        self.destination = destination
        self.isEnabled = isEnabled
    }
}
