import CGtk
import CellsGtk
import Gtk
import XCTest

/// `.refreshable` under real input: Ctrl+R, F5 and the wheel pulled up at the top of the
/// list run the action once at a time, GNOME's spinner showing until it returns.
final class RefreshableWindowTests: XCTestCase {
    @MainActor @Observable
    final class Feed {
        var refreshes = 0
        var items = ["First"] + (2...60).map { "Item \($0)" }
    }

    struct FeedView: View {
        let feed: Feed
        var body: some View {
            List(feed.items, id: \.self) { Text($0) }
                .refreshable {
                    feed.refreshes += 1
                    try? await Task.sleep(for: .milliseconds(300))
                    feed.items.insert("New \(feed.refreshes)", at: 0)
                }
        }
    }

    func testCtrlRF5AndAPullRefreshWithTheSpinnerShowing() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let feed = Feed()
            let window = try RealWindow.opened(FeedView(feed: feed), width: 400, height: 400)
            defer { window.close() }
            let spinner = try window.widget(ofType: gtk_spinner_get_type(), "the spinner")
            XCTAssertEqual(gtk_widget_get_visible(spinner), 0, "hidden until a refresh")

            try window.realKey("r", modifiers: .control)
            XCTAssertEqual(feed.refreshes, 1)
            window.settle()
            XCTAssertNotEqual(gtk_widget_get_visible(spinner), 0, "shown while it refreshes")
            try window.realKey("F5")
            XCTAssertEqual(feed.refreshes, 1, "a second request waits for the first")
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(spinner) == 0 }, timeout: 3), "hidden when the action returns")
            XCTAssertEqual(try window.listLabelTexts().first, "New 1")

            try window.realKey("F5")
            XCTAssertTrue(MainLoop.run(until: { feed.refreshes == 2 && gtk_widget_get_visible(spinner) == 0 }, timeout: 3))

            // The rows put in above kept "First" in sight (GTK anchors the list on it): the
            // wheel scrolls up to the top first, then pulls past it.
            try window.realScroll(try window.label("First"), .up, steps: 6)
            XCTAssertTrue(MainLoop.run(until: { feed.refreshes == 3 }, timeout: 2), "the wheel pulled past the top refreshes")
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(spinner) == 0 }, timeout: 3))
            GLibLogRecorder.assertNoProblems("refreshing")
        }
    }
}
