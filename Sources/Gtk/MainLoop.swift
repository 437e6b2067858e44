import CGtk
import Glibc

/// The GLib main loop, as Swift code needs it: idle callbacks, stepping the loop in tests,
/// and running the main dispatch queue inside it.
@MainActor
public enum MainLoop {
    private static var isMainQueueHooked = false

    /// Runs `body` once when the loop is idle at `priority` (lower runs sooner; GTK redraws at
    /// 120). Returns the GLib source id.
    @discardableResult
    public static func scheduleIdle(priority: Int32 = cells_priority_default_idle(), _ body: @escaping @MainActor () -> Void) -> UInt32 {
        g_idle_add_full(priority, OneShotSource.callback, ClosureBox(action: body).retainedPointer(), ClosureBox.destroyNotify)
    }

    /// Runs `body` once after `milliseconds`. Returns the GLib source id.
    @discardableResult
    public static func schedule(afterMilliseconds milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, OneShotSource.callback, ClosureBox(action: body).retainedPointer(), ClosureBox.destroyNotify
        )
    }

    /// Milliseconds on GLib's monotonic clock (since some fixed moment): for timing.
    public static var monotonicMilliseconds: Double {
        Double(g_get_monotonic_time()) / 1000
    }

    /// Removes a source before it runs.
    public static func cancel(sourceID: UInt32) {
        g_source_remove(sourceID)
    }

    /// Runs one iteration of the default main context; true if something was dispatched.
    @discardableResult
    public static func iterate(mayBlock: Bool) -> Bool {
        g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }

    /// Runs the loop until `condition` holds or `timeout` seconds pass; returns `condition()`.
    public static func run(until condition: () -> Bool, timeout: Double) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() >= deadline { return false }
            if !iterate(mayBlock: false) { g_usleep(1000) }
        }
        return true
    }

    /// Runs the loop for `seconds`, handling whatever comes.
    public static func run(for seconds: Double) {
        _ = run(until: { false }, timeout: seconds)
    }

    /// Makes the main dispatch queue run inside the GLib main loop, as CoreFoundation's run
    /// loop does on Apple systems. Without it, on Linux, neither `DispatchQueue.main.async`
    /// nor `Task { @MainActor in }` runs while GLib holds the main thread.
    ///
    /// libdispatch signals pending main-queue work on an eventfd; a GLib fd source watches it,
    /// empties it, and lets libdispatch drain the queue. Idempotent.
    public static func installMainQueueHook() {
        guard !isMainQueueHooked else { return }
        isMainQueueHooked = true
        let fd = dispatchMainQueueHandle()
        let callback: @convention(c) (gint, GIOCondition, UnsafeMutableRawPointer?) -> gboolean = { fd, _, _ in
            // Reset the eventfd so the source does not fire again until new work arrives.
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            MainQueueHookStatistics.recordWakeUp()
            dispatchMainQueueCallback(nil)
            return 1  // G_SOURCE_CONTINUE
        }
        g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, callback, nil, nil)
    }
}

/// The callback of a GLib source that runs a boxed closure once (GLib then releases the box
/// through ``ClosureBox/destroyNotify``).
private enum OneShotSource {
    static let callback: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        let box = ClosureBox.from(data)
        assumingMainActor { box?.action() }
        return 0  // G_SOURCE_REMOVE: run once
    }
}

/// How often the main-queue hook woke the loop; a test uses it to prove the hook does not spin.
public enum MainQueueHookStatistics {
    nonisolated(unsafe) private static var count = 0
    /// Wake-ups so far (read on the main thread).
    public static var wakeUps: Int { count }
    static func recordWakeUp() { count += 1 }
}

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
