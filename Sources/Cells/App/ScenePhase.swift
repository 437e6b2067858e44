/// Where a window stands with the user, as SwiftUI's scene phase: `.active` while it has the
/// focus, `.inactive` while another window has it, `.background` while it is minimised or
/// hidden. The GTK backend follows the window's `is-active` property, its visibility and its
/// surface state, and updates the views that read it.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// ...
/// .onChange(of: scenePhase) { _, phase in if phase != .active { timer.pause() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the window the view is in (`.active` outside a window, as in tests).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
