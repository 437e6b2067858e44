import CGtk

/// A GLib source made once and woken as often as needed: after ``wake()``, the loop runs its
/// action once in its next iteration, at the source's priority, however many times it was
/// woken before that. It sleeps otherwise (no timeout, no polling).
///
/// For work asked for on every keystroke (a view graph's update pass): a new idle source per
/// request costs an allocation, a closure box and an attach under the context's lock each
/// time, and its removal as much again.
///
/// ```swift
/// let source = WakeableSource(priority: 110, name: "update pass") { graph.runPendingUpdates() }
/// source.wake()
/// ```
@MainActor
public final class WakeableSource {
    private let source: UnsafeMutablePointer<GSource>

    /// Attaches the source to the default main context, asleep.
    public init(priority: Int32, name: String, _ action: @escaping @MainActor () -> Void) {
        source = g_source_new(WakeableSourceFunctions.table, guint(MemoryLayout<GSource>.size))
        g_source_set_priority(source, priority)
        g_source_set_name(source, name)
        // An action may run the loop itself (a test waiting for a frame): a wake-up made meanwhile
        // runs in that inner loop, as an idle source added then would.
        g_source_set_can_recurse(source, 1)
        g_source_set_callback(source, WakeableSourceFunctions.run, ClosureBox(action: action).retainedPointer(), WakeableSourceFunctions.release)
        g_source_attach(source, nil)
    }

    /// Makes the loop run the action in its next iteration.
    public func wake() {
        g_source_set_ready_time(source, 0)
    }

    isolated deinit {
        g_source_destroy(source)
        g_source_unref(source)
    }
}

/// The C functions of a ``WakeableSource``.
private enum WakeableSourceFunctions {
    /// Ready only when woken (its ready time); each dispatch puts it back to sleep first, so a
    /// wake-up made by the action runs it again.
    nonisolated(unsafe) static let table: UnsafeMutablePointer<GSourceFuncs> = {
        let table = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)  // lives as long as the process
        table.initialize(to: GSourceFuncs())
        table.pointee.dispatch = { source, callback, data in
            g_source_set_ready_time(source, -1)
            return callback?(data) ?? 1
        }
        return table
    }()

    static let run: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        let box = ClosureBox.from(data)
        MainActor.assumeIsolated { box?.action() }
        return 1  // G_SOURCE_CONTINUE: asleep until the next wake-up
    }

    static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
        ClosureBox.releasePointer(data)
    }
}
