import CGtk
import CellsGtk
import Gtk
import XCTest

private struct PhaseView: View {
    @Environment(\.scenePhase) private var scenePhase
    let log: PhaseLog

    var body: some View {
        Text("phase \(String(describing: scenePhase))")
            .onChange(of: scenePhase) { _, new in log.phases.append(new) }
    }
}

@MainActor
private final class PhaseLog {
    var phases: [ScenePhase] = []
}

private struct Ticker: View {
    let timer: Publishers.Autoconnect<Timer.TimerPublisher>
    @Owned private var ticks = 0

    var body: some View {
        Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
    }
}

private struct TickerHost: View {
    let timer: Publishers.Autoconnect<Timer.TimerPublisher>
    @Owned private var shows = true

    var body: some View {
        VStack {
            if shows { Ticker(timer: timer) }
            Button("Hide") { shows = false }
        }
    }
}

final class ScenePhaseAndTimerTests: XCTestCase {
    /// Runs the GLib loop for `seconds` with blocking iterations (each sleeps until a source
    /// is due, as `g_application_run` does); returns how many iterations ran.
    @MainActor private static func runBlocking(for seconds: Double) -> Int {
        var done = false
        MainLoop.schedule(afterMilliseconds: UInt32(seconds * 1000)) { done = true }
        var iterations = 0
        while !done {
            MainLoop.iterate(mayBlock: true)
            iterations += 1
        }
        return iterations
    }

    func testATimerOnTheMainRunLoopFiresWhileGLibHoldsTheThread() throws {
        try onMainActor {
            let window = try RealWindow(Text("Timers"))
            defer { window.close() }
            final class Count: @unchecked Sendable { var value = 0 }
            let count = Count()
            let timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in count.value += 1 }
            _ = Self.runBlocking(for: 0.5)
            timer.invalidate()
            XCTAssertGreaterThanOrEqual(count.value, 7, "a 50 ms timer fires about 10 times in 0.5 s")
            XCTAssertLessThanOrEqual(count.value, 11)
            let fired = count.value
            _ = Self.runBlocking(for: 0.2)
            XCTAssertEqual(count.value, fired, "an invalidated timer stops")
        }
    }

    func testAnIdleWindowDoesNotWakeTheLoop() throws {
        try onMainActor {
            let window = try RealWindow(Text("Idle"))
            defer { window.close() }
            window.settle(for: 0.3)
            let passes = MainLoop.runLoopPasses
            let iterations = Self.runBlocking(for: 1)
            // Besides the end timeout, nothing should wake the loop: no timer, no polling.
            XCTAssertLessThanOrEqual(iterations, 3, "the loop woke \(iterations) times in 1 s with nothing to do")
            XCTAssertLessThanOrEqual(MainLoop.runLoopPasses - passes, iterations + 1)
        }
    }

    func testABusyLoopRunsTheRunLoopAtMostOnceAMillisecond() throws {
        try onMainActor {
            let window = try RealWindow(Text("Busy"))
            defer { window.close() }
            window.settle(for: 0.1)
            let passes = MainLoop.runLoopPasses
            let start = g_get_monotonic_time()
            // 5,000 iterations that each have work: a keystroke burst or a list scan.
            for _ in 0..<5_000 {
                _ = MainLoop.scheduleIdle { }
                MainLoop.iterate(mayBlock: false)
            }
            let milliseconds = Int((g_get_monotonic_time() - start) / 1000)
            XCTAssertLessThanOrEqual(MainLoop.runLoopPasses - passes, milliseconds + 2,
                                     "\(MainLoop.runLoopPasses - passes) run-loop passes in \(milliseconds) ms of 5,000 iterations")
            // A timer scheduled in the burst still fires once the loop goes idle.
            final class Fired: @unchecked Sendable { var value = false }
            let fired = Fired()
            _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in fired.value = true }
            _ = Self.runBlocking(for: 0.2)
            XCTAssertTrue(fired.value, "a timer scheduled during the burst fired")
        }
    }

    func testTimerPublishDrivesAViewUntilItLeaves() throws {
        try onMainActor {
            let timer = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()
            let window = try RealWindow(TickerHost(timer: timer))
            defer { window.close() }
            XCTAssertTrue(timer.upstream.isConnected)
            _ = Self.runBlocking(for: 0.05)
            window.settle()
            XCTAssertNoThrow(try window.label("ticks 0"), "the first date comes one interval after connecting")
            _ = Self.runBlocking(for: 0.9)
            window.settle()
            let label = window.labelTexts.first { $0.hasPrefix("ticks ") } ?? ""
            let ticks = Int(label.dropFirst(6)) ?? 0
            XCTAssertGreaterThanOrEqual(ticks, 4, "a 0.2 s timer fires about 5 times in 1 s; shown: \(label)")
            XCTAssertLessThanOrEqual(ticks, 6, "shown: \(label)")
            try window.click("Hide")
            XCTAssertFalse(timer.upstream.isConnected, "the timer stops when its last view leaves")
        }
    }

    func testScenePhaseFollowsFocusAndVisibility() throws {
        try onMainActor {
            let log = PhaseLog()
            let window = try RealWindow(PhaseView(log: log))
            defer { window.close() }
            window.settle(for: 0.3)
            let gtkWindow = window.hosted!.window
            let isActive = gtk_window_is_active(UnsafeMutableRawPointer(gtkWindow.widgetPointer).assumingMemoryBound(to: GtkWindow.self)) != 0
            XCTAssertNoThrow(try window.label(isActive ? "phase active" : "phase inactive"))

            // A second window takes the focus: the first is inactive.
            let other = try RealWindow(Text("Other"))
            other.settle(for: 0.3)
            XCTAssertNoThrow(try window.label("phase inactive"))

            other.close()
            gtkWindow.isVisible = false
            window.settle(for: 0.2)
            XCTAssertNoThrow(try window.label("phase background"))
            gtkWindow.isVisible = true
            gtkWindow.present()
            window.settle(for: 0.3)
            XCTAssertFalse(log.phases.isEmpty)
            XCTAssertEqual(log.phases.last == .background, false, "shown again, it is no longer in the background: \(log.phases)")
            XCTAssertTrue(log.phases.contains(.background))
        }
    }
}
