import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class SearchLog {
    var query = ""
}

/// A searchable list, as SwiftUI's documentation shows one: the binding filters the rows,
/// and an empty result shows `ContentUnavailableView.search`.
private struct Fruits: View {
    let log: SearchLog
    @Owned private var query = ""
    private let all = ["Apple", "Apricot", "Banana", "Cherry"]

    var body: some View {
        let shown = all.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        VStack {
            Button("Nothing") {}
            TextField("Note", text: .constant(""))
            if shown.isEmpty {
                ContentUnavailableView.search(text: query)
            } else {
                ForEach(shown, id: \.self) { Text($0) }
            }
        }
        .searchable(text: $query, prompt: "Find a fruit")
        .onChange(of: query) { _, new in log.query = new }
    }
}

/// A searchable root page with a page to push over it.
private struct SearchUnderNavigation: View {
    @Owned private var query = ""

    var body: some View {
        NavigationStack {
            VStack {
                Text("Query: \(query)")
                NavigationLink("Details", destination: Text("Detail page"))
            }
            .searchable(text: $query)
        }
    }
}

/// GNOME's search pattern for `.searchable`, with real keys and clicks: the header bar's
/// search button, Ctrl+F, typing, Escape.
final class SearchableWindowTests: XCTestCase {


    func testTheHeaderBarHasASearchButtonAndTheBarStartsClosed() throws {
        try onMainActor {
            let window = try RealWindow(Fruits(log: SearchLog()))
            defer { window.close() }
            let (bar, entry, button) = try searchParts(window)
            XCTAssertFalse(searchBarIsOpen(bar))
            XCTAssertEqual(gtk_widget_get_visible(button), 1)
            XCTAssertEqual(gtk_button_get_icon_name(UnsafeMutablePointer<GtkButton>(OpaquePointer(button))).map { String(cString: $0) }, "system-search-symbolic")
            XCTAssertEqual(GObjectHandle(retaining: UnsafeMutableRawPointer(entry)).stringProperty("placeholder-text"), "Find a fruit", "the prompt")
            XCTAssertEqual(gtk_widget_get_mapped(entry), 0, "the entry is hidden")
        }
    }

    func testControlFOpensTheBarAndFocusesTheEntry() throws {
        try onMainActor {
            let log = SearchLog()
            let window = try RealWindow(Fruits(log: log))
            defer { window.close() }
            let (bar, entry, button) = try searchParts(window)
            try window.realKey("f", modifiers: [.control])
            XCTAssertTrue(searchBarIsOpen(bar), "Ctrl+F opened the search bar")
            XCTAssertTrue(MainLoop.run(until: { focusIsIn(entry) }, timeout: 1), "the focus is in the search entry")
            XCTAssertEqual(gtk_toggle_button_get_active(UnsafeMutablePointer<GtkToggleButton>(OpaquePointer(button))), 1, "the search button shows the bar open")

            try window.realType("ap")
            XCTAssertEqual(log.query, "ap", "each key press wrote the binding")
            XCTAssertEqual(window.labelTexts.filter { ["Apple", "Apricot", "Banana", "Cherry"].contains($0) }, ["Apple", "Apricot"])

            try window.realKey("Escape")
            XCTAssertFalse(searchBarIsOpen(bar), "Escape closed the bar")
            XCTAssertEqual(log.query, "", "and cleared the text")
            XCTAssertEqual(window.labelTexts.filter { ["Apple", "Apricot", "Banana", "Cherry"].contains($0) }, ["Apple", "Apricot", "Banana", "Cherry"])
            XCTAssertEqual(gtk_toggle_button_get_active(UnsafeMutablePointer<GtkToggleButton>(OpaquePointer(button))), 0)
            GLibLogRecorder.failOnCriticals("searching with Ctrl+F and Escape")
        }
    }

    func testClickingTheSearchButtonTogglesTheBar() throws {
        try onMainActor {
            let log = SearchLog()
            let window = try RealWindow(Fruits(log: log))
            defer { window.close() }
            let (bar, entry, button) = try searchParts(window)
            try window.realClick(button)
            XCTAssertTrue(MainLoop.run(until: { searchBarIsOpen(bar) }, timeout: 1), "the button opened the bar")
            XCTAssertTrue(MainLoop.run(until: { focusIsIn(entry) }, timeout: 1), "with the focus in the entry")
            try window.realType("zz")
            XCTAssertEqual(log.query, "zz")
            _ = try window.label("No Results for “zz”")
            try window.realClick(button)
            XCTAssertTrue(MainLoop.run(until: { !searchBarIsOpen(bar) }, timeout: 1), "the button closed the bar")
            XCTAssertEqual(log.query, "", "closing cleared the text")
            _ = try window.label("Cherry")
        }
    }

    func testTypingWithNoTextFieldFocusedStartsASearch() throws {
        try onMainActor {
            let log = SearchLog()
            let window = try RealWindow(Fruits(log: log))
            defer { window.close() }
            let (bar, _, _) = try searchParts(window)
            try window.realClick("Nothing")  // the focus on a button
            try window.realType("ch")
            XCTAssertTrue(MainLoop.run(until: { log.query == "ch" }, timeout: 1), "typing went to the search: \(log.query)")
            XCTAssertTrue(searchBarIsOpen(bar))
            try window.realKey("Escape")
            XCTAssertFalse(searchBarIsOpen(bar))

            // Typing into a text field stays there.
            try window.realType("pear", intoEntry: "Note")
            XCTAssertFalse(searchBarIsOpen(bar), "typing in a text field does not start a search")
            XCTAssertEqual(log.query, "")
        }
    }

    /// The search button and Ctrl+F belong to the page on screen: a pushed page takes them
    /// away, popping back brings them back; closing the window with the bar open is clean.
    func testAPageCoveringTheSearchTakesItsButtonAndShortcut() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let window = try RealWindow(SearchUnderNavigation())
            let (bar, _, button) = try searchParts(window)
            try window.realClick("Details")
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("Detail page")) != nil && gtk_widget_get_visible(button) == 0 }, timeout: 2),
                          "the pushed page hides the search button")
            try window.realKey("f", modifiers: [.control])
            XCTAssertFalse(searchBarIsOpen(bar), "Ctrl+F does not open a covered page's search")
            try window.realKey("Escape")  // back
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(button) != 0 }, timeout: 2), "back on the root, the button is there again")
            try window.realKey("f", modifiers: [.control])
            XCTAssertTrue(searchBarIsOpen(bar))
            try window.realType("x")
            _ = try window.label("Query: x")
            window.close()
            GLibLogRecorder.assertNoProblems("pushing over a search, and closing the window with the search open")
        }
    }
}

@MainActor private func searchBarIsOpen(_ bar: OpaquePointer) -> Bool { gtk_search_bar_get_search_mode(bar) != 0 }

/// Whether the window's focus is in `entry` (on the search entry's inner text widget).
@MainActor private func focusIsIn(_ entry: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let root = gtk_widget_get_root(entry), let focus = gtk_root_get_focus(root) else { return false }
    return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
}

/// The search bar, its entry, and the header bar's search button of `window`.
@MainActor private func searchParts(_ window: RealWindow) throws -> (bar: OpaquePointer, entry: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>) {
    let bar = OpaquePointer(try window.widget(ofType: gtk_search_bar_get_type(), "search bar"))
    let entry = try window.widget(ofType: gtk_search_entry_get_type(), "search entry")
    let headerBar = try XCTUnwrap(window.hosted).headerBar.widgetPointer
    let button = try XCTUnwrap(widgets(ofType: gtk_toggle_button_get_type(), at: headerBar).first { widget in
        gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } == "Search"
    }, "a search button in the header bar")
    return (bar, entry, button)
}
