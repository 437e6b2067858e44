import Cells
import CellsTesting
import Testing

/// Issue 46: `NavigationSplitView` as SwiftUI documents it: a sidebar `List(selection:)`
/// driving the detail, both ways; folded (a narrow window), a choice shows the next column
/// and Back returns; `columnVisibility`; three columns; each column's title its own.
@MainActor
@Suite struct NavigationSplitViewTests {
    struct Shelves: View {
        @Binding var shelf: String?
        var visibility: Binding<NavigationSplitViewVisibility>?

        var body: some View {
            if let visibility {
                NavigationSplitView(columnVisibility: visibility) { sidebar } detail: { detail }
            } else {
                NavigationSplitView { sidebar } detail: { detail }
            }
        }

        private var sidebar: some View {
            List(["Novels", "History"], id: \.self, selection: $shelf) { Text($0) }
                .navigationTitle("Shelves")
        }

        @ViewBuilder private var detail: some View {
            if let shelf {
                Text("Shelf \(shelf)").navigationTitle(shelf)
            } else {
                Text("No shelf")
            }
        }
    }

    struct Owner: View {
        @Owned var shelf: String?
        @Owned var visibility = NavigationSplitViewVisibility.all
        let bindsVisibility: Bool

        var body: some View {
            VStack {
                Button("Pick History") { shelf = "History" }
                Button("Detail Only") { visibility = .detailOnly }
                Shelves(shelf: $shelf, visibility: bindsVisibility ? $visibility : nil)
            }
        }
    }

    @Test func wideTheSidebarAndTheDetailShowSideBySideAndTheSelectionGoesBothWays() throws {
        let host = ViewHost(Owner(bindsVisibility: false), environment: Self.windowEnvironment())
        _ = try host.label("Novels")
        _ = try host.label("No shelf")
        try host.selectRow(0)
        _ = try host.label("Shelf Novels")
        _ = try host.label("Novels")  // the sidebar stays
        try host.tap("Pick History")
        _ = try host.label("Shelf History")
        #expect(host.selectedRows == [1], "a selection written by the model shows in the sidebar")
    }

    @Test func foldedAChoiceShowsTheDetailAndBackReturnsToTheSidebar() throws {
        let environment = Self.windowEnvironment()
        let host = ViewHost(Owner(bindsVisibility: false), environment: environment)
        try host.foldSplitView(true)
        _ = try host.label("Novels")
        #expect(throws: (any Error).self) { try host.label("No shelf") }  // one column at a time
        try host.selectRow(0)
        _ = try host.label("Shelf Novels")
        #expect(throws: (any Error).self) { try host.label("History") }
        #expect(environment.windowChrome?.canGoBack == true, "the window's Back button shows")
        try host.goBack()
        _ = try host.label("History")
        #expect(environment.windowChrome?.canGoBack == false)
        try host.foldSplitView(false)
        _ = try host.label("Shelf Novels")
        _ = try host.label("History")
    }

    @Test func columnVisibilityHidesTheSidebarOfAWideWindow() throws {
        let host = ViewHost(Owner(bindsVisibility: true), environment: Self.windowEnvironment())
        _ = try host.label("Novels")
        try host.tap("Detail Only")
        #expect(throws: (any Error).self) { try host.label("Novels") }
        _ = try host.label("No shelf")
    }

    /// The window's title is the detail's; the sidebar's title is its own.
    @Test func theSidebarsTitleIsItsOwnAndTheWindowsIsTheDetails() throws {
        let environment = Self.windowEnvironment()
        let host = ViewHost(Owner(bindsVisibility: false), environment: environment)
        try host.selectRow(1)
        #expect(environment.windowChrome?.title == "History")
        #expect(host.splitView?.sidebarChrome.chrome.title == "Shelves")
    }

    @Test func threeColumnsFoldOneAtATime() throws {
        struct Mail: View {
            @Owned private var folder: String?
            @Owned private var message: String?
            var body: some View {
                NavigationSplitView {
                    List(["Inbox", "Sent"], id: \.self, selection: $folder) { Text($0) }
                } content: {
                    List(["Hello", "Re: Hello"], id: \.self, selection: $message) { Text("\(folder ?? "-"): \($0)") }
                } detail: {
                    Text("Reading \(message ?? "nothing")")
                }
            }
        }
        let environment = Self.windowEnvironment()
        let host = ViewHost(Mail(), environment: environment)
        #expect(host.splitView?.hasContentColumn == true)
        try host.foldSplitView(true)
        try host.selectRow(0)
        _ = try host.label("Inbox: Hello")
        try host.selectRow(1)
        _ = try host.label("Reading Re: Hello")
        try host.goBack()
        _ = try host.label("Inbox: Hello")
        try host.goBack()
        _ = try host.label("Sent")
    }

    @Test func threeColumnsTakeBothBindings() throws {
        struct Mail: View {
            @Owned private var visibility = NavigationSplitViewVisibility.doubleColumn
            @Owned private var column = NavigationSplitViewColumn.content
            var body: some View {
                VStack {
                    Text("showing \(String(describing: column))")
                    NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                        Text("Folders")
                    } content: {
                        Text("Messages")
                    } detail: {
                        Text("Message")
                    }
                }
            }
        }
        let host = ViewHost(Mail(), environment: Self.windowEnvironment())
        let split = try #require(host.splitView)
        #expect(split.hasContentColumn && split.visibility == .doubleColumn && split.compactColumn == .content)
        try host.foldSplitView(true)
        try host.goBack()
        _ = try host.label("showing sidebar")
        #expect(host.splitView?.compactColumn == .sidebar, "going back writes the compact column")
    }

    /// A window's chrome with a back button, as a GTK window has.
    private static func windowEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.windowChrome = WindowChrome()
        return environment
    }
}
