import Cells
import CellsTesting
import Testing

/// Issue 46: `TabView` as SwiftUI documents it: tabs labelled by `.tabItem`, chosen by a
/// selection binding (both ways) or remembered without one; each tab keeps its state while
/// another shows; `onAppear`/`onDisappear` follow the tab shown; `.badge` counts.
@MainActor
@Suite struct TabViewTests {
    enum Tab: Hashable { case library, search, settings }

    /// A tab with state of its own and a record of its appearances.
    struct Counter: View {
        let name: String
        let log: EventLog
        @Owned private var taps = 0
        var body: some View {
            VStack {
                Text("\(name) \(taps)")
                Button("Tap \(name)") { taps += 1 }
            }
            .onAppear { log.events.append("appear \(name)") }
            .onDisappear { log.events.append("disappear \(name)") }
        }
    }

    final class EventLog {
        var events: [String] = []
    }

    struct Tabs: View {
        @Binding var tab: Tab
        let log: EventLog
        var body: some View {
            TabView(selection: $tab) {
                Counter(name: "Library", log: log)
                    .tabItem { Label("Library", systemImage: "books.vertical") }
                    .tag(Tab.library)
                Counter(name: "Search", log: log)
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag(Tab.search)
                    .badge(3)
                Counter(name: "Settings", log: log)
                    .tabItem { Text("Settings") }
                    .tag(Tab.settings)
            }
        }
    }

    struct Owner: View {
        @Owned var tab = Tab.library
        let log: EventLog
        var body: some View {
            VStack {
                Text("tab \(String(describing: tab))")
                Button("Go to Settings") { tab = .settings }
                Tabs(tab: $tab, log: log)
            }
        }
    }

    @Test func theTabsAreLabelledByTheirTabItemsWithIconsAndBadges() throws {
        let host = ViewHost(Owner(log: EventLog()))
        #expect(host.tabTitles == ["Library", "Search", "Settings"])
        let tabs = try #require(host.tabs)
        #expect(tabs.tabs[0].iconName != nil, "a Label's icon is the tab's")
        #expect(tabs.tabs[1].badge == 3)
        #expect(tabs.tabs[2].iconName == nil, "a Text label has no icon")
        #expect(host.selectedTabTitle == "Library")
        _ = try host.label("Library 0")
        #expect(throws: (any Error).self) { try host.label("Search 0") }  // another tab is not on screen
    }

    @Test func choosingATabWritesTheSelectionAndWritingTheSelectionSwitchesTheTab() throws {
        let host = ViewHost(Owner(log: EventLog()))
        try host.selectTab("Search")
        _ = try host.label("tab search")
        _ = try host.label("Search 0")
        #expect(host.selectedTabTitle == "Search")
        try host.tap("Go to Settings")
        #expect(host.selectedTabTitle == "Settings")
        _ = try host.label("Settings 0")
    }

    @Test func eachTabKeepsItsStateWhileAnotherIsShown() throws {
        let host = ViewHost(Owner(log: EventLog()))
        try host.tap("Tap Library")
        try host.tap("Tap Library")
        try host.selectTab("Search")
        try host.tap("Tap Search")
        try host.selectTab("Library")
        _ = try host.label("Library 2")
        try host.selectTab("Search")
        _ = try host.label("Search 1")
    }

    @Test func onAppearAndOnDisappearFollowTheTabShown() throws {
        let log = EventLog()
        let host = ViewHost(Owner(log: log))
        #expect(log.events == ["appear Library"], "only the shown tab has appeared")
        try host.selectTab("Search")
        // SwiftUI does not order one tab's disappearance against the other's appearance.
        #expect(log.events.count == 3 && Set(log.events.suffix(2)) == ["disappear Library", "appear Search"], "\(log.events)")
        try host.selectTab("Library")
        #expect(log.events.count == 5 && Set(log.events.suffix(2)) == ["disappear Search", "appear Library"], "\(log.events)")
    }

    /// Without a selection binding, the tab view remembers the user's choice itself.
    @Test func withoutASelectionTheTabViewRemembersTheChoice() throws {
        struct Plain: View {
            @Owned private var counter = 0
            var body: some View {
                VStack {
                    Button("Refresh") { counter += 1 }
                    TabView {
                        Text("First page \(counter)").tabItem { Text("First") }
                        Text("Second page \(counter)").tabItem { Text("Second") }
                    }
                }
            }
        }
        let host = ViewHost(Plain())
        #expect(host.selectedTabTitle == "First")
        try host.selectTab("Second")
        _ = try host.label("Second page 0")
        try host.tap("Refresh")
        _ = try host.label("Second page 1")  // the parent's update keeps the chosen tab
        #expect(host.selectedTabTitle == "Second")
    }

    /// Tabs from a `ForEach`: each element's id is its tab's tag.
    @Test func forEachTabsAreTaggedByTheirIDs() throws {
        struct Shelves: View {
            @Owned var shown = "B"
            var body: some View {
                VStack {
                    Text("shown \(shown)")
                    TabView(selection: $shown) {
                        ForEach(["A", "B", "C"], id: \.self) { name in
                            Text("Shelf \(name)").tabItem { Text(name) }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Shelves())
        #expect(host.tabTitles == ["A", "B", "C"])
        #expect(host.selectedTabTitle == "B")
        try host.selectTab("C")
        _ = try host.label("shown C")
        _ = try host.label("Shelf C")
    }
}

/// `ViewThatFits` headlessly: with no screen to measure, its first view shows; every view keeps
/// its state.
@MainActor
@Suite struct ViewThatFitsTests {
    @Test func theFirstViewShowsWithoutAScreen() throws {
        let host = ViewHost(ViewThatFits(in: .horizontal) {
            Text("Save Draft and Send Now")
            Text("Send")
        })
        _ = try host.label("Save Draft and Send Now")
        #expect(throws: (any Error).self) { try host.label("Send") }
    }
}

/// `.badge` with a text, as SwiftUI spells it: a whole number is a count, another text marks
/// the tab (libadwaita 1.2's switcher shows counts and an attention dot), nil shows nothing.
@MainActor
@Suite struct TabTextBadgeTests {
    struct Badged: View {
        @Owned var unread: String? = "New"
        var body: some View {
            VStack {
                Button("Read") { unread = nil }
                TabView {
                    Text("inbox").tabItem { Text("Inbox") }.badge(Text("12"))
                    Text("news").tabItem { Text("News") }.badge(unread)
                    Text("drafts").tabItem { Text("Drafts") }.badge("Draft" as LocalizedStringKey)
                    Text("sent").tabItem { Text("Sent") }.badge(nil as Text?)
                }
            }
        }
    }

    @Test func aTextBadgeIsACountOrAMarkAndNilIsNone() throws {
        let host = ViewHost(Badged())
        let tabs = try #require(host.tabs).tabs
        #expect(tabs.map(\.badge) == [12, nil, nil, nil])
        #expect(tabs.map(\.badgeText) == [nil, "New", "Draft", nil])
        try host.tap("Read")
        #expect(try #require(host.tabs).tabs[1].badgeText == nil, "the badge goes when its text does")
    }
}
