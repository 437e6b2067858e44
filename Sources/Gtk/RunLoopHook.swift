import CGtk
import Foundation

extension MainLoop {
    /// Makes what Foundation and Swift concurrency run on the main thread run inside the GLib
    /// loop: the main dispatch queue (``installMainQueueHook()``, and with it `@MainActor`
    /// tasks) and `RunLoop.main`'s timers (``installRunLoopHook()``). Idempotent.
    public static func installFoundationHooks() {
        installMainQueueHook()
        installRunLoopHook()
    }

    /// Makes Foundation's `RunLoop.main` run inside the GLib main loop, so `Timer.scheduledTimer`
    /// and timers added to `RunLoop.main` fire while `g_application_run` holds the thread
    /// (on Linux nothing runs `RunLoop.main` otherwise). Idempotent.
    ///
    /// A GLib source whose `prepare` runs one non-blocking pass of `RunLoop.main` (which
    /// fires the timers that are due) and asks GLib to sleep until the next timer's fire date
    /// (`RunLoop.main.limitDate(forMode: .default)`); with no timer it asks for no timeout,
    /// so an idle app does not wake up. `prepare` runs before every poll, so a timer scheduled
    /// from a handler on the main thread is seen within a millisecond. Timers added from other
    /// threads are seen at the loop's next wake-up.
    ///
    /// A pass costs a few microseconds (Foundation polls its run loop's ports), and a busy loop
    /// (typing, a list scan) iterates many times a millisecond: a pass runs at most once a
    /// millisecond, and a `prepare` that skips one asks GLib to come back within that
    /// millisecond, so a timer scheduled meanwhile is not missed when the loop goes to sleep.
    public static func installRunLoopHook() {
        guard !RunLoopHookState.isInstalled else { return }
        RunLoopHookState.isInstalled = true
        let funcs = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)  // lives as long as the process
        funcs.initialize(to: GSourceFuncs())
        funcs.pointee.prepare = { _, timeout in
            let milliseconds = assumingMainActor { RunLoopHookState.pass() }
            timeout?.pointee = milliseconds
            return 0
        }
        funcs.pointee.check = { _ in 0 }
        funcs.pointee.dispatch = { _, _, _ in 1 }
        let source = g_source_new(funcs, guint(MemoryLayout<GSource>.size))
        g_source_set_name(source, "RunLoop.main")
        g_source_attach(source, nil)
        g_source_unref(source)
    }

    /// Passes of `RunLoop.main` the hook ran, and how many of them had a timer waiting: a
    /// test shows that an idle app's loop does not wake up.
    public static var runLoopPasses: Int { RunLoopHookState.passes }
}

@MainActor
enum RunLoopHookState {
    static var isInstalled = false
    static var passes = 0
    private static var isRunning = false
    /// When the last pass ran (GLib's monotonic clock, µs), and when its next timer is due.
    private static var lastPass: gint64 = .min / 2
    private static var nextTimer: gint64?
    /// The shortest time between two passes, in µs.
    private static let interval: gint64 = 1_000

    /// One pass of `RunLoop.main` if the last was at least a millisecond ago or a timer is due;
    /// the milliseconds GLib may sleep before the next pass is needed, -1 for as long as it likes.
    static func pass() -> gint {
        guard !isRunning else { return -1 }  // a timer's handler iterating the loop
        let now = g_get_monotonic_time()
        if now - lastPass < interval, nextTimer.map({ now < $0 }) ?? true {
            // Skipped: come back when the interval is over (or the next timer is due).
            let wake = min(lastPass + interval, nextTimer ?? .max)
            return gint(max((wake - now + 999) / 1000, 1))
        }
        isRunning = true
        defer { isRunning = false }
        passes += 1
        lastPass = now
        guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else {
            nextTimer = nil
            return -1
        }
        let microseconds = min(max(next.timeIntervalSinceNow * 1_000_000, 0), Double(Int32.max) * 1000)
        nextTimer = now + gint64(microseconds)
        return gint((microseconds / 1000).rounded(.up))
    }
}
