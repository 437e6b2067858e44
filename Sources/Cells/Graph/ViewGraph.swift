import Foundation

/// The live tree of view nodes for one window's content, and the update loop that keeps the
/// widgets in step with state.
///
/// Writes to state mark the nodes that read it; the graph then runs one update pass, however
/// many writes happen before it runs: as soon as a widget user's action that wrote ends, or
/// else when its scheduler runs it. The pass re-evaluates the marked
/// nodes, parents first, and hands the backend only what changed.
///
/// ```swift
/// let graph = ViewGraph(content: TitleEditor(), backend: backend, scheduler: scheduler)
/// window.child = graph.rootWidget
/// ```
@MainActor
public final class ViewGraph {
    let backend: any Backend
    private let scheduler: any UpdateScheduler
    private var root: ViewNode!
    /// The root node, for readers of the whole tree (``CarriedOwnedValues``); nil once torn down.
    var rootNode: ViewNode? { root }
    // The pass's bookkeeping below is touched several times by every write and every pass,
    // only on the main actor and never while an access to the same field is under way.
    private var dirtyNodes: [ViewNode] = []
    /// The nodes a round of the pass evaluates (swapped with `dirtyNodes`, so neither array
    /// is copied or made anew).
    private var batch: [ViewNode] = []
    /// Nodes marked by writes made while this graph's pass evaluated views: the next pass's.
    private var deferredNodes: [ViewNode] = []
    /// Nodes marked during the pass by writes in a transaction of their own (`withAnimation`
    /// in an `onChange` action), evaluated later in the pass, each in its transaction.
    private var nodesInTransactions: [(ViewNode, Transaction)] = []
    private var containersToSync: [ObjectIdentifier: ViewNode] = [:]
    private var isPassScheduled = false
    private var isUpdating = false
    /// How many widget users' actions are running (an action can make another widget act).
    private var userActionDepth = 0

    /// Errors found while evaluating views (a missing environment object), in order.
    public private(set) var failures: [String] = []

    /// Counters of the work done so far.
    public internal(set) var statistics = GraphStatistics()
    /// How often the `body` of each view type ran, by type.
    private var bodyEvaluationCounters: [ObjectIdentifier: BodyEvaluationCounter] = [:]

    /// How many times `body` of views of `type` ran in this graph.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        bodyEvaluationCounters[ObjectIdentifier(type)]?.count ?? 0
    }

    /// The counter of `body` evaluations of views of the type `type` identifies.
    func bodyEvaluationCounter(for type: ObjectIdentifier) -> BodyEvaluationCounter {
        if let counter = bodyEvaluationCounters[type] { return counter }
        let counter = BodyEvaluationCounter()
        bodyEvaluationCounters[type] = counter
        return counter
    }

    /// Builds the tree for `content` and its widgets.
    public init<Content: View>(
        content: Content,
        backend: any Backend,
        scheduler: any UpdateScheduler,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.backend = backend
        self.scheduler = scheduler
        let rootView = RootView(content: content)
        root = ViewNode(
            graph: self, parent: nil,
            identity: ChildIdentity(key: .position(0), type: ObjectIdentifier(type(of: rootView))),
            view: rootView, environment: environment, padding: .zero
        )
        // The first evaluation is a pass too: what its reactions write (`onAppear`,
        // `onChange(initial: true)`) is shown by the first frame; a body's writes wait.
        isUpdating = true
        root.evaluate()
        isUpdating = false
        if dirtyNodes.isEmpty { releaseDeferredNodes() } else { runPendingUpdates() }
        syncContainers()
    }

    /// The backend's container widget holding the content.
    public var rootWidget: AnyObject {
        guard let widget = root.widget else { preconditionFailure("the root view always makes a widget") }
        return widget
    }

    // MARK: Update passes

    /// Queues a marked node. One marked by a write made while views were evaluated
    /// (`markedDuringUpdate`) waits for the next pass, as SwiftUI's "modifying state during
    /// view update" does, so a view that writes what it reads cannot spin inside one pass.
    func enqueueDirty(_ node: ViewNode, markedDuringUpdate: Bool = false) {
        if isUpdating && markedDuringUpdate {
            deferredNodes.append(node)
            return
        }
        // A write inside `withAnimation` in an action the pass runs (`onChange`): its views are
        // evaluated later in this pass, in that transaction.
        if isUpdating, let transaction = Transaction.ofWritesDuringPass {
            nodesInTransactions.append((node, transaction))
            return
        }
        dirtyNodes.append(node)
        schedulePass()
    }

    private func schedulePass() {
        Transaction.notePassAsked()
        guard !isUpdating, !isPassScheduled else { return }
        isPassScheduled = true
        // A user's action runs its pass when it ends (`performUserAction`), not a turn later.
        if userActionDepth == 0 { scheduler.scheduleUpdate(passAction) }
    }

    /// Runs what a widget's user did (typed, toggled, clicked), then at once the update pass
    /// its writes asked for: the window shows the result before the widget's signal handler
    /// returns, as a GTK program sets its labels in its handlers. Every write of the action
    /// shares that one pass; writes from elsewhere (timers, tasks, other windows) wait for the
    /// scheduler's pass.
    func performUserAction(_ action: () -> Void) {
        userActionDepth += 1
        action()
        userActionDepth -= 1
        if userActionDepth == 0, isPassScheduled, !isUpdating { runPendingUpdates() }
    }

    /// What the scheduler runs for a pass, made once (a keystroke asks for a pass).
    private lazy var passAction: @MainActor () -> Void = { [weak self] in self?.runPendingUpdates() }

    /// Runs `work` when the loop has nothing more urgent, after the next frame is drawn.
    func scheduleBackgroundWork(_ work: @escaping @MainActor () -> Void) {
        scheduler.scheduleBackgroundWork(work)
    }

    func containerNeedsSync(_ node: ViewNode) {
        containersToSync[ObjectIdentifier(node)] = node
    }

    /// Runs the pending update pass now, if there is one. Schedulers call this; tests call it
    /// to settle the tree after an action.
    public func runPendingUpdates() {
        isPassScheduled = false
        guard !dirtyNodes.isEmpty, !isUpdating else { return }
        // The pass carries the transaction of the writes that asked for it (`withAnimation`).
        Transaction.runPass(runUpdatePass)
    }

    private func runUpdatePass() {
        isUpdating = true
        defer {
            isUpdating = false
            releaseDeferredNodes()
        }
        statistics.updatePasses += 1
        var rounds = 0
        while !dirtyNodes.isEmpty || !nodesInTransactions.isEmpty {
            rounds += 1
            if rounds > 100 {
                Diagnostics.warn(
                    "views kept changing state they read while updating (an onChange or onAppear action that keeps "
                    + "writing what its view reads?); stopped after 100 rounds (\(dirtyNodes.first?.path ?? "?"))"
                )
                for node in dirtyNodes { node.dropPendingUpdate() }
                for (node, _) in nodesInTransactions { node.dropPendingUpdate() }
                dirtyNodes.removeAll()
                nodesInTransactions.removeAll()
                break
            }
            swap(&dirtyNodes, &batch)
            Self.sortParentsFirst(&batch)
            for node in batch where node.isDirty && node.isAlive {
                node.evaluate()
            }
            batch.removeAll(keepingCapacity: true)
            evaluateNodesInTransactions()
            // The views settled: containers take their new children, and the widgets left out
            // go. A reaction to one going (a focused field's `@FocusState` cleared as its view
            // leaves) marks views again, evaluated in this pass, not stranded until the next.
            if dirtyNodes.isEmpty && nodesInTransactions.isEmpty { syncContainers() }
        }
        syncContainers()
    }

    /// Evaluates the nodes that writes in a transaction of their own marked during the pass
    /// (``Transaction/ofWritesDuringPass``), each in its transaction, parents first.
    private func evaluateNodesInTransactions() {
        guard !nodesInTransactions.isEmpty else { return }
        var marked = nodesInTransactions
        nodesInTransactions.removeAll()
        marked.sort { ViewNode.isShallower($0.0, than: $1.0) }
        for (node, transaction) in marked where node.isDirty && node.isAlive {
            Transaction.evaluating(in: transaction) { node.evaluate() }
        }
    }

    /// Hands the nodes marked by writes made while views were evaluated to the next pass.
    private func releaseDeferredNodes() {
        guard !deferredNodes.isEmpty else { return }
        dirtyNodes.append(contentsOf: deferredNodes)
        deferredNodes.removeAll()
        schedulePass()
    }

    /// Sorts `nodes` parents first, in place. A keystroke marks two nodes (the view and the
    /// entry typed in): the standard library's sort allocates and runs more code for a few
    /// nodes than the pass spends on one of them, so a few are sorted by insertion.
    private static func sortParentsFirst(_ nodes: inout [ViewNode]) {
        guard nodes.count > 1 else { return }
        guard nodes.count <= 16 else {
            nodes.sort(by: ViewNode.isShallower)
            return
        }
        for index in 1..<nodes.count {
            let node = nodes[index]
            var place = index
            while place > 0, ViewNode.isShallower(node, than: nodes[place - 1]) {
                nodes[place] = nodes[place - 1]
                place -= 1
            }
            nodes[place] = node
        }
    }

    /// Hands the backend the children of every container whose children changed.
    func syncContainers() {
        // Most passes change no container's children (a keystroke changes a label's text).
        guard !containersToSync.isEmpty else { return }
        // Deepest first, so a container is filled before its parent places it.
        let pending = containersToSync.values.sorted(by: ViewNode.isDeeper)
        containersToSync.removeAll(keepingCapacity: true)
        for container in pending where container.isAlive {
            guard let widget = container.widget else { continue }
            let children = container.childWidgets()
            let identities = children.map(ObjectIdentifier.init)
            if identities != container.syncedChildWidgets {
                container.syncedChildWidgets = identities
                backend.setChildren(children, of: widget)
            }
        }
    }

    func reportFailure(_ message: String) {
        failures.append(message)
        Diagnostics.error(message)
    }

    /// Changes the environment the whole tree sees (the system's colour scheme changed): the
    /// views that read a changed value are evaluated again, at once.
    public func updateEnvironment(_ transform: (inout EnvironmentValues) -> Void) {
        guard let root, root.isAlive else { return }
        let old = root.environment
        var environment = old
        transform(&environment)
        // Every view that read a changed value is marked, however deep (an unchanged parent
        // would not pass a new environment down), then evaluated in one pass.
        root.propagateEnvironmentChange(from: old, to: environment)
        runPendingUpdates()
        syncContainers()
    }

    /// Removes every node: state, observations and widgets are released.
    public func tearDown() {
        root.destroy()
        dirtyNodes.removeAll()
        deferredNodes.removeAll()
        containersToSync.removeAll()
    }
}

/// The view at the top of every graph: a container widget holding the content.
struct RootView<Content: View>: PrimitiveView, DerivesChildEnvironment {
    let content: Content

    func properties(in environment: EnvironmentValues) -> RootProperties {
        RootProperties()
    }

    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.withStackAxis(.vertical)
    }
}

/// The container at the top of a view graph (a window's content), which fills its space and
/// stacks the content vertically.
public struct RootProperties: Equatable, Sendable {
    public init() {}
}

extension RootView: HiddenInPaths {}
