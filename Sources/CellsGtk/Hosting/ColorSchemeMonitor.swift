import Cells
import Gtk

/// Follows whether libadwaita draws the app light or dark (AdwStyleManager's "dark": the
/// desktop's appearance setting, or the app's own `.preferredColorScheme`) and hands it to
/// every hosted view graph as `EnvironmentValues.colorScheme`, so `@Environment(\.colorScheme)`
/// updates live.
@MainActor
enum ColorSchemeMonitor {
    private static var graphs: [WeakGraph] = []
    private static var styleManager: AdwStyleManager?
    private static var current = ColorScheme.light

    /// The scheme now, watching for changes from the first call on.
    static var colorScheme: ColorScheme {
        startWatching()
        return current
    }

    /// Keeps `graph`'s colour scheme up to date while it lives.
    static func follow(_ graph: ViewGraph) {
        startWatching()
        graphs.removeAll { $0.graph == nil }
        graphs.append(WeakGraph(graph: graph))
    }

    private static func startWatching() {
        guard styleManager == nil, let manager = AdwStyleManager.shared else { return }
        styleManager = manager
        current = manager.dark ? .dark : .light
        manager.onNotifyDark { dark in changed(to: dark ? .dark : .light) }
    }

    private static func changed(to scheme: ColorScheme) {
        guard scheme != current else { return }
        current = scheme
        graphs.removeAll { $0.graph == nil }
        for entry in graphs { entry.graph?.updateEnvironment { $0.colorScheme = scheme } }
    }
}

/// A view graph followed without being kept alive.
private struct WeakGraph {
    weak var graph: ViewGraph?
}
