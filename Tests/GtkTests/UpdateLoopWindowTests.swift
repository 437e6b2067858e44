import CellsGtk
import Examples
import Gtk
import Observation
import XCTest

/// Two values two windows ping-pong through: each window reads one and writes the other.
@Observable @MainActor
private final class Relay {
    var toLeft = 0
    var toRight = 0
}

/// One of two windows: shows what arrives and, while updating, passes it on to the other.
private struct Repeater: View {
    let relay: Relay
    let isLeft: Bool
    @Owned private var taps = 0
    var body: some View {
        let heard = isLeft ? relay.toLeft : relay.toRight
        if isLeft { relay.toRight = heard + 1 } else { relay.toLeft = heard + 1 }
        return VStack {
            Text(heard > 0 ? "Hearing" : "Silent")
            Button("Taps \(taps)") { taps += 1 }
        }
    }
}

/// Two windows whose views write state while updating: within a second of opening, the app
/// is idle (no update pass runs), and it still answers a click.
final class UpdateLoopWindowTests: XCTestCase {

    func testTwoScorePlateWindowsGoIdle() throws {
        try onMainActor {
            let ((first, second), warnings) = try Diagnostics.collectingWarnings {
                let first = try RealWindow(ScorePlateWindow(), title: "Score Plate")
                let second = try RealWindow(ScorePlateWindow(), title: "Score Plate")
                assertIdleWithinASecond([first, second])
                return (first, second)
            }
            defer { first.close(); second.close() }
            XCTAssertEqual(warnings, [], "the plates write no state while updating")
            let before = passes([first, second])
            try first.click("Toggle Name")
            MainLoop.run(for: 0.3)
            XCTAssertNoThrow(try first.label("Current User: Wei Wang"))
            let shown = "Models created so far: \(ModelCreations.shared.count)"
            XCTAssertNoThrow(try first.label(shown), "the count reaches both windows, after the update")
            XCTAssertNoThrow(try second.label(shown))
            XCTAssertLessThanOrEqual(passes([first, second]), before + 3, "a click costs a pass or two, not a loop")
        }
    }

    func testALoopAcrossTwoWindowsStopsAndTheWindowsStillAnswer() throws {
        try onMainActor {
            let relay = Relay()
            let (windows, warnings) = try Diagnostics.collectingWarnings {
                let left = try RealWindow(Repeater(relay: relay, isLeft: true), title: "Left")
                let right = try RealWindow(Repeater(relay: relay, isLeft: false), title: "Right")
                let windows = [left, right]
                assertIdleWithinASecond(windows)
                return windows
            }
            defer { windows.forEach { $0.close() } }
            XCTAssertTrue(warnings.contains { $0.hasPrefix("Views kept writing state") && $0.contains("Repeater") }, "\(warnings)")
            try windows[0].click("Taps 0")
            MainLoop.run(for: 0.2)
            XCTAssertNoThrow(try windows[0].button("Taps 1"))
        }
    }
}

/// Update passes run by the windows so far.
@MainActor private func passes(_ windows: [RealWindow]) -> Int {
    windows.reduce(0) { $0 + ($1.hosted?.graph?.statistics.updatePasses ?? 0) }
}

/// Runs the main loop for the first second after opening, then checks that half a second
/// more runs no update pass.
@MainActor private func assertIdleWithinASecond(_ windows: [RealWindow], file: StaticString = #filePath, line: UInt = #line) {
    MainLoop.run(for: 1.0)
    let settled = passes(windows)
    MainLoop.run(for: 0.5)
    XCTAssertEqual(passes(windows), settled, "update passes ran a second after opening", file: file, line: line)
}
