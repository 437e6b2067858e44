import CGtk

/// A GLib source made once and woken as often as needed: after ``wake()``, the loop runs its
/// action once in its next iteration, at the source's priority, however many times it was
/// woken before that. It sleeps otherwise (no timeout, no polling).
///
/// For work asked for on every keystroke (a view graph's update pass): a new idle source per
/// request costs an allocation, a closure box and an attach under the context's lock each
/// time, and its removal as much again. Waking is setting a flag the source's `prepare` reads:
/// no lock and no system call (GLib's ready time, the other way to wake a source, writes to
/// the loop's wake-up file on every call, and the loop then reads it back: two system calls a
/// keystroke). Wake it on the main thread, the thread that runs the loop.
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
        source = g_source_new(WakeableSourceFunctions.table, guint(WakeableSourceFunctions.size))
        WakeableSourceFunctions.flag(of: source).pointee = 0
        g_source_set_priority(source, priority)
        g_source_set_name(source, name)
        // An action may run the loop itself (a test waiting for a frame): a wake-up made meanwhile
        // runs in that inner loop, as an idle source added then would.
        g_source_set_can_recurse(source, 1)
        g_source_set_callback(source, WakeableSourceFunctions.run, ClosureBox(action: action).retainedPointer(), ClosureBox.destroyNotify)
        g_source_attach(source, nil)
    }

    /// Makes the loop run the action in its next iteration.
    public func wake() {
        WakeableSourceFunctions.flag(of: source).pointee = 1
    }

    isolated deinit {
        g_source_destroy(source)
        g_source_unref(source)
    }
}

/// The C functions of a ``WakeableSource``, and its woken flag, kept in the source's own
/// memory after GLib's `GSource` fields.
private enum WakeableSourceFunctions {
    private static let flagOffset = (MemoryLayout<GSource>.size + MemoryLayout<gboolean>.alignment - 1)
        / MemoryLayout<gboolean>.alignment * MemoryLayout<gboolean>.alignment
    /// The bytes to ask `g_source_new` for.
    static let size = flagOffset + MemoryLayout<gboolean>.size

    static func flag(of source: UnsafeMutablePointer<GSource>) -> UnsafeMutablePointer<gboolean> {
        (UnsafeMutableRawPointer(source) + flagOffset).assumingMemoryBound(to: gboolean.self)
    }

    /// Ready when woken; each dispatch clears the flag first, so a wake-up made by the action
    /// runs it again.
    nonisolated(unsafe) static let table: UnsafeMutablePointer<GSourceFuncs> = {
        let table = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)  // lives as long as the process
        table.initialize(to: GSourceFuncs())
        table.pointee.prepare = { source, timeout in
            timeout?.pointee = -1
            return source.map { flag(of: $0).pointee } ?? 0
        }
        table.pointee.check = { source in source.map { flag(of: $0).pointee } ?? 0 }
        table.pointee.dispatch = { source, callback, data in
            if let source { flag(of: source).pointee = 0 }
            return callback?(data) ?? 1
        }
        return table
    }()

    static let run: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        let box = ClosureBox.from(data)
        assumingMainActor { box?.action() }
        return 1  // G_SOURCE_CONTINUE: asleep until the next wake-up
    }
}
