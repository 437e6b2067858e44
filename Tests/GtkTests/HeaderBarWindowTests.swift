import CGtk
import CellsGtk
import Gtk
import XCTest

/// The header bar: `.navigationTitle`, the back button, Escape and Alt+Left.
final class HeaderBarWindowTests: XCTestCase {
    struct InnerPage: View {
        var body: some View {
            Text("Inner").navigationTitle("Inner Page")
        }
    }

    struct Home: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", destination: InnerPage())
            }
            .navigationTitle("Home")
        }
    }

    /// A link to a page that gives itself no title.
    struct Untitled: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Next", destination: Text("Page two"))
            }
            .navigationTitle("Scores")
        }
    }

    @MainActor private static func title(of hosted: HostedWindow) -> String {
        String(cString: gtk_window_get_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(hosted.window.rawPointer))))
    }

    /// Presses the window's keyboard shortcut `accelerator` ("Escape", "<Alt>Left"): runs the
    /// action of the shortcut whose trigger it is, as GTK does for that key. Returns whether
    /// a shortcut took it.
    @MainActor private static func press(_ accelerator: String, in hosted: HostedWindow) -> Bool {
        pressShortcut(on: hosted.window.widgetPointer) { $0 == accelerator }
    }

    func testNavigationTitleAndTheBackButtonInTheHeaderBar() throws {
        try onMainActor {
            let window = try RealWindow(Home(), title: "Test")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertEqual(Self.title(of: hosted), "Home")
            XCTAssertFalse(hosted.backButton.isVisible)
            try window.click("Open")
            XCTAssertEqual(Self.title(of: hosted), "Inner Page")
            XCTAssertTrue(hosted.backButton.isVisible)
            XCTAssertFalse(window.labelTexts.contains("‹ Back"), "the back button is in the header bar, not the page")
            cells_emit_signal(hosted.backButton.rawPointer, "clicked")
            window.settle()
            XCTAssertEqual(Self.title(of: hosted), "Home")
            XCTAssertFalse(hosted.backButton.isVisible)
        }
    }

    func testEscapeAndAltLeftGoBack() throws {
        try onMainActor {
            let window = try RealWindow(Home(), title: "Test")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertFalse(Self.press("Escape", in: hosted), "nothing to go back to: Escape goes on to other widgets")
            for key in ["Escape", "<Alt>Left"] {
                try window.click("Open")
                XCTAssertEqual(Self.title(of: hosted), "Inner Page")
                XCTAssertTrue(Self.press(key, in: hosted), key)
                XCTAssertEqual(Self.title(of: hosted), "Home", key)
                XCTAssertNoThrow(try window.button("Open"))
            }
        }
    }

    /// As in SwiftUI, the link's text is not the pushed page's title: a page pushed by "Next"
    /// without a `.navigationTitle` of its own leaves the window's title as it was.
    func testAPageWithoutATitleKeepsTheWindowsTitleNotTheLinksText() throws {
        try onMainActor {
            let window = try RealWindow(Untitled(), title: "Test")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertEqual(Self.title(of: hosted), "Scores")
            try window.realClick("Next")
            XCTAssertNoThrow(try window.label("Page two"))
            XCTAssertTrue(hosted.backButton.isVisible)
            XCTAssertEqual(Self.title(of: hosted), "Scores")
        }
    }

    /// `.navigationSubtitle` is the subtitle of libadwaita's window title, under the title,
    /// following the shown page: a pushed page's own, gone with it.
    func testNavigationSubtitleShowsUnderTheTitleAndFollowsThePage() throws {
        struct Counted: View {
            @Owned private var count = 3
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Add") { count += 1 }
                        NavigationLink("Open", destination: Text("Inner").navigationTitle("Inner").navigationSubtitle("A page"))
                    }
                    .navigationTitle("Books")
                    .navigationSubtitle("\(count) books")
                }
            }
        }
        try onMainActor {
            let window = try RealWindow(Counted())
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let title = hosted.headerBar.windowTitle
            XCTAssertEqual(title.title, "Books")
            XCTAssertEqual(title.subtitle, "3 books")
            XCTAssertTrue(window.isA(title.widgetPointer, adw_window_title_get_type()), "libadwaita's window title")
            try window.realClick("Add")
            XCTAssertEqual(title.subtitle, "4 books", "a subtitle follows its value")
            try window.realClick("Open")
            XCTAssertEqual(title.subtitle, "A page")
            try window.realKey("Escape")
            XCTAssertEqual(title.subtitle, "4 books", "the page's subtitle went with it")
        }
    }
}
