import Cells
import CellsTesting
import Testing

/// A `NavigationLink` that is a row of a `List`, a `Form` or a `Section` is the row itself, as
/// in SwiftUI (the GTK backend draws it flat, across the row, with a chevron); anywhere else,
/// and on a page it pushes, a link is a button.
@MainActor
@Suite struct NavigationLinkRowTests {
    private struct Screen: View {
        var body: some View {
            NavigationStack {
                VStack {
                    List {
                        NavigationLink("In List", value: 1)
                        HStack {
                            NavigationLink(value: 2) { Text("In Row Stack") }
                            Button("Notes") {}
                        }
                    }
                    Form {
                        NavigationLink("In Form", destination: Page())
                        Section("Section") {
                            NavigationLink("In Section", destination: Text("section page"))
                        }
                    }
                    NavigationLink("In VStack", value: 3)
                }
                .navigationDestination(for: Int.self) { Text("value \($0)") }
            }
        }
    }

    /// A page pushed from a list row: its own links are buttons.
    private struct Page: View {
        var body: some View {
            VStack {
                Text("the page")
                NavigationLink("On Page", value: 4)
            }
        }
    }

    private func isRow(_ host: ViewHost, _ title: String) throws -> Bool {
        try #require(try host.button(title).properties(as: ButtonProperties.self)).isNavigationRow
    }

    @Test func aLinkInAListOrFormRowIsTheRow() throws {
        let host = ViewHost(Screen())
        for title in ["In List", "In Row Stack", "In Form", "In Section"] {
            #expect(try isRow(host, title), "\(title) is a row")
            #expect(try host.button(title).properties(as: ButtonProperties.self)?.look == .plain, "\(title) has no frame")
        }
        #expect(try !isRow(host, "In VStack"), "a link outside a list is a button")
        #expect(try host.button("In VStack").properties(as: ButtonProperties.self)?.look == .automatic)
        #expect(try !isRow(host, "Notes"), "a button beside a link in a row stays a button")
    }

    @Test func aPagePushedFromARowShowsItsLinksAsButtons() throws {
        let host = ViewHost(Screen())
        try host.tap("In Form")
        _ = try host.label("the page")
        #expect(try !isRow(host, "On Page"))
        try host.tap("On Page")
        _ = try host.label("value 4")
    }
}

/// `NavigationLink` with its destination built by a closure, as SwiftUI spells it.
@MainActor
@Suite struct NavigationLinkClosureDestinationTests {
    private struct Screen: View {
        @Owned private var visits = 0
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink {
                        Text("details page \(visits)")
                    } label: {
                        Label("Details", systemImage: "info")
                    }
                    NavigationLink("Settings") { Text("settings page") }
                    Button("Visit") { visits += 1 }
                }
            }
        }
    }

    @Test func aLinkPushesTheViewItsClosureBuildsAndFollowsItsState() throws {
        let host = ViewHost(Screen())
        try host.tap("Visit")
        try host.tap("Details")
        _ = try host.label("details page 1")
        try host.goBack()
        try host.tap("Settings")
        _ = try host.label("settings page")
    }
}
