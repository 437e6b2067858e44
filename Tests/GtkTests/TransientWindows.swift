import CGtk
import CellsGtk
import Gtk

/// The visible windows transient for `parent` (an alert, a sheet, a file chooser it
/// presents), newest last; `ofType` keeps only windows of that GType.
@MainActor
func visibleWindows(transientFor parent: UnsafeMutablePointer<GtkWidget>, ofType type: GType? = nil) -> [UnsafeMutablePointer<GtkWindow>] {
    var result: [UnsafeMutablePointer<GtkWindow>] = []
    let list = gtk_window_list_toplevels()
    var node = list
    while let current = node {
        if let data = current.pointee.data {
            let window = data.assumingMemoryBound(to: GtkWindow.self)
            let isOfType = type.map { g_type_check_instance_is_a(data.assumingMemoryBound(to: GTypeInstance.self), $0) != 0 } ?? true
            if isOfType, let transient = gtk_window_get_transient_for(window), OpaquePointer(transient) == OpaquePointer(parent),
               gtk_widget_get_visible(data.assumingMemoryBound(to: GtkWidget.self)) != 0 {
                result.append(window)
            }
        }
        node = current.pointee.next
    }
    g_list_free(list)
    return result
}

/// The signal closures alive with no test window open: counted after a first window was
/// opened and closed, as the desktop's colour-scheme watch (two closures) lives for the process.
@MainActor
func closureBaseline() throws -> Int {
    try RealWindow(Text("warm-up")).close()
    return SignalClosureCounter.liveCount
}
