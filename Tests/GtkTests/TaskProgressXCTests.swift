import Cells
import CellsGtk
import Gtk
import XCTest

/// A view whose `.task` sleeps, then writes: it loads as a view does that fetches its data.
/// (Longer than opening a window settles for.)
private struct SlowLoader: View {
    @Owned private var status = "Loading…"
    var body: some View {
        Text(status)
            .task {
                try? await Task.sleep(for: .milliseconds(1_500))
                status = "Loaded"
            }
    }
}

/// Written as an XCUITest is: a synchronous XCTest method that waits. XCTest runs the method on
/// the main thread outside any main-queue item, so each turn of the GLib loop the wait runs
/// (`MainLoop.run(until:timeout:)`, which `UIElement.waitForExistence(timeout:)` runs too) runs
/// the main queue as well, and the window's main-actor tasks go on while the test waits.
/// (A synchronous swift-testing test cannot: it is itself an item of the main queue; see
/// `TaskProgressUITests`.)
final class TaskProgressXCTests: XCTestCase {
    func testATasksSleepEndsWhileASynchronousXCTestWaits() throws {
        try onMainActor {
            let window = try RealWindow.opened(SlowLoader(), width: 300, height: 200)
            defer { window.close() }
            XCTAssertNoThrow(try window.label("Loading…"))
            let loaded = MainLoop.run(until: { (try? window.label("Loaded")) != nil }, timeout: 5)
            XCTAssertTrue(loaded, "the task's sleep ended and its write showed while the test waited")
        }
    }
}
