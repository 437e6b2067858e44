/// The environment keys one evaluation of a node read: a change to any of them marks it.
///
/// A view reads a few keys (a text its font, colour and line limit), each read recorded as it
/// happens: an array searched from the end holds a few identities for less than a hashed set
/// costs to hash one, and keeps its storage from one evaluation to the next.
struct EnvironmentKeysRead {
    private var keys: [ObjectIdentifier] = []

    var isEmpty: Bool { keys.isEmpty }

    /// Records a read of `key` (once, however often it is read).
    mutating func insert(_ key: ObjectIdentifier) {
        // The key read last is the likeliest to be read again (a value read in a loop).
        var index = keys.count
        while index > 0 {
            index -= 1
            if keys[index] == key { return }
        }
        keys.append(key)
    }

    func contains(_ key: ObjectIdentifier) -> Bool { keys.contains(key) }

    /// Whether a key read satisfies `predicate` (its value differs in a new environment).
    func contains(where predicate: (ObjectIdentifier) -> Bool) -> Bool {
        for key in keys where predicate(key) { return true }
        return false
    }

    /// Adds the keys `other` read.
    mutating func formUnion(_ other: EnvironmentKeysRead) {
        for key in other.keys { insert(key) }
    }

    /// Empties the list, keeping its storage for the next evaluation.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
    }
}
