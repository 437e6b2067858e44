import Foundation

// MARK: onChange

extension View {
    /// Runs `action` with the old and the new value when `value` changes between two
    /// evaluations of this view; not for the first value.
    ///
    /// ```swift
    /// .onChange(of: unit) { old, new in metres = convert(metres, from: old, to: new) }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

/// The last value an `onChange` saw, kept in its node, and how often its action ran in the
/// chain of updates under way.
@MainActor
final class LastValue<V> {
    var value: V?
    /// The chain of updates (``UpdateFeedback/chainNumber``) the action last ran in.
    var chain = -1
    /// How many times the action ran in that chain.
    var runs = 0
}

struct OnChangeView<Content: View, V: Equatable>: View {
    let content: Content
    let value: V
    let initial: Bool
    let action: @MainActor (V, V) -> Void
    @Owned private var last = LastValue<V>()

    /// How many times the action may run in one chain of updates (one user's change and what
    /// the actions it set off wrote, settled in one pass): an action that writes what it
    /// watches runs again, so a clamp (`x = min(x, 10)`) runs twice; one that changes it every
    /// time is a loop, stopped here.
    static var runsPerChain: Int { 8 }

    var body: some View {
        let box = last
        let old = box.value
        box.value = value
        if let old, old != value {
            run { action(old, value) }
        } else if old == nil, initial {
            run { action(value, value) }
        }
        return content
    }

    /// Runs the action as a reaction (its writes share this pass, see
    /// `UpdateFeedback.reacting`), unless it ran too often in this chain: then, as SwiftUI
    /// says, it "tried to update multiple times per frame", and waits for the next change.
    private func run(_ perform: () -> Void) {
        let box = last
        let chain = UpdateFeedback.chainNumber
        if box.chain == chain {
            box.runs += 1
        } else {
            box.chain = chain
            box.runs = 1
        }
        guard box.runs <= Self.runsPerChain else {
            if box.runs == Self.runsPerChain + 1 {
                Diagnostics.warn(
                    "onChange(of: \(V.self)) action tried to update multiple times per frame: in "
                    + "\(DependencyTracker.currentReader?.path ?? "?") it ran \(Self.runsPerChain) times in one update and "
                    + "kept changing what it watches (or what changes it). Skipped until the next change."
                )
            }
            return
        }
        UpdateFeedback.reacting("onChange(of: \(V.self)) action", perform)
    }
}

// MARK: onAppear, onDisappear, task

/// What an `onAppear`/`onDisappear`/`task` modifier keeps in its node while its view is in the
/// tree; released (running `onDisappear`, cancelling the task) when the view leaves.
@MainActor
final class LifecycleBox {
    var hasAppeared = false
    var onDisappear: (@MainActor () -> Void)?
    var task: Task<Void, Never>?

    isolated deinit {
        task?.cancel()
        if hasAppeared, let onDisappear { UpdateFeedback.reacting("onDisappear action", onDisappear) }
    }

    /// The view's page was covered by a pushed page (see `PageVisibility`): it has
    /// disappeared, though it stays in the tree. Its action writes state as `onAppear`'s does
    /// (a reaction: no warning, the write joins this pass).
    func disappear() {
        hasAppeared = false
        task?.cancel()
        task = nil
        if let onDisappear { UpdateFeedback.reacting("onDisappear action", onDisappear) }
    }
}

struct LifecycleView<Content: View>: View {
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?
    let task: (@MainActor @Sendable () async -> Void)?
    /// Made by its node (not held by every copy of the struct, as an `@Owned` initial value
    /// is): a struct kept elsewhere (a link's destination) does not keep it past its node.
    @OwnedObject private var box = LifecycleBox()
    /// Whether the view's navigation page is shown: covered by a pushed page, it has disappeared.
    @Environment(\.isOnShownPage) private var isOnShownPage

    var body: some View {
        let box = self.box
        box.onDisappear = onDisappear
        if !isOnShownPage {
            if box.hasAppeared { DependencyTracker.untracked { box.disappear() } }
        } else if !box.hasAppeared {
            box.hasAppeared = true
            if let onAppear { UpdateFeedback.reacting("onAppear action", onAppear) }
            if let task { box.task = Task { @MainActor in await task() } }
        }
        return content
    }
}

extension View {
    /// Runs `action` when this view enters the tree (before its widgets are first shown).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: action, onDisappear: nil, task: nil)
    }

    /// Runs `action` when this view leaves the tree.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: nil, onDisappear: action, task: nil)
    }

    /// Starts `action` on the main actor when this view enters the tree (it runs inside the
    /// GLib loop: the main dispatch queue is hooked into it), and cancels it when the view leaves.
    ///
    /// ```swift
    /// .task { while !Task.isCancelled { progress += 0.01; try? await Task.sleep(for: .milliseconds(50)) } }
    /// ```
    public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        LifecycleView(content: self, onAppear: nil, onDisappear: nil, task: action)
    }
}

// MARK: onTapGesture

/// The action a tap runs, kept in the tap modifier's node: the same object for as long as the
/// view stays, holding the latest closure. Compared by identity.
@MainActor
public final class TapAction: Equatable {
    /// How many taps (1, or 2 for a double click).
    public internal(set) var count = 1
    var action: @MainActor () -> Void = {}

    nonisolated init() {}

    /// Runs the action, as the user's tap does.
    public func perform() {
        action()
    }

    public nonisolated static func == (lhs: TapAction, rhs: TapAction) -> Bool { lhs === rhs }
}

/// `.onTapGesture`: a click (GTK: a `GtkGestureClick`) on the widget runs the action.
public enum TapGestureAttribute: WidgetAttributeKey {
    public typealias Value = TapAction
}

struct TapGestureView<Content: View>: View {
    let content: Content
    let count: Int
    let action: @MainActor () -> Void
    @Owned private var tap = TapAction()

    var body: some View {
        let tap = self.tap
        tap.count = count
        tap.action = action
        return content.widgetAttribute(TapGestureAttribute.self, tap)
    }
}

extension View {
    /// Runs `action` when the user clicks this view `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        TapGestureView(content: self, count: count, action: action)
    }
}
