/// What a node's evaluation read: registering each source once, keeping the registrations a
/// new evaluation reads again, dropping the rest, and marking the node when a source changes.
extension ViewNode {
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
    func clearDependencies() {
        beginReading()
        endReading()
    }

    /// Starts an evaluation's reads: what the last one read becomes unread until read again.
    /// Registrations at the sources stay (see `unreadDependencies`).
    func beginReading() {
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
    func endReading() {
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
    var wholeInvalidationsOfAncestry: Int {
        var sum = 0
        var node: ViewNode? = self
        while let current = node {
            sum &+= current.wholeInvalidations
            node = current.parent
        }
        return sum
    }
}
