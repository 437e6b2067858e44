import CGtk

/// Waits on the GLib main loop that always end: each blocks in the loop while nothing is
/// ready (no busy polling), and a timeout source armed for its deadline wakes the loop, so it
/// returns on time even when nothing else ever happens (a hidden window paints no frame).
@MainActor
extension MainLoop {
    /// Runs the loop until `condition` holds or `timeout` seconds pass, sleeping while nothing
    /// is ready. Returns `condition()`.
    public static func wait(until condition: () -> Bool, timeout: Double) -> Bool {
        if condition() { return true }
        let deadline = Deadline(seconds: timeout)
        defer { deadline.cancel() }
        while !condition() {
            if deadline.hasPassed { return condition() }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Runs the loop until nothing is pending, or `timeout` seconds pass (a source that is
    /// always ready, such as an idle that re-adds itself, never lets it finish). Returns whether
    /// the loop ran dry.
    public static func drain(timeout: Double) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while g_main_context_iteration(nil, 0) != 0 {
            if g_get_monotonic_time() >= deadline { return false }
        }
        return true
    }

    /// Asks `widget`'s window for a frame and runs the loop until its frame clock has painted
    /// one, or `timeout` seconds pass. Returns whether a frame was painted. False at once for a
    /// widget that has no frame clock (not realized).
    public static func waitForNextFrame(of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        let painted = PaintFlag(clock: clock)
        defer { painted.disconnect() }
        gtk_widget_queue_draw(widget)
        return wait(until: { painted.isSet }, timeout: timeout)
    }

    /// Presents `window` and runs the loop until its first frame is painted, or `timeout`
    /// seconds pass. Returns whether a frame was painted.
    public static func presentAndWaitForFirstFrame(_ window: UnsafeMutablePointer<GtkWidget>, timeout: Double) -> Bool {
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        var painted: PaintFlag?
        defer { painted?.disconnect() }
        return wait(until: {
            if painted == nil, let clock = gtk_widget_get_frame_clock(window) { painted = PaintFlag(clock: clock) }
            return painted?.isSet ?? false
        }, timeout: timeout)
    }
}

/// A GLib timeout source at high priority that only wakes the loop when the time is up.
@MainActor
private final class Deadline {
    private let source: UnsafeMutablePointer<GSource>
    private let expired = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
    private let end: gint64

    init(seconds: Double) {
        end = g_get_monotonic_time() + gint64(max(seconds, 0) * 1_000_000)
        expired.initialize(to: 0)
        source = g_timeout_source_new(guint(max(0, (seconds * 1000).rounded(.up))))
        g_source_set_priority(source, G_PRIORITY_HIGH)
        let fire: @convention(c) (gpointer?) -> gboolean = { data in
            data?.assumingMemoryBound(to: gboolean.self).pointee = 1
            return 0  // G_SOURCE_REMOVE
        }
        g_source_set_callback(source, fire, expired, nil)
        g_source_attach(source, nil)
    }

    var hasPassed: Bool { expired.pointee != 0 || g_get_monotonic_time() >= end }

    func cancel() {
        g_source_destroy(source)
        g_source_unref(source)
        expired.deallocate()
    }
}

/// Set by a frame clock's "after-paint" signal.
@MainActor
private final class PaintFlag {
    private let clock: FrameClock
    private var connection: SignalConnection?
    private(set) var isSet = false

    init(clock: OpaquePointer) {
        self.clock = FrameClock(retaining: UnsafeMutableRawPointer(clock))
        connection = self.clock.onAfterPaint { [weak self] in self?.isSet = true }
    }

    func disconnect() {
        connection?.disconnect()
        connection = nil
    }
}
