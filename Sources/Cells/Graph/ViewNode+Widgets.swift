/// A node's widget: making it, handing the backend only the properties that changed, a list's
/// rows, and what the widget's user does to it.
extension ViewNode {
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

    func updateRows(_ rows: ListRowTable, environment: EnvironmentValues) {
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
    func scheduleRowScan() {
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
    func userActed(checksWidget: Bool, _ action: () -> Void) {
        graph.performUserAction {
            DependencyTracker.untracked(action)
            if checksWidget { markDirty() }
        }
    }
}
