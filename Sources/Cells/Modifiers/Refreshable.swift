/// Refreshes the content of a view, as SwiftUI's `RefreshAction`: `.refreshable` puts it in
/// the environment; call it to refresh as a pull or Ctrl+R does.
@MainActor
public struct RefreshAction {
    let run: @MainActor () async -> Void

    public func callAsFunction() async {
        await run()
    }
}

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh of the nearest `.refreshable` view above; nil when there is none.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

/// Whether a `.refreshable` view's action is running, kept in its node.
@MainActor @Observable
final class RefreshState {
    var isRefreshing = false
    @ObservationIgnored var task: Task<Void, Never>?

    nonisolated init() {}

    /// Runs `action` unless a refresh is under way (a second Ctrl+R waits for the first).
    func start(_ action: @escaping @MainActor @Sendable () async -> Void) async {
        if let task {
            await task.value
            return
        }
        isRefreshing = true
        let task = Task { @MainActor in await action() }
        self.task = task
        await task.value
        self.task = nil
        isRefreshing = false
    }

    isolated deinit {
        task?.cancel()
    }
}

struct RefreshableView<Content: View>: View {
    let content: Content
    let action: @MainActor @Sendable () async -> Void
    @OwnedObject private var state = RefreshState()

    var body: some View {
        let state = self.state, action = self.action
        let refresh = RefreshAction { await state.start(action) }
        return RefreshContainer(
            content: content.environment(\.refresh, refresh), isRefreshing: state.isRefreshing,
            refresh: { Task { await state.start(action) } })
    }
}

/// The widget around a refreshable view: GNOME's spinner over its top while it refreshes,
/// Ctrl+R and F5 while it is shown, and a pull past the top of the list or scroll view inside.
struct RefreshContainer<Content: View>: PrimitiveView {
    let content: Content
    let isRefreshing: Bool
    let refresh: @MainActor () -> Void

    func properties(in environment: EnvironmentValues) -> RefreshableProperties {
        RefreshableProperties(isRefreshing: isRefreshing)
    }

    func actions(in environment: EnvironmentValues) -> RefreshableActions {
        RefreshableActions(refresh: refresh)
    }
}

extension RefreshContainer: HiddenInPaths {}

/// What a refreshable view's widget shows.
public struct RefreshableProperties: Equatable, Sendable {
    /// Whether the refresh runs: the spinner shows.
    public var isRefreshing: Bool
}

/// What a refreshable view's widget reports.
public struct RefreshableActions {
    /// The user asked for a refresh (a pull, Ctrl+R, F5).
    public let refresh: @MainActor () -> Void
}

extension View {
    /// Makes this view refreshable, as SwiftUI's: a pull past the top of the list (or scroll
    /// view) in it, Ctrl+R or F5 runs `action`, GNOME's spinner showing over the top until it
    /// returns. Views below find it as `@Environment(\.refresh)`.
    ///
    /// ```swift
    /// List(feed.items) { ItemRow($0) }
    ///     .refreshable { await feed.reload() }
    /// ```
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        RefreshableView(content: self, action: action)
    }
}
