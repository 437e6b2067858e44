import Gtk
import XCTest

/// The source that runs a window's update passes: one run per batch of wake-ups, none without
/// one, and nothing kept once the source is released.
final class WakeableSourceTests: XCTestCase {
    func testManyWakeUpsBeforeTheLoopRunsGiveOneRun() throws {
        try onMainActor {
            var runs = 0
            let source = WakeableSource(priority: 110, name: "test") { runs += 1 }
            source.wake()
            source.wake()
            source.wake()
            XCTAssertTrue(MainLoop.drain(timeout: 5))
            XCTAssertEqual(runs, 1, "three wake-ups before the loop ran gave \(runs) runs")
            MainLoop.run(for: 0.05)
            XCTAssertEqual(runs, 1, "the source ran again without a wake-up")
            source.wake()
            XCTAssertTrue(MainLoop.drain(timeout: 5))
            XCTAssertEqual(runs, 2, "a later wake-up did not run the action again")
        }
    }

    func testAWakeUpFromTheActionRunsItAgain() throws {
        try onMainActor {
            var runs = 0
            var source: WakeableSource?
            source = WakeableSource(priority: 110, name: "test") {
                runs += 1
                if runs == 1 { source?.wake() }  // as a pass that marks views for the next pass
            }
            source?.wake()
            XCTAssertTrue(MainLoop.drain(timeout: 5))
            XCTAssertEqual(runs, 2, "the wake-up made while the action ran was lost")
            source = nil
        }
    }

    func testAReleasedSourceReleasesItsActionAndNeverRuns() throws {
        try onMainActor {
            final class Captured {}
            var runs = 0
            weak var weakCaptured: Captured?
            var source: WakeableSource?
            do {
                let captured = Captured()
                weakCaptured = captured
                source = WakeableSource(priority: 110, name: "test") { withExtendedLifetime(captured) { runs += 1 } }
            }
            source?.wake()
            source = nil
            XCTAssertTrue(MainLoop.drain(timeout: 5))
            XCTAssertEqual(runs, 0, "a source released after its wake-up still ran")
            XCTAssertNil(weakCaptured, "the released source still holds its action")
        }
    }
}
