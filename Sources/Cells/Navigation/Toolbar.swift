/// Where a ``ToolbarItem`` goes in the window's header bar.
public enum ToolbarItemPlacement: Hashable, Sendable {
    /// The end (GNOME puts a window's main actions there).
    case automatic
    /// The start, beside the back button.
    case navigation
    /// The start.
    case cancellationAction
    /// The end.
    case primaryAction
    /// The end.
    case confirmationAction
    /// The end.
    case secondaryAction
    /// iOS's navigation bar start: the header bar's start.
    case navigationBarLeading
    /// iOS's navigation bar end: the header bar's end.
    case navigationBarTrailing
    /// iOS's top bar start: the header bar's start.
    case topBarLeading
    /// iOS's top bar end: the header bar's end.
    case topBarTrailing
    /// iOS's bottom toolbar: GNOME windows keep actions in the header bar, at its end.
    case bottomBar

    /// Whether the item goes at the header bar's start (left in left-to-right languages).
    public var isAtStart: Bool {
        switch self {
        case .navigation, .cancellationAction, .navigationBarLeading, .topBarLeading: true
        case .automatic, .primaryAction, .confirmationAction, .secondaryAction, .navigationBarTrailing, .topBarTrailing, .bottomBar: false
        }
    }
}

/// Controls in the window's header bar, from ``View/toolbar(content:)``.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
/// }
/// ```
public struct ToolbarItem<Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    public let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> ToolbarItemProperties {
        ToolbarItemProperties(
            placement: placement, chrome: environment.windowChrome.map(ChromeReference.init),
            isOnShownPage: environment.isOnShownPage)
    }
}

extension ToolbarItem: DerivesChildEnvironment {
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.inToolbar()
    }
}

private struct ShowsIconsOnlyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The environment of views in a toolbar: labels show their icon only, and text keeps
    /// one whole line (a header bar does not grow taller).
    func inToolbar() -> EnvironmentValues {
        var environment = self
        environment.showsIconsOnly = true
        environment.textBreaks = .never
        return environment
    }

    /// Whether a ``Label`` shows its icon only (true in a toolbar).
    var showsIconsOnly: Bool {
        get { self[ShowsIconsOnlyKey.self] }
        set { self[ShowsIconsOnlyKey.self] = newValue }
    }
}

/// A window chrome compared by identity.
public struct ChromeReference: Equatable {
    public let chrome: WindowChrome
    public static func == (lhs: ChromeReference, rhs: ChromeReference) -> Bool { lhs.chrome === rhs.chrome }
}

/// What a toolbar item's widget shows: its views go to the header bar of `chrome`'s window
/// (where a backend draws one; in the content otherwise).
public struct ToolbarItemProperties: Equatable {
    public var placement: ToolbarItemPlacement
    public var chrome: ChromeReference?
    /// Whether the item's navigation page is the one shown: a page covered by a pushed page
    /// has disappeared, and its toolbar items with it (SwiftUI shows the top page's items).
    public var isOnShownPage = true
}

/// The views of a `.toolbar { }` outside any ``ToolbarItem`` (`.toolbar { EditButton() }`):
/// they go at the end of the header bar, as SwiftUI puts them in the toolbar. The items
/// inside place themselves; with nothing else, this shows nothing.
public struct ToolbarContent<Content: View>: PrimitiveView {
    public let content: Content

    public func properties(in environment: EnvironmentValues) -> ToolbarContentProperties {
        ToolbarContentProperties(
            chrome: environment.windowChrome.map(ChromeReference.init), isOnShownPage: environment.isOnShownPage)
    }
}

extension ToolbarContent: DerivesChildEnvironment {
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.inToolbar()
    }
}

/// What the widget of a ``ToolbarContent`` shows: its views go at the end of the header bar
/// of `chrome`'s window.
public struct ToolbarContentProperties: Equatable {
    public var chrome: ChromeReference?
    /// Whether the toolbar's navigation page is the one shown (see ``ToolbarItemProperties``).
    public var isOnShownPage = true
}

extension View {
    /// Puts `content` in the window's header bar: each ``ToolbarItem`` where its placement
    /// says (`.navigation` and `.cancellationAction` at the start, the others at the end),
    /// and views outside any `ToolbarItem` (`.toolbar { EditButton() }`) at the end, as
    /// SwiftUI puts them in the toolbar. They belong to this view: they go when it goes.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        let items = content()
        return Group {
            self
            ToolbarContent(content: items)
        }
    }
}
