import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor private final class FrameCount {
    var frames = 0
}

private struct Timelines: View {
    let count: FrameCount

    var body: some View {
        VStack {
            TimelineView(.animation) { context in
                let _ = count.frames += 1
                Text("frame at \(context.date.timeIntervalSinceReferenceDate)")
            }
            TimelineView(.periodic(from: .now, by: 0.2)) { context in
                Text(context.cadence == .seconds ? "periodic" : "other")
            }
        }
    }
}

/// `TimelineView` on GTK's frame clock and GLib's timeouts, in a real window: the frames come
/// while the window shows, and nothing is left running when it closes.
final class TimelineWindowTests: XCTestCase {
    func testAnAnimationTimelineUpdatesEveryFrameUntilItsWindowCloses() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            HostingWidget(EmptyView()).tearDown()
            let closures = SignalClosureCounter.liveCount
            let count = FrameCount()
            let window = try RealWindow(Timelines(count: count))
            window.settle(for: 0.1)
            let start = count.frames
            window.settle(for: 0.5)
            XCTAssertGreaterThan(count.frames - start, 10, "half a second of frames (GTK's clock runs at 60 Hz)")
            XCTAssertNotNil(try? window.label("periodic"))
            window.close()
            let atClose = count.frames
            window.settle(for: 0.3)
            XCTAssertLessThanOrEqual(count.frames - atClose, 1, "no frames after the window closed")
            XCTAssertTrue(MainLoop.run(until: { SignalClosureCounter.liveCount == closures }, timeout: 5),
                          "\(SignalClosureCounter.liveCount - closures) tick callbacks or timeouts outlived the window")
        }
    }
}
