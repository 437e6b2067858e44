import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

final class FormattedTextWindowTests: XCTestCase {
    func testATimerTextCountsOnAGLibTimeoutWhileShown() throws {
        try onMainActor {
            let start = Date()
            let window = try RealWindow(VStack {
                Text(start, style: .timer)
                Text(0.0425, format: .percent)
            })
            XCTAssertNoThrow(try window.label("0:00"))
            XCTAssertNoThrow(try window.label("4.25%"))
            XCTAssertTrue(TextClock.system.isTicking)
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("0:01")) != nil }, timeout: 2.5), "the timer counts the second")
            window.close()
            XCTAssertTrue(MainLoop.run(until: { !TextClock.system.isTicking }, timeout: 2.5), "the tick stops once the text is gone")
        }
    }
}
