import Cells

/// Tabs as a user chooses them: a click on a tab of a `TabView`'s switcher (or its keys).
extension ViewHost {
    /// What the tab view on screen shows: its tabs' labels and the one shown.
    public var tabs: TabStackProperties? {
        widgets(of: TabStackProperties.self).first?.properties(as: TabStackProperties.self)
    }

    /// The titles of the tab view's tabs, in order.
    public var tabTitles: [String] { tabs?.tabs.map(\.title) ?? [] }

    /// The title of the tab shown.
    public var selectedTabTitle: String? {
        guard let tabs, tabs.tabs.indices.contains(tabs.selectedTab) else { return nil }
        return tabs.tabs[tabs.selectedTab].title
    }

    /// Chooses the tab titled `title`, as a click on it in the view switcher does.
    public func selectTab(_ title: String) throws {
        let stack = try widget(of: TabStackProperties.self, "tab view")
        guard let index = stack.properties(as: TabStackProperties.self)?.tabs.firstIndex(where: { $0.title == title }) else {
            throw ViewHostError.notFound("tab \"\(title)\"", onScreen: tabTitles)
        }
        try perform(TabStackActions.self, on: stack) { $0.select(index) }
    }
}
