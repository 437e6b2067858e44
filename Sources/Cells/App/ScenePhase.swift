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

/// A window's scene phase, shared by all its views: a write re-evaluates only the views that
/// read it (Observation), wherever they are in the tree.
@MainActor @Observable
public final class ScenePhaseSource {
    /// The window's phase now.
    public var phase: ScenePhase

    public init(_ phase: ScenePhase = .active) {
        self.phase = phase
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue: ScenePhaseSource? = nil
}

extension EnvironmentValues {
    /// The phase of the window the view is in (`.active` outside a window, as in tests).
    /// Setting it gives the views below a phase of their own.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self]?.phase ?? .active }
        set { self[ScenePhaseKey.self] = ScenePhaseSource(newValue) }
    }

    /// Where `scenePhase` comes from: a backend gives each window one and writes its phase.
    public var scenePhaseSource: ScenePhaseSource? {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
