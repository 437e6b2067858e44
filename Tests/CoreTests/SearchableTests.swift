import Cells
import CellsTesting
import Testing

private let fruits = ["Apple", "Apricot", "Banana", "Cherry"]

/// A filtered list, as the SwiftUI documentation's example: the binding filters the rows.
private struct FruitSearch: View {
    @Owned var query = ""

    var body: some View {
        VStack {
            ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
            SearchStatus()
        }
        .searchable(text: $query, prompt: "Find a fruit")
    }
}

/// Reads the search's environment, as a view inside the searchable content does.
private struct SearchStatus: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        Text(isSearching ? "Searching" : "Not searching")
        Button("Done") { dismissSearch() }
    }
}

private struct PresentedSearch: View {
    @Owned var query = ""
    @Owned var isPresented = false

    var body: some View {
        VStack {
            Text("Shown: \(isPresented)")
            Button("Find") { isPresented = true }
            SearchStatus()
        }
        .searchable(text: $query, isPresented: $isPresented, prompt: Text("Filter"))
    }
}

@MainActor @Suite struct SearchableTests {
    @Test func typingWritesTheBindingAtEachKeystroke() throws {
        let host = ViewHost(FruitSearch())
        #expect(host.labelTexts.filter { fruits.contains($0) } == fruits)
        try host.typeSearch("a")
        #expect(host.search?.text == "a")
        #expect(host.labelTexts.filter { fruits.contains($0) } == ["Apple", "Apricot", "Banana"])
        try host.typeSearch("p")
        #expect(host.labelTexts.filter { fruits.contains($0) } == ["Apple", "Apricot"], "each keystroke filters, as SwiftUI writes the text as the user types")
        try host.typeSearch("r")
        #expect(host.labelTexts.filter { fruits.contains($0) } == ["Apricot"])
    }

    @Test func thePromptIsTheFieldsPlaceholder() throws {
        #expect(ViewHost(FruitSearch()).search?.prompt == "Find a fruit")
        #expect(ViewHost(PresentedSearch()).search?.prompt == "Filter")
        struct Plain: View {
            @Owned var query = ""
            var body: some View { Text("x").searchable(text: $query) }
        }
        #expect(ViewHost(Plain()).search?.prompt == "Search", "SwiftUI's default prompt")
    }

    @Test func isSearchingFollowsTheSearchBar() throws {
        let host = ViewHost(FruitSearch())
        _ = try host.label("Not searching")
        #expect(host.search?.isPresented == false, "the bar starts closed")
        try host.openSearch()
        _ = try host.label("Searching")
        try host.typeSearch("ch")
        #expect(host.labelTexts.contains("Cherry"))
        try host.closeSearch()
        _ = try host.label("Not searching")
        #expect(host.search?.text == "", "closing the bar clears the text")
        #expect(host.labelTexts.filter { fruits.contains($0) } == fruits)
    }

    @Test func dismissSearchClosesTheBarAndClearsTheText() throws {
        let host = ViewHost(FruitSearch())
        try host.typeSearch("ban")
        _ = try host.label("Searching")
        try host.tap("Done")
        #expect(host.search?.isPresented == false)
        #expect(host.search?.text == "")
        _ = try host.label("Not searching")
        #expect(host.labelTexts.filter { fruits.contains($0) } == fruits)
    }

    @Test func anIsPresentedBindingOpensAndReportsTheBar() throws {
        let host = ViewHost(PresentedSearch())
        _ = try host.label("Shown: false")
        try host.tap("Find")
        #expect(host.search?.isPresented == true, "the app opened the search bar")
        _ = try host.label("Searching")
        try host.closeSearch()
        _ = try host.label("Shown: false")
        _ = try host.label("Not searching")
    }

    @Test func aSearchTheAppStartsWithIsShown() throws {
        struct Restored: View {
            @Owned var query = "ban"
            var body: some View {
                VStack {
                    ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                    SearchStatus()
                }
                .searchable(text: $query)
            }
        }
        let host = ViewHost(Restored())
        #expect(host.search?.isPresented == true, "the filter at work is on screen")
        _ = try host.label("Searching")
        try host.closeSearch()
        #expect(host.labelTexts.filter { fruits.contains($0) } == fruits)
    }

    @Test func dismissSearchOutsideASearchDoesNothing() throws {
        struct Outside: View {
            @Environment(\.dismissSearch) private var dismissSearch
            @Environment(\.isSearching) private var isSearching
            var body: some View { Button(isSearching ? "yes" : "no") { dismissSearch() } }
        }
        let host = ViewHost(Outside())
        try host.tap("no")
        _ = try host.button("no")
    }
}

@MainActor @Suite struct ContentUnavailableViewTests {
    @Test func theSearchPageSaysWhatWasSearchedFor() throws {
        struct Results: View {
            @Owned var query = ""
            var body: some View {
                VStack {
                    if query == "kiwi" { ContentUnavailableView.search(text: query) }
                    if query.isEmpty { ContentUnavailableView.search }
                }
                .searchable(text: $query)
            }
        }
        let host = ViewHost(Results())
        _ = try host.label("No Results")
        _ = try host.label("Check the spelling or try a new search.")
        try host.typeSearch("kiwi")
        _ = try host.label("No Results for “kiwi”")
        #expect(try host.widget(of: ImageProperties.self).properties(as: ImageProperties.self)?.source == .icon("system-search-symbolic"))
    }

    @Test func titleIconDescriptionAndActions() throws {
        struct Empty: View {
            @Owned var refreshed = false
            var body: some View {
                ContentUnavailableView {
                    Label("No Mail", systemImage: "tray")
                } description: {
                    Text(refreshed ? "Still nothing." : "New mail appears here.")
                } actions: {
                    Button("Refresh") { refreshed = true }
                }
            }
        }
        let host = ViewHost(Empty())
        #expect(host.labelTexts == ["No Mail", "New mail appears here.", "Refresh"], "icon, title, description, actions, in order")
        try host.tap("Refresh")
        _ = try host.label("Still nothing.")
        let short = ViewHost(ContentUnavailableView("Nothing Here", systemImage: "tray", description: Text("Add something.")))
        #expect(short.labelTexts == ["Nothing Here", "Add something."])
        #expect(ViewHost(ContentUnavailableView("Bare", systemImage: "tray")).labelTexts == ["Bare"])
    }
}
