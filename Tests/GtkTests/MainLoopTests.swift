import CellsGtk
import Dispatch
import Examples
import Gtk
import XCTest

/// Swift concurrency's main actor and the main dispatch queue run inside the GLib loop, and
/// closing a window frees the closures its widgets held.
final class MainLoopTests: XCTestCase {
    func testMainActorTaskRunsWhileAWindowIsOpen() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            let ran = Flag()
            Task { @MainActor in ran.isSet = true }
            XCTAssertTrue(MainLoop.run(until: { ran.isSet }, timeout: 5), "Task { @MainActor in } did not run inside the GLib loop")
        }
    }

    func testMainActorRunFromABackgroundTaskRunsWhileAWindowIsOpen() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            let ran = Flag()
            Task.detached {
                await MainActor.run { ran.isSet = true }
            }
            XCTAssertTrue(MainLoop.run(until: { ran.isSet }, timeout: 5), "await MainActor.run did not run inside the GLib loop")
        }
    }

    func testMainDispatchQueueRunsWhileAWindowIsOpen() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            let ran = Flag()
            DispatchQueue.global().async {
                DispatchQueue.main.async { MainActor.assumeIsolated { ran.isSet = true } }
            }
            XCTAssertTrue(MainLoop.run(until: { ran.isSet }, timeout: 5), "DispatchQueue.main.async did not run inside the GLib loop")
        }
    }

    func testTheMainQueueHookDoesNotSpinWhenIdle() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            let before = MainQueueHookStatistics.wakeUps
            MainLoop.run(for: 0.3)
            XCTAssertLessThanOrEqual(MainQueueHookStatistics.wakeUps - before, 2, "the main-queue source fires with nothing to do")
        }
    }

    func testClosingAWindowReleasesItsSignalClosures() throws {
        try onMainActor {
            // The first window of the process starts its process-wide watchers (the colour
            // scheme's): open one before counting, so the test counts the same alone or after others.
            try RealWindow(TitleEditor()).close()
            let baseline = SignalClosureCounter.liveCount
            var window: RealWindow? = try RealWindow(TitleEditor())
            try window?.type("abc", into: "Insert Title")
            try window?.click("Change Title")
            XCTAssertGreaterThan(SignalClosureCounter.liveCount, baseline, "the open window holds closures")
            window?.close()
            window = nil
            XCTAssertTrue(
                MainLoop.run(until: { SignalClosureCounter.liveCount == baseline }, timeout: 5),
                "\(SignalClosureCounter.liveCount - baseline) closures still alive after the window closed"
            )
        }
    }
}

/// A flag set from another task or queue and read on the main actor.
@MainActor
private final class Flag {
    var isSet = false
}
