import CGtk

/// Watches one file for changes made by any program (GFileMonitor), on the GLib main loop.
@MainActor
public final class FileMonitor {
    private nonisolated(unsafe) let monitor: UnsafeMutablePointer<GFileMonitor>
    private var connection: SignalConnection?
    private let handle: GObjectHandle

    /// Calls `onChange` after the file at `path` is written, created, deleted or replaced.
    /// Returns nil if GLib cannot watch it.
    public init?(path: String, onChange: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
        g_file_monitor_set_rate_limit(monitor, 50)
        handle = GObjectHandle(taking: UnsafeMutableRawPointer(monitor))
        connection = handle.connectMonitorChanged(onChange)
    }

    deinit {
        g_file_monitor_cancel(monitor)
    }
}

extension GObjectHandle {
    /// GFileMonitor's "changed" (monitor, file, other file, event, data): runs `action` for
    /// the events that mean new contents.
    @MainActor
    func connectMonitorChanged(_ action: @escaping @MainActor () -> Void) -> SignalConnection {
        let callback: @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, GFileMonitorEvent, UnsafeMutableRawPointer?
        ) -> Void = { _, _, _, event, data in
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED,
                 G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_RENAMED:
                let box = ClosureBox.from(data)
                MainActor.assumeIsolated { box?.action() }
            default:
                break
            }
        }
        return connect("changed", box: ClosureBox(action: action), callback: unsafeBitCast(callback, to: UnsafeRawPointer.self))
    }
}
