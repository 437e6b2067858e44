/// Records what a view node reads while it evaluates, so that a later write marks exactly
/// the nodes that read the written value as needing an update.
///
/// Evaluation is nested (a parent's `body` creates children that are evaluated afterwards,
/// never inside it), so a single "current reader" is enough; it is saved and restored around
/// each evaluation anyway so that tracking stays correct if that ever changes.
@usableFromInline @MainActor
enum DependencyTracker {
    /// The node whose evaluation is running, if any. Unmanaged: the node is alive while it
    /// evaluates, and a strong reference taken on every tracked read (a list reads a value
    /// per row) would retain a node, which has weak references and so retains slowly.
    /// These two are read on every tracked read; only `track` and `untracked` write them,
    /// never while a read is under way.
    private static var reader: Unmanaged<ViewNode>?
    /// True while reads must not become dependencies (inside binding setters, actions).
    private static var isSuspended = false

    /// The node whose evaluation is running, if any.
    static var currentReader: ViewNode? { reader?.takeUnretainedValue() }

    /// Runs `body` with `node` as the reader of every tracked value it touches.
    static func track<T>(_ node: ViewNode, _ body: () throws -> T) rethrows -> T {
        let saved = (reader, isSuspended)
        reader = Unmanaged.passUnretained(node)
        isSuspended = false
        // The node lives until the end (`extendLifetime`, not `withExtendedLifetime`'s
        // closure: a main-actor closure given to the standard library checks, every time it
        // runs, that it runs on the main actor).
        defer {
            (reader, isSuspended) = saved
            extendLifetime(node)
        }
        return try body()
    }

    /// Runs `body` without recording any read as a dependency.
    @usableFromInline static func untracked<T>(_ body: () throws -> T) rethrows -> T {
        let saved = isSuspended
        isSuspended = true
        defer { isSuspended = saved }
        return try body()
    }

    /// While a binding reads a projection of another value (``readProjection(_:)``): the
    /// sources that read touches, gathered instead of recorded.
    private static var projectionReads: [DependencySource]?

    /// Called by every observable source when it is read.
    static func recordRead(of source: DependencySource) {
        guard !isSuspended, let reader else { return }
        if projectionReads != nil {
            projectionReads!.append(source)
            return
        }
        reader.withGuaranteedReference { $0.addDependency(source) }
    }

    /// Runs `read`, a binding's read of one part of a larger value (`$recipe.title`, an
    /// element of `$recipe.ingredients`), so that the view evaluating now depends on that part
    /// only: a write to what `read` touched updates the view only if `read` then gives a
    /// different value. Values that are not `Equatable`, and sources that cannot check
    /// (see ``DependencySource/checksProjections``), make an ordinary read.
    /// `reader` makes, only when needed, a closure that reads the part again.
    static func readProjection<T>(_ read: () -> T, rereadWith reader: () -> @MainActor () -> T) -> T {
        guard !isSuspended, let node = self.reader, projectionReads == nil else { return read() }
        projectionReads = []
        let value = read()
        let sources = projectionReads ?? []
        projectionReads = nil
        guard !sources.isEmpty else { return value }
        return node.withGuaranteedReference { node in
            recordProjection(value, of: sources, by: node, reread: reader())
        }
    }

    private static func recordProjection<T>(
        _ value: T, of sources: [DependencySource], by node: ViewNode, reread read: @escaping @MainActor () -> T
    ) -> T {
        guard let equatable = value as? any Equatable else {
            for source in sources { node.addDependency(source) }
            return value
        }
        let unchanged: @MainActor () -> Bool = {
            untracked { equatable.isEqual(toAny: read()) }
        }
        for source in sources {
            if source.checksProjections {
                node.addProjectedDependency(source, unchanged: unchanged)
            } else {
                node.addDependency(source)
            }
        }
        return value
    }

    /// Called by a collection cell when a view reads it element by element: through
    /// `ForEach($items)`'s element bindings (the element at `position` alone), or to make
    /// them (any element: nil).
    static func recordElementRead(of source: DependencySource, at position: Int? = nil) {
        guard !isSuspended, let reader else { return }
        reader.withGuaranteedReference { $0.addElementDependency(source, at: position) }
    }

    /// Called when an environment value is read.
    static func recordEnvironmentRead(_ key: ObjectIdentifier) {
        guard !isSuspended, let reader else { return }
        reader.withGuaranteedReference { $0.readEnvironmentKeys.insert(key) }
    }
}

/// Something a view can read and that tells its readers when it changes: an `@Owned` cell,
/// an observable object, a settings key.
///
/// A collection's readers are of two kinds: those that read it as a whole, and those that
/// read it only element by element (a `ForEach($items)` and its rows). A write of one element
/// through an element binding tells the second kind so: a list whose rows depend on the
/// collection only that way can then run the content of the written element alone.
///
/// Its registries are read and written at every read and write of a value, on the main
/// actor, one access at a time: no access is held across a call that could reach the source
/// again (the invalidation loops iterate copies). (Release builds skip the runtime's
/// exclusivity checks, about 75 instructions each, several per write: see Package.swift.)
@usableFromInline @MainActor
class DependencySource {
    private var readers: [ObjectIdentifier: NodeReference] = [:]
    private var elementReaders: [ObjectIdentifier: ElementReader] = [:]
    /// Counts the writes of the whole value: element positions readers recorded before the
    /// last one no longer say which elements they read.
    private var wholeWrites = 0

    /// A reader of the collection element by element, and which elements it read.
    private struct ElementReader {
        let reference: NodeReference
        /// Where the elements it read were, when at most four and it said (a list row's
        /// bindings); nil for any element (a `ForEach` making its rows, a list scanning them).
        var positions: ElementPositions?
        /// ``DependencySource/wholeWrites`` when the positions were recorded.
        let wholeWrites: Int

        /// Whether a write of the element at `position` alone can change what it read.
        func mayHaveRead(_ position: Int, wholeWritesNow: Int) -> Bool {
            guard let positions, wholeWrites == wholeWritesNow else { return true }
            return positions.contains(position)
        }
    }

    /// Up to four element positions, kept inline: a reader is registered anew at each of its
    /// evaluations (every row a list binds), and an array would allocate each time.
    private struct ElementPositions {
        private var stored: (Int, Int, Int, Int)
        private var count: Int

        init(_ first: Int) {
            stored = (first, 0, 0, 0)
            count = 1
        }

        func contains(_ position: Int) -> Bool {
            stored.0 == position || (count > 1 && stored.1 == position)
                || (count > 2 && stored.2 == position) || (count > 3 && stored.3 == position)
        }

        /// Adds `position`; false if four are kept already.
        mutating func insert(_ position: Int) -> Bool {
            switch count {
            case 1: stored.1 = position
            case 2: stored.2 = position
            case 3: stored.3 = position
            default: return false
            }
            count += 1
            return true
        }
    }
    /// Readers that read only parts of the value, through bindings: each with checks that
    /// tell whether the parts it read are unchanged. A reader is marked only if one is not.
    private var projectionReaders: [ObjectIdentifier: [@MainActor () -> Bool]] = [:]

    @usableFromInline init() {}

    /// Whether readers may depend on parts of the value: only a source that stores the new
    /// value before it invalidates its readers can say whether a part changed.
    var checksProjections: Bool { false }

    func addReader(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = node.reference
    }

    /// Adds `node` as a reader of the part of the value `unchanged` checks, unless it reads
    /// the whole value already.
    func addProjectionReader(_ node: ViewNode, unchanged: @escaping @MainActor () -> Bool) {
        let id = ObjectIdentifier(node)
        if readers[id] == nil {
            readers[id] = node.reference
            projectionReaders[id] = [unchanged]
        } else if let count = projectionReaders[id]?.count {
            // A reader of many parts (a list scanning elements) reads the whole: checking
            // every part after each write would cost more than the update it may save.
            if count < Self.projectionChecksKept {
                projectionReaders[id]?.append(unchanged)
            } else {
                projectionReaders[id] = nil
            }
        }
    }

    /// Parts of one value a reader may depend on before it depends on the whole value.
    private static var projectionChecksKept: Int { 16 }

    /// `node`, which read parts of the value, now reads the whole of it.
    func readByWhole(_ node: ViewNode) {
        projectionReaders[ObjectIdentifier(node)] = nil
    }

    /// Registers `node` as a reader element by element, of the element at `position` only
    /// (nil: of any element). Its first read of this source in an evaluation.
    func addElementReader(_ node: ViewNode, at position: Int?) {
        elementReaders[ObjectIdentifier(node)] = ElementReader(
            reference: node.reference, positions: position.map(ElementPositions.init), wholeWrites: wholeWrites
        )
    }

    /// `node`, registered by ``addElementReader(_:at:)`` in this evaluation, read the element
    /// at `position` too (nil: any element). Returns whether it still reads only some.
    func addElementPosition(_ position: Int?, readBy node: ViewNode) -> Bool {
        let id = ObjectIdentifier(node)
        guard var positions = elementReaders[id]?.positions else { return false }
        if let position, positions.contains(position) { return true }
        guard let position, positions.insert(position) else {
            elementReaders[id]?.positions = nil
            return false
        }
        elementReaders[id]?.positions = positions
        return true
    }

    func removeReader(_ node: ViewNode) {
        removeWholeReader(node)
        removeElementReader(node)
    }

    /// `node` no longer reads the value as a whole, nor parts of it.
    func removeWholeReader(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = nil
        projectionReaders[ObjectIdentifier(node)] = nil
    }

    /// `node` no longer reads the value element by element.
    func removeElementReader(_ node: ViewNode) {
        elementReaders[ObjectIdentifier(node)] = nil
    }

    /// Marks every reader as needing re-evaluation in the next update pass. After a write of
    /// single elements (`elementsOnly`), readers that read element by element are told so,
    /// and of those that said which elements they read, only the readers of the element at
    /// `position` (if given) are marked: a star updates its own row, not every row shown.
    func invalidateReaders(elementsOnly: Bool = false, at position: Int? = nil) {
        if !elementsOnly { wholeWrites &+= 1 }
        for (id, entry) in readers {
            guard let node = entry.node else {
                readers[id] = nil
                projectionReaders[id] = nil
                continue
            }
            // (Most sources have no projection readers: no lookup for those.)
            if !projectionReaders.isEmpty, let checks = projectionReaders[id], checks.allSatisfy({ $0() }) { continue }
            node.markDirty()
        }
        for (id, entry) in elementReaders {
            guard let node = entry.reference.node else {
                elementReaders[id] = nil
                continue
            }
            if elementsOnly, let position, !entry.mayHaveRead(position, wholeWritesNow: wholeWrites) { continue }
            node.markDirty(byElementWrite: elementsOnly)
        }
    }

    /// Records a read by the node currently evaluating.
    @usableFromInline func noteRead() { DependencyTracker.recordRead(of: self) }

    /// Records a read, element by element, by the node currently evaluating.
    @usableFromInline func noteElementRead() { DependencyTracker.recordElementRead(of: self) }

    /// Records a read of the element at `position` alone by the node currently evaluating.
    @usableFromInline func noteElementRead(at position: Int) { DependencyTracker.recordElementRead(of: self, at: position) }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef`, called from this module: a main-actor closure handed
    /// straight to the standard library (built in Swift 5 mode) gets a check that it runs on
    /// the main actor (`swift_task_isCurrentExecutor`, and a retain of the main actor) every
    /// time it runs, and the tracker runs one per read (a list reads a value per row).
    /// Passed on as a parameter, the closure is not checked again.
    @inline(__always) @usableFromInline
    func withGuaranteedReference<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
