import CellsGtk
import CellsUITesting
import XCTest

/// A view whose `.task` sleeps, then writes: it loads as a view does that fetches its data.
private struct SlowLoader: View {
    @Owned private var status = "Loading…"
    var body: some View {
        Text(status)
            .task {
                try? await Task.sleep(for: .milliseconds(300))
                status = "Loaded"
            }
    }
}

/// Written as an XCUITest is: a synchronous XCTest method that waits for an element. XCTest
/// runs the method on the main thread outside any main-queue item, so the wait's turns of the
/// GLib loop run the main queue too, and the app's main-actor tasks go on while it waits.
/// (A synchronous swift-testing test cannot: it is itself an item of the main queue; see
/// `TaskProgressUITests`.)
final class TaskProgressXCTests: XCTestCase {
    func testATasksSleepEndsWhileASynchronousXCTestWaits() throws {
        try onMainActor {
            let app = try UIApplication(SlowLoader(), title: "Loader")
            defer { try? app.terminate() }
            XCTAssertTrue(app.staticTexts["Loading…"].exists)
            XCTAssertTrue(app.staticTexts["Loaded"].waitForExistence(timeout: 3), "the task's sleep ended and its write showed")
            XCTAssertTrue(app.staticTexts["Loading…"].waitForNonExistence(timeout: 1))
        }
    }
}
