/// A button that opens a menu of its content's buttons (GTK: a `GtkMenuButton` with a
/// popover; choosing a button runs its action and closes the menu).
///
/// ```swift
/// Menu("Sort") {
///     Button("By Name") { order = .name }
///     Button("By Price") { order = .price }
/// }
/// ```
public struct Menu<Content: View>: PrimitiveView {
    let title: String
    public let content: Content

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved()
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> MenuProperties {
        MenuProperties(title: title)
    }
}

/// What a ``Menu`` shows: its button's title (also its name for screen readers).
public struct MenuProperties: Equatable, Sendable {
    public var title: String

    public init(title: String) {
        self.title = title
    }
}
