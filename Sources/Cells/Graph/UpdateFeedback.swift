/// Watches writes to state made while views are evaluated (a `body` that writes, a model
/// created by a view's initializer that bumps a shared counter): the views that read the
/// written value update in the next pass, not in this one, and a chain of such writes that
/// never settles is cut.
///
/// Each mark made during an evaluation carries a depth: one more than the depth of the
/// evaluation that wrote. A mark made from outside any evaluation (a user's action, a timer,
/// a file change) has depth 0. So the depth counts the passes a chain of writes-during-update
/// has run since the last outside change, within one graph or across windows. Past
/// ``limit`` the chain is a feedback loop: its marks are dropped, with one warning naming the
/// views involved, and the next outside change starts over.
@MainActor
enum UpdateFeedback {
    /// Passes a chain of writes made during updates may cause before it is stopped.
    static let limit = 100

    // Read and written around every evaluation, on the main actor, never while another
    // access to the same variable is under way.
    /// The node being evaluated now (the innermost) and the depth of its evaluation.
    private static var current: (node: ViewNode, depth: Int)?
    /// View types already warned about for writing state during an update.
    private static var warnedWriters: Set<ObjectIdentifier> = []
    /// "writer → reader" for the marks of the later part of a chain, for the stop warning.
    private static var chain: [String] = []
    /// The marks dropped since the outermost evaluation began, warned about when it ends.
    private static var stopped: [String] = []

    /// Whether a view is being evaluated now.
    static var isEvaluating: Bool { current != nil }

    /// Runs `body`, the evaluation of `node`, which was marked with `depth` (0 if it was not
    /// marked); nested evaluations (children) inherit the larger depth.
    static func evaluating<T>(_ node: ViewNode, markedAt depth: Int, _ body: () -> T) -> T {
        let saved = current
        let effective = max(depth, saved?.depth ?? 0)
        if effective == 0 {
            chain = []
            chainNumber &+= 1
        }
        current = (node, effective)
        defer {
            current = saved
            if saved == nil { reportStoppedLoop() }
        }
        return body()
    }

    /// The depth to mark `reader` with, for a write made now; nil when the write closes a
    /// feedback loop and the mark must be dropped.
    static func depthOfMark(on reader: ViewNode) -> Int? {
        guard let (writer, writerDepth) = current else { return 0 }
        // A write the library makes on a view's behalf, part of this pass (see `sharingPass`).
        if isSharingPass { return writerDepth }
        let writerType = ObjectIdentifier(type(of: writer.view))
        if reaction == nil, warnedWriters.insert(writerType).inserted {
            Diagnostics.warn(
                "Modifying state during view update: \(writer.displayName) (path: \(writer.path)) wrote state that "
                + "\(reader.displayName) reads while it was being evaluated. The views that read it update in the next "
                + "pass; make the change in an action instead."
            )
        }
        let depth = writerDepth + 1
        if depth > limit - 4 {
            let link = reaction.map { "\($0) in \(writer.path) → \(reader.path)" } ?? "\(writer.path) → \(reader.path)"
            if !chain.contains(link) { chain.append(link) }
        }
        guard depth <= limit else {
            stopped.append(reader.path)
            return nil
        }
        return depth
    }

    /// True inside ``sharingPass(_:)``.
    private static var isSharingPass = false

    /// Runs `body`, a write the library makes while a view is evaluated that belongs to the
    /// pass under way (a navigation link hands its pushed page the destination its body gives
    /// now): the readers are evaluated later in the same pass, with no "modifying state" warning.
    static func sharingPass<T>(_ body: () -> T) -> T {
        let saved = isSharingPass
        isSharingPass = true
        defer { isSharingPass = saved }
        return body()
    }

    /// The reaction running now (see ``reacting(_:_:)``), as diagnostics name it.
    private static var reaction: String?
    /// Numbers the chains of updates: one begins with each evaluation of a view marked by a
    /// change made outside any update (depth 0). A reaction that runs again and again in one
    /// chain is a loop (see `OnChangeView`).
    private(set) static var chainNumber = 0

    /// Whether a mark made now belongs to the pass under way (a reaction's write, or one made
    /// ``sharingPass(_:)``), rather than to the next pass.
    static var marksJoinPass: Bool { reaction != nil || isSharingPass }

    /// Runs `action`, untracked: a view's reaction to an update, where SwiftUI code is meant to
    /// write state (an `onChange`, `onAppear` or `onDisappear` action), `description` naming
    /// it. Its writes are not "modifying state during view update": no warning, and the views
    /// that read what it wrote are evaluated later in the same pass, before the frame is
    /// drawn (the first frame of a window shows what `onAppear` wrote). Each such write still
    /// counts one more step of its chain, so reactions that keep writing are stopped at
    /// ``limit`` like any other loop.
    static func reacting(_ description: @autoclosure () -> String, _ action: () -> Void) {
        let saved = reaction
        reaction = current == nil ? nil : description()
        defer { reaction = saved }
        DependencyTracker.untracked(action)
    }

    private static func reportStoppedLoop() {
        guard !stopped.isEmpty else { return }
        Diagnostics.warn(
            "Views kept writing state that views read while updating, for \(limit) update passes: "
            + chain.joined(separator: "; ")
            + ". Stopped; they update again on the next change made outside an update."
        )
        stopped = []
        chain = []
    }
}
