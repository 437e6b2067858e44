import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Counter {
    var taps = 0
}

/// A button counting its clicks, shown in a label.
private struct Clicks: View {
    let counter: Counter
    var body: some View {
        VStack {
            Button("Add One") { counter.taps += 1 }
            Text("taps \(counter.taps)")
        }
    }
}

/// Buttons clicked with real pointer events (XTEST), through GTK's click gesture.
final class RealInputButtonTests: XCTestCase {
    func testARealClickRunsTheButtonsAction() throws {
        try onMainActor {
            let counter = Counter()
            let window = try RealWindow(Clicks(counter: counter))
            defer { window.close() }
            try window.realClick("Add One")
            XCTAssertEqual(counter.taps, 1)
            XCTAssertNoThrow(try window.label("taps 1"))
            try window.realClick("Add One")
            try window.realClick("Add One")
            XCTAssertEqual(counter.taps, 3)
            counter.taps = 10  // the model's write shows in the label
            window.settle()
            XCTAssertNoThrow(try window.label("taps 10"))
        }
    }
}
