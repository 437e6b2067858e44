extension Scene {
    /// Runs `action` when `value` changes between two evaluations of the app's `body`, with
    /// the old and the new value (and once at launch when `initial` is true), as a view's
    /// `onChange(of:)` does. The app's body runs again when what it read changes: its
    /// `@Owned`, `@OwnedObject`, `@AppStorage` and `@Environment(\.scenePhase)` properties
    /// (the app's phase: active while one of its windows is).
    ///
    /// ```swift
    /// @Environment(\.scenePhase) private var scenePhase
    /// var body: some Scene {
    ///     WindowGroup { NotesView() }
    ///         .onChange(of: scenePhase) { _, phase in if phase == .background { store.save() } }
    /// }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> OnChangeScene<Self> {
        OnChangeScene(base: self, watcher: SceneChangeWatcher { AnyView(EmptyView().onChange(of: value, initial: initial, action)) })
    }

    /// Runs `action` when `value` changes between two evaluations of the app's `body` (and
    /// once at launch when `initial` is true).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> OnChangeScene<Self> {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
}

extension Scene {
    /// Runs `action` with the new value when `value` changes between two evaluations of the
    /// app's `body`: SwiftUI's older spelling (iOS 14 to 16), as in
    /// `.onChange(of: scenePhase) { phase in if phase == .background { store.save() } }`.
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> OnChangeScene<Self> {
        onChange(of: value, initial: false) { _, new in action(new) }
    }
}

/// A scene with an `onChange(of:)` action.
public struct OnChangeScene<Base: Scene>: Scene {
    let base: Base
    let watcher: SceneChangeWatcher

    public var windowDescriptions: [WindowDescription] { base.windowDescriptions }
    public var commandMenus: [CommandMenuDescription] { base.commandMenus }
    public var changeWatchers: [SceneChangeWatcher] { base.changeWatchers + [watcher] }
}

/// What one `onChange(of:)` of a scene watches: a view's `onChange(of:)` on the value, which
/// the app's body host (``AppBodyHost``) shows in its node, at the same place each time, so
/// each evaluation's value is compared with the last.
@MainActor
public struct SceneChangeWatcher {
    let makeView: @MainActor () -> AnyView
}
