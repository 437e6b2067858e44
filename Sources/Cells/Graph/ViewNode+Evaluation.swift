import Observation

/// Evaluating a node: deciding whether a new struct from the parent needs it, running its
/// `body` (or a primitive's resolution, or a list's row scan) while recording its reads, and
/// applying the result to its children.
extension ViewNode {
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
        let inputsChanged = resolvesWithoutBody || !ViewInputs.areSame(view, newView, layout: &inputLayout)
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

    func evaluateNow(checkingWidget: Bool) {
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
    func resolveScanningRows(
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

    /// Whether a change to what `evaluation` read (an `@Observable` property) concerns this
    /// node now: it is the latest evaluation, or one whose scan the list still uses.
    func stillReads(from evaluation: Int) -> Bool {
        evaluation == evaluationCount || keptEvaluations.contains(evaluation)
    }

    /// Runs `body`, a built-in's or a primitive's resolution, recording what it reads as far
    /// as `resolver` says it can read: nothing (a built-in that reads nothing), the
    /// environment and Cells' own sources (a primitive that runs no app code: no Observation
    /// tracking), or `@Observable` properties too.
    @inline(__always) func recordingReads<T>(_ evaluation: Int, as resolver: PrimitiveResolver, _ body: () -> T) -> T {
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
    func tracking<T>(_ evaluation: Int, _ body: () -> T) -> T {
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
    func observationChange(of evaluation: Int, tokened: Bool) -> @Sendable () -> Void {
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

    func resolveCurrentView() -> Resolution {
        // Built-in views resolve through a resolver too: casting a view too big for an
        // existential's inline buffer to `any BuiltinView` allocates a copy on every evaluation.
        if let primitiveResolver {
            return primitiveResolver.resolve(self)
        }
        if resolvesWithoutBody, let resolver = PrimitiveResolver.of(view) {
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
    func missingObjectResolution() -> Resolution {
        let names = missingEnvironmentObjects.map { String(describing: $0) }
        let first = missingEnvironmentObjects[0]
        let modifier = first is any ObservableObject.Type ? "environmentObject" : "environment"
        let message = "No environment object of type \(names.joined(separator: ", ")) for \(Self.displayName(of: type(of: view))) "
            + "(path: \(path)). Add .\(modifier)(\(names[0])(...)) to an ancestor view."
        graph.reportFailure(message)
        return Resolution(children: [KeyedView(key: .position(0), view: Text("⚠ \(message)").foregroundColor(.red))])
    }

    static func body<V: View>(of view: V) -> any View {
        view.body
    }

    func apply(_ resolution: Resolution) {
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
}

/// `withObservationTracking`, called with closures made in this module. The Observation module
/// is not compiled in Swift 6 mode, so a main-actor closure written at its call site checks
/// on every call that it runs on the main actor; its `onChange` autoclosure made here does
/// not (one check fewer per evaluation: 2.5% of a keystroke's update pass).
@MainActor
private func observationTracking<T>(_ apply: () -> T, onChange: () -> @Sendable () -> Void) -> T {
    withObservationTracking(apply, onChange: onChange())
}
