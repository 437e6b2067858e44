import Foundation
import Observation

/// One view at one place in the tree. The node outlives the view structs its parent creates:
/// it keeps the view's state, what its last evaluation read, its widget (if the view is a
/// widget) and its children.
///
/// Fields marked `@exclusivity(unchecked)` are set and read several times by every
/// evaluation, only by the node itself on the main actor, and never while an access to the
/// same field is under way: the runtime's exclusivity check would cost more than the work.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    /// How others refer to this node without keeping it alive (not weakly: see
    /// ``NodeReference``).
    let reference = NodeReference()
    /// The parent's reference: the parent owns this node.
    private let parentReference: NodeReference?
    var parent: ViewNode? { parentReference?.node }
    @exclusivity(unchecked) private(set) var identity: ChildIdentity
    let depth: Int

    /// The view struct last evaluated here.
    @exclusivity(unchecked) private(set) var view: any View
    /// The type of `view`, which never changes (asking an existential for its type copies it).
    private let viewType: ObjectIdentifier
    /// The environment received from the parent.
    @exclusivity(unchecked) private(set) var environment: EnvironmentValues
    /// Padding from modifiers above that the first widgets below must apply.
    @exclusivity(unchecked) private var inheritedPadding: EdgeInsets
    /// Widget attributes from modifiers above that the first widgets below must apply.
    @exclusivity(unchecked) private(set) var inheritedAttributes: WidgetAttributes
    @exclusivity(unchecked) private(set) var children: [ViewNode] = []
    /// The modifiers folded into this node (see ``FoldedModifier``): its identity is theirs,
    /// its view their content.
    @exclusivity(unchecked) private var folding = ModifierFolding.none

    /// Storage of the view's dynamic properties, by slot (see ``DynamicPropertyLayout``).
    var storage = NodePropertyStorage()
    /// The layout of the view type's dynamic properties, found at its first link (nil inside:
    /// the view is not a struct, and is linked by reflection).
    var propertyLayout: DynamicPropertyLayout??
    /// Environment keys read by the last evaluation.
    @exclusivity(unchecked) var readEnvironmentKeys = EnvironmentKeysRead()
    /// While an evaluation runs: the keys the one before read (swapped with
    /// `readEnvironmentKeys`, so neither set is shared and clearing one never copies it).
    @exclusivity(unchecked) private var previousEnvironmentKeys = EnvironmentKeysRead()
    /// What the last evaluation read. These four are touched only by this node on the main
    /// actor, never while one of them is being mutated, so they skip the exclusivity check
    /// (every evaluation reads and writes them several times).
    @exclusivity(unchecked) private var dependencies = DependencySet()
    /// The sources among `dependencies` read only in parts, through bindings.
    @exclusivity(unchecked) private var partlyReadSources: Set<ObjectIdentifier> = []
    /// Sources read only element by element (see ``DependencySource``).
    @exclusivity(unchecked) private var elementDependencies = DependencySet()
    /// While an evaluation runs: what the one before read and this one has not read yet.
    /// A source read again moves back to `dependencies` and stays registered at the source
    /// (most evaluations read what the last one read); what is left when the evaluation ends
    /// is unregistered then (see ``beginReading()`` and ``endReading()``).
    @exclusivity(unchecked) private var unreadDependencies = DependencySet()
    @exclusivity(unchecked) private var unreadElementDependencies = DependencySet()
    /// Identities, not `unowned(unsafe)` references: loading one of those to compare it
    /// retains and releases it, twice per element of a list scan.
    @exclusivity(unchecked) private var lastElementDependency: ObjectIdentifier?
    /// The element position of the last element read of `lastElementDependency`, and whether
    /// this evaluation reads any element of it (then positions are no longer recorded: a list
    /// scan reads every element).
    @exclusivity(unchecked) private var lastElementPosition: Int?
    @exclusivity(unchecked) private var readsAnyElementOfLast = false
    /// Counts the times this node was marked for update for any reason but a write of single
    /// elements of a collection it reads element by element. A list compares the sum over
    /// itself and its ancestors with the sum at its last scan: if it is the same, its
    /// content is what it was except for the written elements.
    @exclusivity(unchecked) private(set) var wholeInvalidations = 0
    /// For a list: the whole invalidations of its ancestry when it last scanned its rows.
    private var invalidationsAtLastScan = 0
    /// The two sources recorded last; `dependencies` holds them, and clearing it clears these.
    @exclusivity(unchecked) private var lastDependency: ObjectIdentifier?
    @exclusivity(unchecked) private var secondLastDependency: ObjectIdentifier?
    /// Subscriptions to the ObservableObjects the view holds, by property name.
    private var followedObjects: [String: (object: ObjectIdentifier, subscription: ObjectWillChangeSubscription)] = [:]
    /// Environment objects the view declares but no ancestor provides (set while linking).
    @exclusivity(unchecked) private var missingEnvironmentObjects: [Any.Type] = []
    /// Whether the dynamic properties of the current view struct are linked to this node
    /// (and still see the right environment): then re-evaluating the same struct skips the
    /// reflection walk.
    @exclusivity(unchecked) private var isViewLinked = false
    /// Whether the view holds custom dynamic properties, whose `update()` runs before every
    /// `body`: then even a linked struct is linked again. (Known once linked; the view's type
    /// never changes.)
    @exclusivity(unchecked) private var relinksBeforeEveryBody = true
    /// The graph's count of `body` evaluations of `viewType`.
    @exclusivity(unchecked) private var bodyEvaluationCounter: BodyEvaluationCounter?
    /// Counts evaluations, so a stale Observation callback from an older one is ignored.
    @exclusivity(unchecked) private var evaluationCount = 0
    /// The `@Observable` registrations of the evaluations whose reads still count; the others
    /// are retired at once (see ``ObservationRegistrations``).
    private let registrations = ObservationRegistrations()
    /// For a primitive view: the evaluation that last made or updated its widget.
    @exclusivity(unchecked) private var widgetEvaluation = 0

    @exclusivity(unchecked) private(set) var widget: AnyObject?
    /// For a primitive or built-in view: how to resolve it, made at the first evaluation.
    @exclusivity(unchecked) private var primitiveResolver: PrimitiveResolver?
    /// For a primitive view: the description its widget shows and its actions.
    @exclusivity(unchecked) private var primitiveState: AnyPrimitiveWidgetState?
    /// The padding last handed to the backend for the widget.
    @exclusivity(unchecked) private var writtenPadding = EdgeInsets.zero
    /// The widget attributes last handed to the backend for the widget.
    @exclusivity(unchecked) private var writtenAttributes = WidgetAttributes()
    /// Whether the evaluation under way must bring the widget up to date even if its
    /// description is unchanged (state it read changed, or its user changed it).
    @exclusivity(unchecked) private var mustCheckWidget = false
    /// Whether the evaluation under way left the widget as it was (same description).
    @exclusivity(unchecked) private var widgetUpdateWasSkipped = false
    /// For a list node: its rows.
    @exclusivity(unchecked) private var rowController: ListRowController?
    /// For a styled primitive: its style's state (see ``StyledPrimitive``), made on first use.
    private var styleState: PrimitiveStyleState?
    /// For a styled primitive: whether a user-written style's body stands for its widget.
    private var isReplacedByStyle = false
    /// Identities of the child widgets last handed to the backend (containers only).
    @exclusivity(unchecked) var syncedChildWidgets: [ObjectIdentifier] = []

    @exclusivity(unchecked) private(set) var isDirty = false
    /// While dirty: how many passes of writes made during updates led to the mark (see
    /// ``UpdateFeedback``); 0 when a change from outside an update marked it.
    @exclusivity(unchecked) private var markDepth = 0
    @exclusivity(unchecked) private(set) var isAlive = true
    /// Built-in and primitive views resolve on every evaluation their parent asks for: they
    /// are cheap, and a primitive compares its description itself.
    private let resolvesWithoutBody: Bool

    init(
        graph: ViewGraph, parent: ViewNode?, identity: ChildIdentity, view: any View,
        environment: EnvironmentValues, padding: EdgeInsets, attributes: WidgetAttributes = WidgetAttributes()
    ) {
        self.graph = graph
        self.parentReference = parent?.reference
        self.identity = identity
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.environment = environment
        self.inheritedPadding = padding
        self.inheritedAttributes = attributes
        self.resolvesWithoutBody = view is BuiltinView || view is any PrimitiveView
        reference.attach(self)
    }

    /// A node freed while still in the tree (its graph was let go without `tearDown()`) is
    /// no reader any more of the sources it read: a cell or store that outlives the graph (a
    /// parent's `@Owned` value read through a binding) would otherwise keep its reference and
    /// projection checks until it is next written. (Not the graph's deinit: a node reads its
    /// `unowned` graph, which is an error once the graph's deinit has begun.)
    isolated deinit {
        if isAlive { clearDependencies() }
        reference.clear()
    }

    /// Orders nodes parents first. (Nonisolated: a main-actor closure given to `sorted` checks
    /// at every comparison that it runs on the main actor.)
    nonisolated static func isShallower(_ node: ViewNode, than other: ViewNode) -> Bool {
        node.depth < other.depth
    }

    /// Orders nodes children first (see ``isShallower(_:than:)``).
    nonisolated static func isDeeper(_ node: ViewNode, than other: ViewNode) -> Bool {
        node.depth > other.depth
    }

    // MARK: Dependencies

    func addDependency(_ source: DependencySource) {
        // A list's rows read the same few sources over and over: check the last two first.
        let id = ObjectIdentifier(source)
        if id == lastDependency || id == secondLastDependency { return }
        secondLastDependency = lastDependency
        lastDependency = id
        guard !dependencies.contains(id) else {
            if !partlyReadSources.isEmpty, partlyReadSources.remove(id) != nil { source.readByWhole(self) }
            return
        }
        dependencies.insert(source)
        // Read as a whole by the last evaluation too: still registered at the source.
        if !unreadDependencies.isEmpty, unreadDependencies.remove(id) != nil { return }
        source.addReader(self)
    }

    /// Records a read of the part of `source`'s value that `unchanged` checks (a key-path
    /// binding's value): a write to `source` marks this node only if that part changed.
    func addProjectedDependency(_ source: DependencySource, unchanged: @escaping @MainActor () -> Bool) {
        let id = ObjectIdentifier(source)
        if let existing = dependencies.source(id) {
            if partlyReadSources.contains(id) { existing.addProjectionReader(self, unchanged: unchanged) }
            return
        }
        // The last evaluation's registration may be of the whole value: start this one anew.
        if !unreadDependencies.isEmpty, unreadDependencies.remove(id) != nil { source.removeWholeReader(self) }
        dependencies.insert(source)
        partlyReadSources.insert(id)
        source.addProjectionReader(self, unchanged: unchanged)
    }

    /// Records a read of `source` element by element: of the element at `position` only, or
    /// of any element (nil).
    func addElementDependency(_ source: DependencySource, at position: Int?) {
        let id = ObjectIdentifier(source)
        if id != lastElementDependency {
            lastElementDependency = id
            if !elementDependencies.contains(id) {
                // The first read of `source` in this evaluation: registered anew, with this
                // position (the last evaluation's positions do not count).
                elementDependencies.insert(source)
                if !unreadElementDependencies.isEmpty { unreadElementDependencies.remove(id) }
                source.addElementReader(self, at: position)
                lastElementPosition = position
                readsAnyElementOfLast = position == nil
                return
            }
        } else if readsAnyElementOfLast || (position != nil && position == lastElementPosition) {
            // The same source and element again (a row reading its element twice), or any
            // element of a source read all over (a list scanning).
            return
        }
        readsAnyElementOfLast = !source.addElementPosition(position, readBy: self)
        lastElementPosition = position
    }

    /// Unregisters everything this node reads (it stops reading: removed, parked, reset).
    private func clearDependencies() {
        beginReading()
        endReading()
    }

    /// Starts an evaluation's reads: what the last one read becomes unread until read again.
    /// Registrations at the sources stay (see `unreadDependencies`).
    private func beginReading() {
        if !dependencies.isEmpty || !unreadDependencies.isEmpty {
            swap(&dependencies, &unreadDependencies)
            // A source the last evaluation read in parts keeps its projection checks at the
            // source until it is read again (then anew) or unregistered.
            dependencies.removeAll()
        }
        if !partlyReadSources.isEmpty { partlyReadSources.removeAll() }
        if !elementDependencies.isEmpty || !unreadElementDependencies.isEmpty {
            swap(&elementDependencies, &unreadElementDependencies)
            elementDependencies.removeAll()
        }
        lastDependency = nil
        secondLastDependency = nil
        lastElementDependency = nil
        lastElementPosition = nil
        readsAnyElementOfLast = false
        if !readEnvironmentKeys.isEmpty || !previousEnvironmentKeys.isEmpty {
            swap(&readEnvironmentKeys, &previousEnvironmentKeys)
            readEnvironmentKeys.removeAll()
        }
    }

    /// Ends an evaluation's reads: what it did not read again is unregistered at its source.
    private func endReading() {
        if !unreadDependencies.isEmpty {
            unreadDependencies.forEach { $0.removeWholeReader(self) }
            unreadDependencies.removeAll()
        }
        if !unreadElementDependencies.isEmpty {
            unreadElementDependencies.forEach { $0.removeElementReader(self) }
            unreadElementDependencies.removeAll()
        }
    }

    /// A value this node read has changed: re-evaluate it in the next update pass.
    /// `byElementWrite`: the change is a write of single elements of a collection this node
    /// reads only element by element.
    func markDirty(byElementWrite: Bool = false) {
        guard isAlive, let depth = UpdateFeedback.depthOfMark(on: self) else { return }
        if !byElementWrite { wholeInvalidations &+= 1 }
        guard !isDirty else {
            markDepth = min(markDepth, depth)
            return
        }
        isDirty = true
        markDepth = depth
        graph.enqueueDirty(self, markedDuringUpdate: depth > 0 && !UpdateFeedback.marksJoinPass)
    }

    /// The pass gave up on this node (a loop): it waits for the next change to be marked again.
    func dropPendingUpdate() {
        isDirty = false
    }

    /// The whole invalidations of this node and its ancestors (see `wholeInvalidations`).
    private var wholeInvalidationsOfAncestry: Int {
        var sum = 0
        var node: ViewNode? = self
        while let current = node {
            sum &+= current.wholeInvalidations
            node = current.parent
        }
        return sum
    }

    // MARK: Evaluation

    /// The parent produced a new struct for this node: re-evaluate if anything it depends on
    /// differs from last time, otherwise keep everything as it is.
    func receive(
        _ newView: any View, environment newEnvironment: EnvironmentValues, padding: EdgeInsets,
        attributes: WidgetAttributes = WidgetAttributes()
    ) {
        receive(KeyedView(key: .position(0), view: newView), environment: newEnvironment, padding: padding, attributes: attributes)
    }

    /// ``receive(_:environment:padding:attributes:)`` of `child`'s view. (The view inside a
    /// struct: an `any View` parameter the optimizer turns into a generic one, and storing it
    /// then boxed a fresh copy of the view on every call.)
    func receive(
        _ child: KeyedView, environment newEnvironment: EnvironmentValues, padding: EdgeInsets,
        attributes: WidgetAttributes = WidgetAttributes()
    ) {
        let newView = child.view
        // The very same environment (a parent that derived nothing new): nothing to compare.
        let environmentChanged = !readEnvironmentKeys.isEmpty && !environment.isIdentical(to: newEnvironment)
            && readEnvironmentKeys.contains { !environment.hasSameValue(as: newEnvironment, for: $0) }
        let paddingChanged = padding != inheritedPadding || attributes != inheritedAttributes
        let inputsChanged = resolvesWithoutBody || !ViewInputs.areSame(view, newView)
        environment = newEnvironment
        inheritedPadding = padding
        inheritedAttributes = attributes
        if inputsChanged { view = newView }
        if inputsChanged || environmentChanged { isViewLinked = false }
        if isDirty || environmentChanged || paddingChanged || inputsChanged {
            // A widget reads the environment while it updates (a representable): check it.
            evaluate(checkingWidget: environmentChanged)
        }
    }

    /// Evaluates the current view struct and brings widget and children up to date.
    ///
    /// Reads of `@Owned` cells and environment values are recorded by the dependency
    /// tracker; reads of `@Observable` properties by Observation, whose change callback
    /// fires once (on the writer's thread, before the value is stored) and is registered
    /// anew by each evaluation.
    func evaluate(checkingWidget: Bool = false) {
        let depth = isDirty ? markDepth : 0
        UpdateFeedback.evaluating(self, markedAt: depth) { evaluateNow(checkingWidget: checkingWidget) }
    }

    private func evaluateNow(checkingWidget: Bool) {
        graph.statistics.nodeEvaluations &+= 1
        mustCheckWidget = isDirty || checkingWidget
        isDirty = false
        // Reads a list's kept scan, or a widget whose update is skipped, may still depend on.
        // (A widget that must be checked is updated: then none. Kept only when they may be
        // needed: holding them makes the first read of this evaluation copy them.)
        let keepsReads = rowController != nil || (primitiveState != nil && !mustCheckWidget)
        let previousReads = keepsReads ? (whole: dependencies, elements: elementDependencies) : nil
        widgetUpdateWasSkipped = false
        beginReading()
        evaluationCount &+= 1
        let evaluation = evaluationCount
        var ancestryInvalidationsAtScan: Int?
        var keptScan = false
        let resolution: Resolution?
        if let primitiveResolver, let updateLeaf = primitiveResolver.updateLeaf, widget != nil {
            // A widget with nothing inside (a label, an entry, a switch): its description is
            // compared and applied, with no resolution to make and no children to reconcile.
            recordingReads(evaluation, as: primitiveResolver) { updateLeaf(self) }
            resolution = nil
        } else if let primitiveResolver, primitiveResolver.readsNothing || !primitiveResolver.mayReadObservables {
            resolution = recordingReads(evaluation, as: primitiveResolver) { primitiveResolver.resolve(self) }
        } else {
            resolution = tracking(evaluation) {
                resolveScanningRows(previousElementReads: previousReads?.elements, keptScan: &keptScan, ancestryInvalidations: &ancestryInvalidationsAtScan)
            }
        }
        if let ancestryInvalidationsAtScan { invalidationsAtLastScan = ancestryInvalidationsAtScan }
        let keptWidgetUpdate = widgetUpdateWasSkipped && rowController == nil
        if keptScan || keptWidgetUpdate, let (sources, elementSources) = previousReads {
            // The elements not run again read what they read at the last scan, and a widget
            // not updated again what its last update read: keep those dependencies, and the
            // @Observable reads those evaluations registered.
            sources.forEach { addDependency($0) }
            elementSources.forEach { addElementDependency($0, at: nil) }
            readEnvironmentKeys.formUnion(previousEnvironmentKeys)
            if keptScan {
                keptEvaluations.insert(evaluation)
            } else {
                // This evaluation repeated the description's reads; what the last update read
                // is the only older read that still counts. (Kept as it is if it says so
                // already: a new set is an allocation per skipped update.)
                if keptEvaluations.count != 1 || !keptEvaluations.contains(widgetEvaluation) {
                    keptEvaluations = [widgetEvaluation]
                }
            }
        } else if resolution?.rows != nil {
            keptEvaluations = [evaluation]
        } else if !keptEvaluations.isEmpty {
            keptEvaluations = []
        }
        endReading()
        if !widgetUpdateWasSkipped { widgetEvaluation = evaluation }
        registrations.retire(keeping: stillReads(from:))
        if let resolution { apply(resolution) }
    }

    /// Resolves the current view and, for a list, finds its rows. A list's rows are known by
    /// running each element's content, so this is a read like `body`. A new list scans for
    /// its first rows now and the rest after its first frame; so does a long list whose
    /// elements are the same (a filter changed), its rows up to those in sight now. A list
    /// that nothing changed for since its last scan but writes of single elements (a row's
    /// star) runs those elements alone (`keptScan`). `previousElementReads`: what the last
    /// evaluation read element by element, for a node that keeps its reads.
    private func resolveScanningRows(
        previousElementReads: DependencySet?, keptScan: inout Bool, ancestryInvalidations: inout Int?
    ) -> Resolution {
        let resolved = resolveCurrentView()
        // (Asked of the `let`: testing a `var` that is then returned copied the whole resolution.)
        guard resolved.rows != nil else { return resolved }
        var resolution = resolved
        let invalidations = wholeInvalidationsOfAncestry
        ancestryInvalidations = invalidations
        guard let controller = rowController, let previousElementReads else {
            resolution.rows?.scan(elementBudget: ListRowController.scanChunk, rowTarget: ListRowController.firstScanRows)
            return resolution
        }
        if invalidations == invalidationsAtLastScan, var rows = resolution.rows,
           controller.adoptScanRunningWrittenElements(into: &rows, elementReads: previousElementReads.identities) {
            resolution.rows = rows
            keptScan = true
        } else if var rows = resolution.rows {
            rows.reuseIDs(of: controller.table)
            if rows.elementCount > ListRowController.scanChunk, rows.hasSameElements(as: controller.table) {
                // A long list of the elements it showed (a filter changed): the rows up to
                // those in sight now, so the next frame shows them; the rest after it.
                rows.scan(through: controller.lastShownEntry, thenRows: ListRowController.firstScanRows,
                          atLeast: ListRowController.rescanRows, elementBudget: ListRowController.scanChunk)
            } else {
                rows.scan()
            }
            resolution.rows = rows
        }
        return resolution
    }

    /// Earlier evaluations whose `@Observable` reads still count: for a list whose rows come
    /// partly from earlier scans, those that made them; for a widget whose last updates were
    /// skipped (its description was unchanged), the one that last updated it.
    @exclusivity(unchecked) private var keptEvaluations: Set<Int> = []

    /// Whether a change to what `evaluation` read (an `@Observable` property) concerns this
    /// node now: it is the latest evaluation, or one whose scan the list still uses.
    private func stillReads(from evaluation: Int) -> Bool {
        evaluation == evaluationCount || keptEvaluations.contains(evaluation)
    }

    /// Runs `body`, a built-in's or a primitive's resolution, recording what it reads as far
    /// as `resolver` says it can read: nothing (a built-in that reads nothing), the
    /// environment and Cells' own sources (a primitive that runs no app code: no Observation
    /// tracking), or `@Observable` properties too.
    @inline(__always) private func recordingReads<T>(_ evaluation: Int, as resolver: PrimitiveResolver, _ body: () -> T) -> T {
        if resolver.readsNothing { return body() }
        if !resolver.mayReadObservables { return DependencyTracker.track(self, body) }
        return tracking(evaluation, body)
    }

    /// Runs `body` recording what it reads as this node's dependencies for `evaluation`.
    ///
    /// The public `withObservationTracking` registers in the registrar of every `@Observable`
    /// model read; the evaluation's token, read too, takes those registrations out again when
    /// the evaluation stops counting (``ObservationRegistrations`` says why this way and not
    /// the toolchain's SPI `ObservationTracking.cancel()`, and when the token is read).
    private func tracking<T>(_ evaluation: Int, _ body: () -> T) -> T {
        var readToken = false
        // The `onChange` argument is made only when the evaluation read an @Observable.
        return observationTracking({
            let (result, tokenRead) = registrations.reading(evaluation, of: viewType) { DependencyTracker.track(self, body) }
            readToken = tokenRead
            return result
        }, onChange: { observationChange(of: evaluation, tokened: readToken) })
    }

    /// What a write to an `@Observable` property that `evaluation` read does: mark this node
    /// if the evaluation still counts. `tokened`: the evaluation read its token.
    private func observationChange(of evaluation: Int, tokened: Bool) -> @Sendable () -> Void {
        // An untokened registration cannot be retired (``ObservationRegistrations`` says why it
        // exists): like every registration, it holds nothing of the node but a weak reference.
        if !tokened { ObservationRegistrations.noteUntokenedRegistration(of: viewType) }
        return { [weak reference] in
            MainThread.run("an @Observable property was written") {
                // A retired registration fires too, as it is taken out: not a change.
                guard let self = reference?.node, self.stillReads(from: evaluation),
                      !tokened || self.registrations.isLive(evaluation) else { return }
                self.markDirty()
            }
        }
    }

    private func resolveCurrentView() -> Resolution {
        // Built-in views resolve through a resolver too: casting a view too big for an
        // existential's inline buffer to `any BuiltinView` allocates a copy on every evaluation.
        if let primitiveResolver {
            return primitiveResolver.resolve(self)
        }
        if resolvesWithoutBody, let resolver = PrimitiveResolver.make(for: view) {
            primitiveResolver = resolver
            return resolver.resolve(self)
        }
        if !isViewLinked || relinksBeforeEveryBody {
            missingEnvironmentObjects = []
            // Linked on a copy stored back after: linking may run code that reads this node.
            var linked = view
            relinksBeforeEveryBody = PropertyLinker.link(&linked, to: self)
            view = linked
            isViewLinked = true
        }
        if !missingEnvironmentObjects.isEmpty {
            return missingObjectResolution()
        }
        let counter = bodyEvaluationCounter ?? graph.bodyEvaluationCounter(for: viewType)
        bodyEvaluationCounter = counter
        counter.count &+= 1
        graph.statistics.totalBodyEvaluations &+= 1
        return Resolution(children: [KeyedView(key: .position(0), view: Self.body(of: view))])
    }

    // MARK: Objects

    /// Re-evaluates this node whenever `object` announces a change, until the view holds
    /// another object at `place` or leaves the tree.
    func follow(_ object: some ObservableObject, at place: PropertyPlace) {
        let id = ObjectIdentifier(object)
        if followedObjects[place.name]?.object == id { return }
        let subscription = object.objectWillChange.subscribe { [reference] in reference.node?.markDirty() }
        followedObjects[place.name] = (id, subscription)
    }

    /// Called while linking when an environment object the view needs is not there.
    func reportMissingEnvironmentObject(_ type: Any.Type) {
        missingEnvironmentObjects.append(type)
    }

    /// Instead of a body that would crash on the missing object: an error label, and the
    /// message printed and kept for tests.
    private func missingObjectResolution() -> Resolution {
        let names = missingEnvironmentObjects.map { String(describing: $0) }
        let first = missingEnvironmentObjects[0]
        let modifier = first is any ObservableObject.Type ? "environmentObject" : "environment"
        let message = "No environment object of type \(names.joined(separator: ", ")) for \(Self.displayName(of: type(of: view))) "
            + "(path: \(path)). Add .\(modifier)(\(names[0])(...)) to an ancestor view."
        graph.reportFailure(message)
        return Resolution(children: [KeyedView(key: .position(0), view: Text("⚠ \(message)").foregroundColor(.red))])
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }

    private func apply(_ resolution: Resolution) {
        let childPadding = resolution.isWidget ? .zero : inheritedPadding + resolution.addedPadding
        let childAttributes = resolution.isWidget ? WidgetAttributes() : inheritedAttributes.adding(resolution.addedAttributes)
        if let rows = resolution.rows {
            updateRows(rows, environment: resolution.childEnvironment ?? environment)
        }
        reconcileChildren(
            resolution.children,
            environment: resolution.childEnvironment ?? environment,
            padding: childPadding, attributes: childAttributes
        )
    }

    // MARK: Widget

    /// Makes the widget of this primitive view, or brings it up to date: the backend gets the
    /// new description if it differs from the last one, or if the widget must be checked
    /// again; and the padding, if it changed. Runs while the view resolves, so what the
    /// backend reads (a representable's bindings) is tracked too.
    func updatePrimitiveWidget<Properties: Equatable, Actions>(_ properties: Properties, _ actions: Actions) {
        let backend = graph.backend
        if let state = primitiveState, let widget {
            let state = unsafeDowncast(state, to: PrimitiveWidgetState<Properties, Actions>.self)
            state.actions.current = actions
            if mustCheckWidget || state.properties != properties {
                let old = state.properties
                state.properties = properties
                backend.updateWidget(widget, from: old, to: properties, actions: state.actions, environment: environment)
            } else {
                widgetUpdateWasSkipped = true
            }
        } else {
            let widgetActions = WidgetActions(actions)
            widgetActions.onUserAction = { [reference] checksWidget, action in reference.node?.userActed(checksWidget: checksWidget, action) }
            primitiveState = PrimitiveWidgetState(properties: properties, actions: widgetActions)
            widget = backend.makeWidget(properties, actions: widgetActions, environment: environment)
        }
        if let widget, writtenPadding != inheritedPadding {
            writtenPadding = inheritedPadding
            backend.setPadding(inheritedPadding, of: widget)
        }
        if let widget, writtenAttributes != inheritedAttributes {
            let old = writtenAttributes
            writtenAttributes = inheritedAttributes
            backend.setAttributes(inheritedAttributes, replacing: old, of: widget)
        }
    }

    /// The environment a container primitive (a stack, a list) derived for its children last,
    /// and the environment it derived it from.
    private var lastDerivedChildEnvironment: (from: EnvironmentValues, result: EnvironmentValues?)?

    /// What `derive` makes of `environment`, a pure function of it: the same value as last
    /// time when `environment` is the very same, so the children receive the very same
    /// environment and compare none of the keys they read (a stack adds its axis to a copy
    /// on every evaluation otherwise).
    func derivedChildEnvironment(
        from environment: EnvironmentValues, _ derive: (EnvironmentValues) -> EnvironmentValues?
    ) -> EnvironmentValues? {
        if let last = lastDerivedChildEnvironment, last.from.isIdentical(to: environment) {
            return last.result
        }
        let result = derive(environment)
        lastDerivedChildEnvironment = (environment, result)
        return result
    }

    /// The state a style keeps for this primitive (a button's pressed flag).
    var primitiveStyleState: PrimitiveStyleState {
        if let styleState { return styleState }
        let made = PrimitiveStyleState()
        styleState = made
        return made
    }

    /// A styled primitive switches between its widget and a style's body standing for it: the
    /// widget goes (or comes back, made by the next widget update), and the container
    /// holding it is filled again.
    func setReplacedByStyle(_ replaced: Bool) {
        guard replaced != isReplacedByStyle else { return }
        isReplacedByStyle = replaced
        if replaced, let widget {
            graph.backend.widgetWasRemoved(widget)
            self.widget = nil
            primitiveState = nil
            writtenPadding = .zero
            writtenAttributes = WidgetAttributes()
        }
        if let parent { graph.containerNeedsSync(parent.nearestContainer) }
    }

    private func updateRows(_ rows: ListRowTable, environment: EnvironmentValues) {
        guard let widget else { return }
        let controller: ListRowController
        if let existing = rowController {
            controller = existing
        } else {
            controller = ListRowController(list: self)
            rowController = controller
        }
        (primitiveState?.anyActions as? WidgetActions<ListRowActions>)?.current.controller = controller
        let splices = controller.replaceRows(with: rows, environment: environment)
        if !splices.isEmpty {
            graph.backend.updateRows(of: widget, with: splices)
        }
        if controller.hasUnscannedElements { scheduleRowScan() }
    }

    /// Scans the next chunk of the elements a list has not scanned yet (it opened, or
    /// rescanned a long list up to the rows in sight) once the loop is idle, after the
    /// frame, until every element is scanned, unless an update pass re-evaluates the list
    /// first (which scans again from the first element).
    private func scheduleRowScan() {
        graph.scheduleBackgroundWork { [reference] in
            guard let self = reference.node, self.isAlive, !self.isDirty, let widget = self.widget,
                  let controller = self.rowController, controller.hasUnscannedElements else { return }
            let splices = self.tracking(self.evaluationCount) { controller.scanMoreRows() }
            if !splices.isEmpty { self.graph.backend.updateRows(of: widget, with: splices) }
            self.graph.syncContainers()
            if controller.hasUnscannedElements { self.scheduleRowScan() }
        }
    }

    /// The widget's user acted on it: run the view's action, and (if the act changed what the
    /// widget shows) check the widget against the model in the pass that runs as the action
    /// ends. A binding that refuses the value (a constant, a validating setter) puts the
    /// model's value back into the widget.
    private func userActed(checksWidget: Bool, _ action: () -> Void) {
        graph.performUserAction {
            DependencyTracker.untracked(action)
            if checksWidget { markDirty() }
        }
    }

    // MARK: Children

    private func reconcileChildren(
        _ newChildren: [KeyedView], environment: EnvironmentValues, padding: EdgeInsets, attributes: WidgetAttributes
    ) {
        let oldChildren = children
        var lookup: [ChildIdentity: ViewNode]?
        // Made only once a child is not the old one at its place: most updates keep them all.
        var result: [ViewNode] = []
        var changed = newChildren.count != oldChildren.count
        if changed { result.reserveCapacity(newChildren.count) }

        for (index, child) in newChildren.enumerated() {
            let identity = ChildIdentity(key: child.key, type: ObjectIdentifier(type(of: child.view)))
            var existing: ViewNode?
            if index < oldChildren.count, oldChildren[index].identity == identity {
                existing = oldChildren[index]
            } else {
                if lookup == nil {
                    lookup = Dictionary(oldChildren.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
                }
                existing = lookup?.removeValue(forKey: identity)
                if !changed {
                    result.reserveCapacity(newChildren.count)
                    result += oldChildren[..<index]
                    changed = true
                }
            }
            if let existing {
                if existing.folding.isEmpty {
                    existing.receive(child, environment: environment, padding: padding, attributes: attributes)
                } else {
                    var contentPadding = padding
                    var contentAttributes = attributes
                    let content = existing.folding.unfold(child.view, padding: &contentPadding, attributes: &contentAttributes)
                    existing.receive(
                        KeyedView(key: child.key, view: content), environment: environment,
                        padding: contentPadding, attributes: contentAttributes
                    )
                }
                if changed { result.append(existing) }
            } else {
                var content = child.view
                var contentPadding = padding
                var contentAttributes = attributes
                let folding = ModifierFolding(unfolding: &content, padding: &contentPadding, attributes: &contentAttributes)
                let node = ViewNode(
                    graph: graph, parent: self, identity: identity, view: content,
                    environment: environment, padding: contentPadding, attributes: contentAttributes
                )
                node.folding = folding
                node.evaluate()
                result.append(node)
            }
        }

        children = changed ? result : oldChildren
        if changed {
            let kept = Set(result.map(ObjectIdentifier.init))
            for old in oldChildren where !kept.contains(ObjectIdentifier(old)) {
                old.destroy()
            }
            graph.containerNeedsSync(nearestContainer)
        }
    }

    /// This node if it is a widget, else the closest ancestor that is: the widget whose
    /// children change when this node's children change.
    private var nearestContainer: ViewNode {
        var node = self
        while node.widget == nil, let parent = node.parent { node = parent }
        return node
    }

    /// The widgets this node puts into its container: its own, or its children's in order.
    func appendTopLevelWidgets(to list: inout [AnyObject]) {
        if let widget {
            list.append(widget)
        } else {
            for child in children { child.appendTopLevelWidgets(to: &list) }
        }
    }

    /// The widgets that belong directly inside this node's widget.
    func childWidgets() -> [AnyObject] {
        var list: [AnyObject] = []
        for child in children { child.appendTopLevelWidgets(to: &list) }
        return list
    }

    // MARK: Reuse

    /// Makes this node (and its widgets) show another view of the same type, as a new view:
    /// its state and everything below start over, while the widgets stay and get only the
    /// properties that differ. Lists use it to recycle row widgets, as GTK recycles list items.
    func reuse(as newIdentity: ChildIdentity, view newView: any View, environment newEnvironment: EnvironmentValues) {
        identity = newIdentity
        view = newView
        environment = newEnvironment
        forgetState()
        evaluate()
    }

    /// Drops the state of this node and of everything below it, and makes each evaluate again
    /// when next reached (their struct inputs may compare equal, but their state is new).
    private func forgetState() {
        clearDependencies()
        followedObjects = [:]
        storage.removeAll()
        rowController?.destroyAll()
        registrations.retireAll()
        keptEvaluations = []
        isDirty = true
        isViewLinked = false
        for child in children { child.forgetState() }
    }

    /// Stops updates to a node parked for reuse: it reads nothing until it is reused.
    func park() {
        clearDependencies()
        followedObjects = [:]
        registrations.retireAll()
    }

    // MARK: Removal

    /// The view left the tree: release its state, observations and widgets.
    func destroy() {
        guard isAlive else { return }
        isAlive = false
        clearDependencies()
        followedObjects = [:]
        registrations.retireAll()
        rowController?.destroyAll()
        for child in children { child.destroy() }
        children = []
        storage.removeAll()
        if let widget {
            graph.backend.widgetWasRemoved(widget)
        }
        widget = nil
        primitiveState = nil
    }

    /// "TitleEditor > VStack > HeaderView": the views from the root to this node, leaving
    /// out what a reader did not write (tuples, conditionals, modifiers, the root container).
    var path: String {
        var names: [String] = []
        var node: ViewNode? = self
        while let current = node {
            if !(current.view is BuiltinView || current.view is HiddenInPaths) {
                names.append(Self.displayName(of: type(of: current.view)))
            }
            node = current.parent
        }
        return names.reversed().joined(separator: " > ")
    }

    /// The view's type name without generic arguments.
    var displayName: String { Self.displayName(of: type(of: view)) }

    private static func displayName(of type: Any.Type) -> String {
        let full = String(describing: type)
        return full.split(separator: "<").first.map(String.init) ?? full
    }
}

extension ViewNode {
    /// The environment above changed from `old` to `new` (the parent's, or the window's): take
    /// the changes this node inherited, mark it for the next update pass if it read one, and
    /// pass them on to its children and list rows, whether or not this node is evaluated again
    /// (a view that reads nothing of the environment still has descendants that do).
    func propagateEnvironmentChange(from old: EnvironmentValues, to new: EnvironmentValues) {
        guard isAlive else { return }
        let mine = environment
        let updated = mine.inheriting(changesFrom: old, to: new)
        environment = updated
        if readEnvironmentKeys.contains(where: { !mine.hasSameValue(as: updated, for: $0) }) {
            isViewLinked = false
            markDirty()
        }
        for child in children { child.propagateEnvironmentChange(from: mine, to: updated) }
        rowController?.propagateEnvironmentChange(from: mine, to: updated)
    }
}

/// `withObservationTracking`, called with closures made in this module. The Observation module
/// is not compiled in Swift 6 mode, so a main-actor closure written at its call site checks
/// on every call that it runs on the main actor; its `onChange` autoclosure made here does
/// not (one check fewer per evaluation: 2.5% of a keystroke's update pass).
@MainActor
private func observationTracking<T>(_ apply: () -> T, onChange: () -> @Sendable () -> Void) -> T {
    withObservationTracking(apply, onChange: onChange())
}
