import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Taps {
    var count = 0
    var rowTaps = 0
}

/// A text with `.onTapGesture`, and one in a list row.
private struct Tappable: View {
    let taps: Taps
    var body: some View {
        VStack {
            Text("tap here \(taps.count)").onTapGesture { taps.count += 1 }
            List {
                Text("row taps \(taps.rowTaps)").onTapGesture { taps.rowTaps += 1 }
            }
        }
    }
}

/// `.onTapGesture` clicked with real pointer events (GtkGestureClick's "released").
/// `.onTapGesture` under real clicks. These crashed while the gesture's "released" (which
/// passes gint, gdouble, gdouble) was connected with a handler of no arguments; the typed
/// `GestureClick.onReleased` takes them.
final class RealInputTapGestureTests: XCTestCase {
    func testClickingATextWithOnTapGestureRunsItsAction() throws {
        try onMainActor {
            let taps = Taps()
            let window = try RealWindow(Tappable(taps: taps))
            defer { window.close() }
            try window.realClick(label: "tap here 0")
            XCTAssertEqual(taps.count, 1)
            try window.realClick(label: "tap here 1")
            XCTAssertEqual(taps.count, 2)
            taps.count = 7  // a model write shows in the label
            window.settle()
            XCTAssertNoThrow(try window.label("tap here 7"))
        }
    }

    func testClickingAListRowWithOnTapGestureRunsItsAction() throws {
        try onMainActor {
            let taps = Taps()
            let window = try RealWindow(Tappable(taps: taps))
            defer { window.close() }
            window.settle(for: 0.2)
            try window.realClick(label: "row taps 0")
            XCTAssertEqual(taps.rowTaps, 1)
            XCTAssertNoThrow(try window.label("row taps 1"))
        }
    }
}
