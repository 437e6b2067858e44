import CGtk

/// Watches one file for changes made by any program (GFileMonitor), on the GLib main loop.
@MainActor
public final class FileMonitor {
    private nonisolated(unsafe) let monitor: UnsafeMutablePointer<GFileMonitor>
    private var connection: SignalConnection?
    private let handle: GioFileMonitor

    /// Calls `onChange` after the file at `path` is written, created, deleted or replaced.
    /// Returns nil if GLib cannot watch it.
    public init?(path: String, onChange: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
        g_file_monitor_set_rate_limit(monitor, 50)
        handle = GioFileMonitor(taking: UnsafeMutableRawPointer(monitor))
        connection = handle.onChanged { _, _, event in
            // The events that mean new contents.
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED,
                 G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_RENAMED:
                onChange()
            default:
                break
            }
        }
    }

    deinit {
        g_file_monitor_cancel(monitor)
    }
}
