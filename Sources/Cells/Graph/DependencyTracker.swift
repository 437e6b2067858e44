/// Records what a view node reads while it evaluates, so that a later write marks exactly
/// the nodes that read the written value as needing an update.
///
/// Evaluation is nested (a parent's `body` creates children that are evaluated afterwards,
/// never inside it), so a single "current reader" is enough; it is saved and restored around
/// each evaluation anyway so that tracking stays correct if that ever changes.
@usableFromInline @MainActor
enum DependencyTracker {
    /// The node whose evaluation is running, if any. Unowned: the node is alive while it
    /// evaluates, and a strong read would retain a node (which has weak references, so a
    /// slow retain) on every tracked read.
    private(set) static unowned(unsafe) var currentReader: ViewNode?
    /// True while reads must not become dependencies (inside binding setters, actions).
    private static var isSuspended = false

    /// Runs `body` with `node` as the reader of every tracked value it touches.
    static func track<T>(_ node: ViewNode, _ body: () throws -> T) rethrows -> T {
        let saved = (currentReader, isSuspended)
        currentReader = node
        isSuspended = false
        defer { (currentReader, isSuspended) = saved }
        return try body()
    }

    /// Runs `body` without recording any read as a dependency.
    @usableFromInline static func untracked<T>(_ body: () throws -> T) rethrows -> T {
        let saved = isSuspended
        isSuspended = true
        defer { isSuspended = saved }
        return try body()
    }

    /// Called by every observable source when it is read.
    static func recordRead(of source: DependencySource) {
        guard !isSuspended, let reader = currentReader else { return }
        reader.addDependency(source)
    }

    /// Called when an environment value is read.
    static func recordEnvironmentRead(_ key: ObjectIdentifier) {
        guard !isSuspended, let reader = currentReader else { return }
        reader.readEnvironmentKeys.insert(key)
    }
}

/// Something a view can read and that tells its readers when it changes: an `@Owned` cell,
/// an observable object, a settings key.
@usableFromInline @MainActor
class DependencySource {
    private var readers: [ObjectIdentifier: WeakNode] = [:]

    @usableFromInline init() {}

    func addReader(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = WeakNode(node)
    }

    func removeReader(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = nil
    }

    /// Marks every reader as needing re-evaluation in the next update pass.
    func invalidateReaders() {
        for (id, entry) in readers {
            if let node = entry.node { node.markDirty() } else { readers[id] = nil }
        }
    }

    /// Records a read by the node currently evaluating.
    @usableFromInline func noteRead() { DependencyTracker.recordRead(of: self) }
}

/// A weak reference to a node, for dependency lists that must not keep nodes alive.
struct WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
