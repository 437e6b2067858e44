import CGtk
import CellsGtk
import Examples
import XCTest

/// The score plate on real widgets: which plates lose their model when the parent re-renders.
final class ScorePlateWindowTests: XCTestCase {
    private func checkPlate(_ ownership: PlateOwnership, _ kind: PlateModelKind, resets: Bool) throws {
        try onMainActor {
            let window = try RealWindow(
                SelectableScoreContentView(ownership: ownership, kind: kind)
                    .environmentObject(Model())
                    .environment(TrackedModel())
            )
            defer { window.close() }
            for _ in 0..<5 { try window.click("+1") }
            XCTAssertNoThrow(try window.label("Score: 5"))

            try window.click("Toggle Name")

            XCTAssertNoThrow(try window.label("Current User: Wei Wang"))
            XCTAssertNoThrow(try window.label(resets ? "Score: 0" : "Score: 5"), "\(ownership) \(kind.rawValue)")
            if ownership != .environment || kind == .observable {
                XCTAssertNoThrow(try window.label(resets ? "Ummmm..." : "Good"))
                XCTAssertNoThrow(try window.label("Nice? YES"), "@Owned niceScore survives in every mode")
            }
        }
    }

    func testObservedObjectPlateResets() throws { try checkPlate(.observed, .observableObject, resets: true) }
    func testOwnedObjectPlateKeepsItsScore() throws { try checkPlate(.owned, .observableObject, resets: false) }
    func testEnvironmentObjectPlateKeepsItsScore() throws { try checkPlate(.environment, .observableObject, resets: false) }
    func testObservablePlateInAPlainPropertyResets() throws { try checkPlate(.observed, .observable, resets: true) }
    func testOwnedObservablePlateKeepsItsScore() throws { try checkPlate(.owned, .observable, resets: false) }
    func testEnvironmentObservablePlateKeepsItsScore() throws { try checkPlate(.environment, .observable, resets: false) }

    func testScorePlateWindowSwitchesModeLive() throws {
        try onMainActor {
            let window = try RealWindow(ScorePlateWindow())
            defer { window.close() }
            try window.clickToggle("owned")
            for _ in 0..<4 { try window.click("+1") }
            try window.click("Toggle Name")
            XCTAssertNoThrow(try window.label("Score: 4"))
            try window.clickToggle("observed")
            for _ in 0..<4 { try window.click("+1") }
            try window.click("Toggle Name")
            XCTAssertNoThrow(try window.label("Score: 0"))
        }
    }

    func testNavigationPushPopPushStartsFresh() throws {
        try onMainActor {
            let window = try RealWindow(NavigatingScoreView())
            defer { window.close() }
            try window.click("Next")
            for _ in 0..<3 { try window.click("+1") }
            XCTAssertNoThrow(try window.label("Score: 3"))
            cells_emit_signal(try XCTUnwrap(window.hosted).backButton.rawPointer, "clicked")  // the header bar's
            window.settle()
            XCTAssertFalse(window.labelTexts.contains("Score: 3"), "the popped page is gone")
            try window.click("Next")
            XCTAssertNoThrow(try window.label("Score: 0"))
        }
    }
}
