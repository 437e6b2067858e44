/// Views shown one at a time, chosen from a row of tabs, as SwiftUI's `TabView`: each child
/// is a tab, labelled by its `.tabItem { Label(…) }` and identified by its `.tag(…)` (or its
/// place, or a `ForEach` element's id). Every tab keeps its views and their state while
/// another is shown; `onAppear`, `onDisappear` and `.task` follow the tab that is shown.
///
/// On GNOME it is libadwaita's view stack: the tabs are a view switcher in the window's header
/// bar, which moves to a bar at the bottom of a window too narrow for it (a phone's 360
/// pixels), as GNOME's own apps do.
///
/// ```swift
/// @Owned private var tab = Tab.library
///
/// TabView(selection: $tab) {
///     LibraryView()
///         .tabItem { Label("Library", systemImage: "books.vertical") }
///         .tag(Tab.library)
///     SearchView()
///         .tabItem { Label("Search", systemImage: "magnifyingglass") }
///         .tag(Tab.search)
///         .badge(3)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>?
    private let content: Content
    /// The shown tab's key, without a `selection` binding (nil: the first tab).
    @Owned private var ownSelection: AnyHashable?
    @OwnedObject private var visibilities = TabVisibilities()
    /// Whether the page this tab view is on is shown (not covered by a pushed page).
    @Environment(\.isOnShownPage) private var isOnShownPage
    @Environment(\.windowChrome) private var chrome
    @Environment(\.tabViewStyle) private var style

    /// Tabs whose shown one is `selection`: a tab shows when its tag equals it, and choosing
    /// a tab writes its tag.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let tabs = TabContents.split(content)
        let keys = tabs.map(\.key)
        let shownIndex = shownTabIndex(in: tabs)
        let isShown = isOnShownPage
        let visibilities = self.visibilities
        let tabVisibilities = DependencyTracker.untracked {
            visibilities.update(keys: keys, shown: shownIndex.map { keys[$0] }, isShown: isShown)
        }
        var pages: [KeyedView] = []
        for (index, tab) in tabs.enumerated() {
            pages.append(KeyedView(key: .id(tab.key), view: tab.view.environment(\.navigationPage, tabVisibilities[index])))
        }
        let selection = self.selection
        let ownSelection = $ownSelection
        return TabStack(
            pages: pages,
            properties: TabStackProperties(
                tabs: tabs.map { TabStackProperties.Tab(title: $0.title, iconName: $0.iconName, badge: $0.badge, badgeText: $0.badgeText) },
                selectedTab: shownIndex ?? 0, style: style, chrome: chrome.map(ChromeReference.init), isShown: isShown),
            select: { index in
                guard tabs.indices.contains(index) else { return }
                if let selection {
                    // The tab's tag (or its ForEach element's id) as the selection's type.
                    if let value = tabs[index].tag?.base as? SelectionValue, value != selection.wrappedValue {
                        selection.wrappedValue = value
                    }
                } else if ownSelection.wrappedValue != tabs[index].key {
                    ownSelection.wrappedValue = tabs[index].key
                }
            })
    }

    /// The tab shown: the one tagged with the selection, else the first.
    private func shownTabIndex(in tabs: [TabContents.Tab]) -> Int? {
        guard !tabs.isEmpty else { return nil }
        if let selection {
            let value = AnyHashable(selection.wrappedValue)
            return tabs.firstIndex { $0.tag == value } ?? 0
        }
        return ownSelection.flatMap { key in tabs.firstIndex { $0.key == key } } ?? 0
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs without a selection binding: the first is shown, and the tab view remembers the
    /// one the user chose.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// How a ``TabView`` shows its tabs.
public enum TabViewStyle: Hashable, Sendable {
    /// Tabs chosen with a view switcher (GNOME's: in the header bar, or at the bottom when
    /// the window is narrow).
    case automatic
    /// Pages side by side, swiped or scrolled through, with dots showing which is shown
    /// (libadwaita's carousel and its indicator dots).
    case page

    /// SwiftUI's sidebar-adaptable style: the view switcher here.
    public static let sidebarAdaptable = TabViewStyle.automatic
    /// SwiftUI's tab bar style: the view switcher here.
    public static let tabBarOnly = TabViewStyle.automatic

    /// `.page(indexDisplayMode:)`: the page style (its dots always show).
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyle { .page }
}

/// Whether a page-style tab view shows its dots (always, here: GNOME's carousel shows them).
public enum PageIndexDisplayMode: Hashable, Sendable {
    case automatic, always, never
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyle.automatic
}

extension EnvironmentValues {
    /// How tab views below show their tabs. Set with `.tabViewStyle(_:)`.
    public var tabViewStyle: TabViewStyle {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Shows the tab views in this view with `style`.
    public func tabViewStyle(_ style: TabViewStyle) -> some View {
        environment(\.tabViewStyle, style)
    }

    /// The label of this view's tab in a ``TabView``: a `Label` with a title and an icon, a
    /// `Text`, or an `Image`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label(), badge: nil)
    }

    /// A count shown on this view's tab (nothing for 0), as a tab's badge in SwiftUI.
    public func badge(_ count: Int) -> some View {
        TabItemView(content: self, label: nil, badge: count == 0 ? nil : count)
    }

    /// A text shown on this view's tab (nothing for nil), as SwiftUI's `.badge(Text("New"))`.
    /// A text that is a whole number shows as a count; libadwaita 1.2's switcher shows no
    /// other text, so any other text is its attention dot, read by screen readers as the text.
    public func badge(_ text: Text?) -> some View {
        let content = text?.content
        let count = content.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return TabItemView(content: self, label: nil, badge: count == 0 ? nil : count,
                           badgeText: count == nil && content?.isEmpty == false ? content : nil)
    }

    /// The translation of `key` on this view's tab (nothing for nil); see `badge(_:)`.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// A string shown on this view's tab as it is (nothing for nil).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text(verbatim: String($0)) })
    }
}
