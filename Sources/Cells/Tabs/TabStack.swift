/// A ``TabView``'s widget: its tabs' pages (its children, every one kept), the tabs' labels,
/// and which is shown. A backend shows the labels as a view switcher (or a carousel's dots)
/// and reports the user's choice through ``TabStackActions``.
struct TabStack: PrimitiveView, PrimitiveChildren {
    let pages: [KeyedView]
    let properties: TabStackProperties
    let select: @MainActor (Int) -> Void

    func properties(in environment: EnvironmentValues) -> TabStackProperties {
        properties
    }

    func actions(in environment: EnvironmentValues) -> TabStackActions {
        TabStackActions(select: select)
    }

    var keyedChildren: [KeyedView]? { pages }
}

extension TabStack: HiddenInPaths {}

/// What a tab view's widget shows: one page per tab (its children, in order), each tab's
/// label, and the tab shown.
public struct TabStackProperties: Equatable {
    /// A tab's label.
    public struct Tab: Equatable, Sendable {
        public var title: String
        /// A theme icon's name (a `Label`'s icon), if the label has one.
        public var iconName: String?
        /// A count shown on the tab (`.badge`), if any.
        public var badge: Int?
        /// A text badge (`.badge(Text("New"))`), if any: libadwaita 1.2's switcher shows
        /// counts, so a text shows as its attention dot, and screen readers read the text.
        public var badgeText: String?

        public init(title: String, iconName: String? = nil, badge: Int? = nil, badgeText: String? = nil) {
            self.title = title
            self.iconName = iconName
            self.badge = badge
            self.badgeText = badgeText
        }
    }

    public var tabs: [Tab]
    /// The tab shown, counting from 0.
    public var selectedTab: Int
    public var style: TabViewStyle
    /// The window whose header bar shows the tabs.
    public var chrome: ChromeReference?
    /// Whether the tab view's page is shown (not covered by a pushed page, not another tab's):
    /// only then are its tabs in the header bar.
    public var isShown: Bool

    public init(tabs: [Tab], selectedTab: Int, style: TabViewStyle = .automatic, chrome: ChromeReference? = nil, isShown: Bool = true) {
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.style = style
        self.chrome = chrome
        self.isShown = isShown
    }
}

/// What a tab view's widget reports: the user chose a tab.
public struct TabStackActions {
    /// Shows the tab at this index, writing the selection.
    public let select: @MainActor (Int) -> Void
}

/// Each tab's visibility, kept in the tab view's node by the tab's identity: only the shown
/// tab is shown, and only while the tab view's own page is.
@MainActor
final class TabVisibilities {
    private var tabs: [AnyHashable: PageVisibility] = [:]

    nonisolated init() {}

    func update(keys: [AnyHashable], shown: AnyHashable?, isShown: Bool) -> [PageVisibility] {
        var kept: [AnyHashable: PageVisibility] = [:]
        let result = keys.map { key in
            let visibility = tabs[key] ?? PageVisibility(isShown: false)
            kept[key] = visibility
            return visibility
        }
        tabs = kept
        for (key, visibility) in zip(keys, result) { visibility.set(isShown && key == shown) }
        return result
    }
}
