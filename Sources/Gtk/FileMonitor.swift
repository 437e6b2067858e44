import CGtk

/// Watches one file, or the files of one folder, for changes made by any program
/// (GFileMonitor), on the GLib main loop.
@MainActor
public final class FileMonitor {
    private nonisolated(unsafe) let monitor: UnsafeMutablePointer<GFileMonitor>
    private var connection: SignalConnection?
    private let handle: GioFileMonitor

    /// Calls `onChange` after the file at `path` is written, created, deleted or replaced.
    /// Returns nil if GLib cannot watch it.
    public convenience init?(path: String, onChange: @escaping @MainActor () -> Void) {
        self.init(watching: path, isFolder: false) { _ in onChange() }
    }

    /// Calls `onChange` with a file's path after a file in the folder at `path` (not in its
    /// subfolders) is written, created, deleted, or saved by writing another file and renaming
    /// it over (then with the name it got). Returns nil if GLib cannot watch it.
    public convenience init?(folder path: String, onChange: @escaping @MainActor (_ file: String) -> Void) {
        self.init(watching: path, isFolder: true, onChange)
    }

    private init?(watching path: String, isFolder: Bool, _ onChange: @escaping @MainActor (String) -> Void) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let made = isFolder
            ? g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
            : g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
        guard let monitor = made else { return nil }
        self.monitor = monitor
        g_file_monitor_set_rate_limit(monitor, 50)
        handle = GioFileMonitor(taking: UnsafeMutableRawPointer(monitor))
        connection = handle.onChanged { file, otherFile, event in
            // The events that mean new contents; a rename names the new file second.
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED,
                 G_FILE_MONITOR_EVENT_MOVED_IN:
                onChange(Self.path(of: file))
            case G_FILE_MONITOR_EVENT_RENAMED:
                onChange(Self.path(of: otherFile))
            default:
                break
            }
        }
    }

    /// A GFile's local path ("" when it has none).
    private static func path(of file: UnsafeMutableRawPointer?) -> String {
        guard let file, let path = g_file_get_path(OpaquePointer(file)) else { return "" }
        defer { g_free(path) }
        return String(cString: path)
    }

    deinit {
        g_file_monitor_cancel(monitor)
    }
}
