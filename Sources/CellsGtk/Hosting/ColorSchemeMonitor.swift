import Cells
import Gtk

/// Follows the desktop's light or dark preference (GtkSettings' "prefer dark" and a theme
/// whose name ends in "-dark") and hands it to every hosted view graph as
/// `EnvironmentValues.colorScheme`, so `@Environment(\.colorScheme)` updates live.
@MainActor
enum ColorSchemeMonitor {
    private static var graphs: [WeakGraph] = []
    private static var settings: Settings?
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
        guard settings == nil, let pointer = gtk_settings_get_default() else { return }
        let handle = Settings(retaining: UnsafeMutableRawPointer(pointer))
        settings = handle
        current = read(handle)
        handle.onNotifyGtkApplicationPreferDarkTheme { _ in changed() }
        handle.onNotifyGtkThemeName { _ in changed() }
    }

    private static func read(_ settings: GObjectHandle) -> ColorScheme {
        let themeIsDark = settings.stringProperty("gtk-theme-name")?.hasSuffix("-dark") ?? false
        return settings.boolProperty("gtk-application-prefer-dark-theme") || themeIsDark ? .dark : .light
    }

    private static func changed() {
        guard let settings else { return }
        let scheme = read(settings)
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
