import CGtk
import Foundation

extension MainLoop {
    /// Makes Foundation's `RunLoop.main` run inside the GLib main loop, so `Timer.scheduledTimer`
    /// and timers added to `RunLoop.main` fire while `g_application_run` holds the thread
    /// (on Linux nothing runs `RunLoop.main` otherwise). Idempotent.
    ///
    /// A GLib source whose `prepare` runs one non-blocking pass of `RunLoop.main` (which
    /// fires the timers that are due) and asks GLib to sleep until the next timer's fire date
    /// (`RunLoop.main.limitDate(forMode: .default)`); with no timer it asks for no timeout,
    /// so an idle app does not wake up. `prepare` runs before every poll, so a timer scheduled
    /// from a handler on the main thread is seen at once. Timers added from other threads are
    /// seen at the loop's next wake-up.
    public static func installRunLoopHook() {
        guard !RunLoopHookState.isInstalled else { return }
        RunLoopHookState.isInstalled = true
        let funcs = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)  // lives as long as the process
        funcs.initialize(to: GSourceFuncs())
        funcs.pointee.prepare = { _, timeout in
            let milliseconds = MainActor.assumeIsolated { RunLoopHookState.pass() }
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

    /// One pass of `RunLoop.main`; the milliseconds until its next timer, -1 for none.
    static func pass() -> gint {
        guard !isRunning else { return -1 }  // a timer's handler iterating the loop
        isRunning = true
        defer { isRunning = false }
        passes += 1
        guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return -1 }
        let milliseconds = (next.timeIntervalSinceNow * 1000).rounded(.up)
        return gint(min(max(milliseconds, 0), Double(Int32.max)))
    }
}
