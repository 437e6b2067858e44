/// How closures, dependency lists and children refer to a node without keeping it alive:
/// `node` is nil once the node is gone, as a weak reference would be.
///
/// Not a `weak` reference: an object that is referenced weakly gets a side table, and every
/// retain and release of it then takes the runtime's slow path. A node is retained and
/// released several times in each evaluation, and a list scan makes one per row. Each node
/// owns one reference, which it clears in its `deinit`.
///
/// Read and written on the main actor only: nodes are made, used and released there (the
/// tree, the update pass and the closures that hold this run on it), so the node's `deinit`,
/// which clears it, runs there too.
final class NodeReference: @unchecked Sendable {
    /// The node, while it lives.
    unowned(unsafe) private(set) var node: ViewNode?

    init() {}

    /// Called by the node once it is made.
    func attach(_ node: ViewNode) { self.node = node }

    /// Called by the node's `deinit`.
    func clear() { node = nil }
}
