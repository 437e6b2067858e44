/// A node's children: matching the parent's new views to the nodes there by identity, the
/// widgets they put into their container, reuse for list rows, and removal.
extension ViewNode {
    // MARK: Children

    func reconcileChildren(
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
    var nearestContainer: ViewNode {
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
    func forgetState() {
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

    static func displayName(of type: Any.Type) -> String {
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
