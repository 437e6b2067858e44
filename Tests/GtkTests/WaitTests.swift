import CGtk
import Glibc
import Gtk
import XCTest

/// The loop waits the benchmarks use end on time: a window that will never paint (hidden, or
/// never shown) does not keep them in the loop past their timeout, and they sleep meanwhile.
final class WaitTests: XCTestCase {
    func testWaitingForAFrameOfAHiddenWindowReturnsWithinItsTimeout() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let window = gtk_window_new()!
            g_object_ref_sink(window)
            defer {
                gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
                g_object_unref(window)
            }
            XCTAssertTrue(MainLoop.presentAndWaitForFirstFrame(window, timeout: 5), "the shown window painted no frame")
            XCTAssertTrue(MainLoop.waitForNextFrame(of: window, timeout: 5), "the shown window painted no next frame")

            gtk_widget_set_visible(window, 0)
            XCTAssertNotNil(gtk_widget_get_frame_clock(window), "a hidden window keeps its frame clock (the wait that hung)")
            let (painted, seconds, cpuSeconds) = timed { MainLoop.waitForNextFrame(of: window, timeout: 1) }
            XCTAssertFalse(painted, "a hidden window painted a frame")
            XCTAssertGreaterThanOrEqual(seconds, 0.99, "the wait gave up before its timeout")
            XCTAssertLessThan(seconds, 2.5, "the wait for a hidden window's frame ran \(seconds) s past its 1 s timeout")
            XCTAssertLessThan(cpuSeconds, 0.5, "the wait spun (\(cpuSeconds) s of CPU in \(seconds) s) instead of sleeping")
        }
    }

    func testWaitingForAFirstFrameOfARealizedButUnshownWindowReturnsWithinItsTimeout() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let window = gtk_window_new()!
            g_object_ref_sink(window)
            defer {
                gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
                g_object_unref(window)
            }
            gtk_widget_realize(window)
            let (painted, seconds, _) = timed { MainLoop.waitForNextFrame(of: window, timeout: 0.5) }
            XCTAssertFalse(painted, "an unmapped window painted a frame")
            XCTAssertLessThan(seconds, 2, "the wait ran \(seconds) s past its 0.5 s timeout")
        }
    }

    func testAWaitForSomethingThatNeverHappensSleepsUntilItsTimeout() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let (held, seconds, cpuSeconds) = timed { MainLoop.wait(until: { false }, timeout: 0.4) }
            XCTAssertFalse(held)
            XCTAssertGreaterThanOrEqual(seconds, 0.39)
            XCTAssertLessThan(seconds, 2, "the wait ran \(seconds) s past its 0.4 s timeout")
            XCTAssertLessThan(cpuSeconds, 0.2, "the wait spun (\(cpuSeconds) s of CPU) instead of sleeping")
            XCTAssertTrue(MainLoop.drain(timeout: 5), "the loop did not run dry")
        }
    }
}

/// Runs `body` and returns its result, the wall-clock seconds it took and the CPU seconds this
/// thread spent in it.
@MainActor
private func timed<T>(_ body: () -> T) -> (T, Double, Double) {
    func clock(_ id: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(id, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let wall = clock(CLOCK_MONOTONIC), cpu = clock(CLOCK_THREAD_CPUTIME_ID)
    let result = body()
    return (result, clock(CLOCK_MONOTONIC) - wall, clock(CLOCK_THREAD_CPUTIME_ID) - cpu)
}
