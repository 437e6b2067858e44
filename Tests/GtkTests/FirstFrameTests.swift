import CellsGtk
import Examples
import Gtk
import XCTest

/// `Window.onFirstFramePainted`, which `--quit-after-first-frame` times start-up with: it
/// runs once, when the window has painted, and keeps no closure afterwards.
final class FirstFrameTests: XCTestCase {
    func testTheHandlerRunsOnceWhenTheWindowHasPainted() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let hosted = HostedWindow(title: "First frame", content: TitleEditor(), application: nil)
            defer { hosted.close() }
            let closuresBefore = SignalClosureCounter.liveCount
            var paints = 0
            hosted.window.onFirstFramePainted { paints += 1 }
            MainLoop.run(for: 0.1)
            XCTAssertEqual(paints, 0, "a window not yet shown has painted nothing")

            hosted.present()
            XCTAssertTrue(MainLoop.run(until: { paints == 1 }, timeout: 5), "no first frame reported")
            hosted.window.isVisible = false
            hosted.window.isVisible = true
            MainLoop.run(for: 0.3)
            XCTAssertEqual(paints, 1, "later frames are not first frames")
            // One closure more while the window is shown: the scene-phase monitor's handler of its
            // surface's "notify::state", connected when the window maps.
            XCTAssertEqual(SignalClosureCounter.liveCount, closuresBefore + 1, "the handler's closures outlived the first frame")
        }
    }
}
