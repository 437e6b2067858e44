/// The task a `.task(id:)` modifier keeps in its node: the value it started for, and the
/// running task, cancelled when the value changes or the view leaves the tree.
@MainActor
final class IdentifiedTaskBox<ID: Equatable> {
    var id: ID?
    var task: Task<Void, Never>?

    isolated deinit {
        task?.cancel()
    }
}

struct IdentifiedTaskView<Content: View, ID: Equatable>: View {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
    /// Made by its node (an `@Owned` object would be held by every copy of this struct,
    /// a navigation link's destination among them, and outlive the node).
    @OwnedObject private var box = IdentifiedTaskBox<ID>()
    /// Whether the view's navigation page is shown: covered by a pushed page, it has disappeared
    /// and its task is cancelled, as `.task`'s is; shown again, it starts anew.
    @Environment(\.isOnShownPage) private var isOnShownPage

    var body: some View {
        let box = self.box
        if !isOnShownPage {
            box.task?.cancel()
            box.task = nil
        } else if box.task == nil || box.id != id {
            box.task?.cancel()
            box.id = id
            let action = self.action
            box.task = Task(priority: priority) { @MainActor in await action() }
        }
        return content
    }
}

extension View {
    /// Starts `action` on the main actor when this view enters the tree, as ``task(_:)`` does,
    /// and again whenever `value` changes: the running task is cancelled first, then a new one
    /// starts for the new value. Leaving the tree cancels it. (It runs inside the GLib loop:
    /// the main dispatch queue is hooked into it.)
    ///
    /// ```swift
    /// .task(id: query) {
    ///     try? await Task.sleep(for: .milliseconds(300))  // cancelled by the next keystroke
    ///     guard !Task.isCancelled else { return }
    ///     results = await search(query)
    /// }
    /// ```
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        IdentifiedTaskView(content: self, id: value, priority: priority, action: action)
    }
}
