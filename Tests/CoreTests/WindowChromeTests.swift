import Cells
import CellsTesting
import Testing

@MainActor
@Suite struct WindowChromeTests {
    struct InnerPage: View {
        var body: some View {
            Text("Inner").navigationTitle("Inner Page")
        }
    }

    struct Home: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", destination: InnerPage())
                NavigationLink("Plain", destination: Text("Plain page"))
            }
            .navigationTitle("Home")
        }
    }

    private func headerBarHost<V: View>(_ view: V) -> ViewHost {
        var environment = EnvironmentValues()
        environment.windowChrome = WindowChrome()
        return ViewHost(view, environment: environment)
    }

    @Test func aPushedPageShowsItsTitleAndTheHeaderBarsBackButtonPopsIt() throws {
        let host = headerBarHost(Home())
        #expect(host.navigationTitle == "Home")
        #expect(!host.canGoBack)
        try host.tap("Open")
        #expect(host.navigationTitle == "Inner Page")
        #expect(host.canGoBack)
        #expect(throws: ViewHostError.self) { try host.button("‹ Back") }  // the header bar draws it
        try host.goBack()
        #expect(host.navigationTitle == "Home")
        #expect(!host.canGoBack)
        #expect(throws: ViewHostError.self) { try host.goBack() }
    }

    /// SwiftUI's semantics: a link's text is not its page's title; a page without a title of
    /// its own leaves the window's.
    @Test func aPageWithoutItsOwnTitleKeepsTheWindowsTitle() throws {
        let host = headerBarHost(Home())
        try host.tap("Plain")
        #expect(host.canGoBack)
        #expect(host.navigationTitle == "Home")
        try host.goBack()
        #expect(host.navigationTitle == "Home")
    }

    @Test func withoutAHeaderBarPagesKeepTheirBackRow() throws {
        let host = ViewHost(Home())
        try host.tap("Open")
        #expect(host.navigationTitle == "Inner Page")
        try host.tap("‹ Back")
        #expect(host.navigationTitle == "Home")
    }

    struct Detail: View {
        @Owned var showsDetail = false
        var body: some View {
            VStack {
                Toggle("Detail", isOn: $showsDetail)
                if showsDetail { Text("More").navigationTitle("Detail") }
            }
            .navigationTitle(showsDetail ? "Showing" : "Window")
        }
    }

    @Test func theTitleFollowsItsValueAndGoesBackWhenTheViewLeaves() throws {
        let host = ViewHost(Detail())
        #expect(host.navigationTitle == "Window")
        try host.tap(toggle: "Detail")
        #expect(host.navigationTitle == "Detail")
        try host.tap(toggle: "Detail")
        #expect(host.navigationTitle == "Window")
    }
}
