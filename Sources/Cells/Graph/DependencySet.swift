/// The sources one evaluation of a node read, by identity: what a write to any of them marks.
///
/// Most evaluations read one or two sources (a view's `@Owned` cell, the cell a binding
/// reaches), so the first two are held inline and looked up by comparing identities; only a
/// third source starts a dictionary. A dictionary for every evaluation hashed each identity
/// several times per read and per pass (a fifth of a keystroke's bookkeeping in the graph).
struct DependencySet {
    private var first: DependencySource?
    private var second: DependencySource?
    /// Sources past the first two.
    private var more: [ObjectIdentifier: DependencySource] = [:]

    var isEmpty: Bool { first == nil }

    /// The source with identity `id`, if it was read.
    func source(_ id: ObjectIdentifier) -> DependencySource? {
        if let first {
            if ObjectIdentifier(first) == id { return first }
        } else {
            return nil
        }
        if let second {
            if ObjectIdentifier(second) == id { return second }
        } else {
            return nil
        }
        return more.isEmpty ? nil : more[id]
    }

    func contains(_ id: ObjectIdentifier) -> Bool { source(id) != nil }

    /// Records `source`, which must not be in the set yet.
    mutating func insert(_ source: DependencySource) {
        if first == nil {
            first = source
        } else if second == nil {
            second = source
        } else {
            more[ObjectIdentifier(source)] = source
        }
    }

    /// Removes the source with identity `id`, returning it if it was there.
    @discardableResult
    mutating func remove(_ id: ObjectIdentifier) -> DependencySource? {
        guard let first else { return nil }
        if ObjectIdentifier(first) == id {
            // The second moves up, and one of the rest into its place, so the inline slots stay filled first.
            self.first = second
            second = takeAnyOfMore()
            return first
        }
        guard let second else { return nil }
        if ObjectIdentifier(second) == id {
            self.second = takeAnyOfMore()
            return second
        }
        return more.isEmpty ? nil : more.removeValue(forKey: id)
    }

    private mutating func takeAnyOfMore() -> DependencySource? {
        guard let entry = more.first else { return nil }
        more.removeValue(forKey: entry.key)
        return entry.value
    }

    /// Empties the set, keeping the dictionary's storage for the next evaluation.
    mutating func removeAll() {
        first = nil
        second = nil
        if !more.isEmpty { more.removeAll(keepingCapacity: true) }
    }

    /// Calls `body` on every source.
    func forEach(_ body: (DependencySource) -> Void) {
        guard let first else { return }
        body(first)
        guard let second else { return }
        body(second)
        for source in more.values { body(source) }
    }

    /// The identities of the sources.
    var identities: [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        forEach { result.append(ObjectIdentifier($0)) }
        return result
    }
}
