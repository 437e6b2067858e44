import Cells
import Gtk

/// Gives a window's views `EnvironmentValues.scenePhase`: `.active` while the GTK window is
/// active (it has the focus: `is-active`), `.inactive` while it is not, `.background` while
/// it is hidden or its surface is minimised (`GDK_TOPLEVEL_STATE_MINIMIZED`), through the
/// window's ``ScenePhaseSource`` (only the views that read the phase are evaluated again).
/// Its handlers hold the window weakly and go with the window.
///
/// The app's phase (an `App`'s `@Environment(\.scenePhase)`) follows all of them, as
/// SwiftUI's does: active while one of the app's windows is, inactive while one is shown,
/// background when none is.
@MainActor
final class ScenePhaseMonitor {
    /// The phase of the whole app, read by its body (``AppBodyHost``).
    static let appPhase = ScenePhaseSource(.background)
    private static var monitors: [WeakMonitor] = []
    private struct WeakMonitor { weak var monitor: ScenePhaseMonitor? }

    private weak var window: Window?
    /// What the window's views read their phase from.
    let source: ScenePhaseSource
    private var surface: GObjectHandle?
    private var surfaceHandler: SignalConnection?

    /// Starts following `window` for `graph`.
    @discardableResult
    static func follow(_ window: Window) -> ScenePhaseMonitor {
        let monitor = ScenePhaseMonitor(window: window)
        window.onNotifyIsActive { _ in monitor.changed() }
        window.onNotifyVisible { _ in monitor.changed() }
        window.onMap { monitor.watchSurface() }
        window.onUnmap { monitor.changed() }
        window.onUnrealize { monitor.releaseSurface() }
        monitors.append(WeakMonitor(monitor: monitor))
        updateAppPhase()
        return monitor
    }

    isolated deinit {
        releaseSurface()
        Self.updateAppPhase()
    }

    private init(window: Window) {
        self.window = window
        source = ScenePhaseSource(.active)
        source.phase = current()
    }

    /// The phase the window is in now.
    private func current() -> ScenePhase {
        guard let window else { return .background }
        let pointer = window.widgetPointer
        if gtk_widget_get_visible(pointer) == 0 { return .background }
        if let native = gtk_native_get_surface(OpaquePointer(pointer)),
           g_type_check_instance_is_a(UnsafeMutableRawPointer(native).assumingMemoryBound(to: GTypeInstance.self), gdk_toplevel_get_type()) != 0,
           gdk_toplevel_get_state(native).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0 {
            return .background
        }
        return gtk_window_is_active(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWindow.self)) != 0 ? .active : .inactive
    }

    /// Follows the surface's state (minimised) once the window has one. The handler is a C
    /// function given this monitor unretained (the window's handlers keep it alive), and is
    /// disconnected when the window is unrealized: no Swift closure is held for it.
    private func watchSurface() {
        defer { changed() }
        guard surface == nil, let window, let native = gtk_native_get_surface(OpaquePointer(window.widgetPointer)) else { return }
        let handle = Surface(retaining: UnsafeMutableRawPointer(native))
        // GdkToplevel:state (minimized, …), a property of the toplevel surface's own class.
        surfaceHandler = handle.connectNotifyTyped("state") { [weak self] _ in self?.changed() }
        surface = handle
    }

    /// The surface goes with the window's realization: its handler goes first (GDK may keep
    /// the surface object a while).
    private func releaseSurface() {
        surfaceHandler?.disconnect()
        surfaceHandler = nil
        surface = nil
    }

    private func changed() {
        let new = current()
        if new != source.phase { source.phase = new }
        Self.updateAppPhase()
    }

    /// The most engaged of the windows' phases, background without a window.
    private static func updateAppPhase() {
        monitors.removeAll { $0.monitor == nil }
        let phase = monitors.compactMap { $0.monitor?.source.phase }.max() ?? .background
        if appPhase.phase != phase { appPhase.phase = phase }
    }
}
