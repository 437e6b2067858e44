import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Trip {
    var path = NavigationPath()
    var note = "first"
}

/// The root page: state of its own (its taps), and a link pushing a detail page.
private struct RootPage: View {
    let trip: Trip
    @Owned private var taps = 0
    var body: some View {
        VStack {
            Text("root taps \(taps)")
            Button("Tap Root") { taps += 1 }
            NavigationLink("Open Detail", value: "detail")
        }
        .navigationTitle("Root")
        .navigationDestination(for: String.self) { name in DetailPage(trip: trip, name: name) }
    }
}

/// A pushed page showing (and writing) the model.
private struct DetailPage: View {
    let trip: Trip
    let name: String
    var body: some View {
        VStack {
            Text("note \(trip.note)")
            Button("Change Note") { trip.note = "changed" }
        }
        .navigationTitle("Detail \(name)")
    }
}

private struct Trail: View {
    let trip: Trip
    var body: some View {
        @Bindable var trip = trip
        NavigationStack(path: $trip.path) { RootPage(trip: trip) }
    }
}

/// `NavigationStack`/`NavigationLink` (PageStack) driven with real input: a click on a link
/// pushes the page, the header bar's back button, Escape and Alt+Left pop it; the path is
/// written both ways and the root page keeps its state through the round trip.
final class RealInputNavigationTests: XCTestCase {
    @MainActor private static func title(_ window: RealWindow) -> String {
        String(cString: gtk_window_get_title(UnsafeMutableRawPointer(window.hosted!.window.widgetPointer).assumingMemoryBound(to: GtkWindow.self)))
    }

    @MainActor private static func backButton(_ window: RealWindow) -> UnsafeMutablePointer<GtkWidget> {
        window.hosted!.backButton.widgetPointer
    }

    func testClickingALinkPushesThePageAndClickingBackPopsItKeepingTheRootsState() throws {
        try onMainActor {
            let trip = Trip()
            let window = try RealWindow(Trail(trip: trip))
            defer { window.close() }
            try window.realClick("Tap Root")
            try window.realClick("Tap Root")
            XCTAssertNoThrow(try window.label("root taps 2"))
            XCTAssertEqual(gtk_widget_get_visible(Self.backButton(window)), 0, "no back button on the root page")

            try window.realClick("Open Detail")
            window.settle(for: 0.3)  // the stack's slide
            XCTAssertEqual(trip.path.count, 1, "the click pushed a page onto the bound path")
            XCTAssertNoThrow(try window.label("note first"))
            XCTAssertEqual(Self.title(window), "Detail detail")
            XCTAssertNotEqual(gtk_widget_get_visible(Self.backButton(window)), 0, "the back button shows")

            try window.realClick("Change Note")  // a control on the page takes real clicks
            XCTAssertEqual(trip.note, "changed")
            XCTAssertNoThrow(try window.label("note changed"))
            trip.note = "from the model"  // a model write shows on the page
            window.settle()
            XCTAssertNoThrow(try window.label("note from the model"))

            try window.realClick(Self.backButton(window))
            window.settle(for: 0.3)
            XCTAssertEqual(trip.path.count, 0, "the back button popped the page")
            XCTAssertEqual(Self.title(window), "Root")
            XCTAssertEqual(gtk_widget_get_visible(Self.backButton(window)), 0)
            XCTAssertNoThrow(try window.label("root taps 2"), "the root page kept its state")
            XCTAssertThrowsError(try window.label("note from the model"), "the page is gone")
            try window.realClick("Tap Root")
            XCTAssertNoThrow(try window.label("root taps 3"))
        }
    }

    func testEscapeAndAltLeftPopThePage() throws {
        try onMainActor {
            let trip = Trip()
            let window = try RealWindow(Trail(trip: trip))
            defer { window.close() }
            try window.realKey("Escape")  // nothing to go back to
            XCTAssertEqual(trip.path.count, 0)
            XCTAssertNoThrow(try window.button("Open Detail"))
            for (key, modifiers) in [("Escape", RealInput.Modifiers()), ("Left", .alt)] {
                try window.realClick("Open Detail")
                window.settle(for: 0.3)
                XCTAssertEqual(trip.path.count, 1, "pushed before \(key)")
                XCTAssertNoThrow(try window.label("note first"))
                try window.realKey(key, modifiers: modifiers)
                window.settle(for: 0.3)
                XCTAssertEqual(trip.path.count, 0, "\(key) popped the page")
                XCTAssertEqual(Self.title(window), "Root", key)
                XCTAssertNoThrow(try window.button("Open Detail"), key)
            }
        }
    }

    func testAPathWritePushesAPageThatTheBackButtonPops() throws {
        try onMainActor {
            let trip = Trip()
            let window = try RealWindow(Trail(trip: trip))
            defer { window.close() }
            trip.path.append("from code")
            window.settle(for: 0.3)
            XCTAssertEqual(Self.title(window), "Detail from code")
            XCTAssertNoThrow(try window.label("note first"))
            XCTAssertNotEqual(gtk_widget_get_visible(Self.backButton(window)), 0)
            try window.realClick(Self.backButton(window))
            window.settle(for: 0.3)
            XCTAssertEqual(trip.path.count, 0)
            XCTAssertNoThrow(try window.button("Open Detail"))
        }
    }
}
