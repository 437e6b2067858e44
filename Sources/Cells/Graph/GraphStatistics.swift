/// Counters a view graph keeps about its own work, for tests and benchmarks: how many update
/// passes ran and how many views they evaluated. (How often each view type's `body` ran is
/// ``ViewGraph/bodyEvaluations(of:)``.)
public struct GraphStatistics: Sendable {
    /// Update passes that had work to do.
    public internal(set) var updatePasses = 0
    /// All `body` evaluations, of every type.
    public internal(set) var totalBodyEvaluations = 0
    /// All node evaluations: a view's `body`, a widget brought up to date, a modifier or a
    /// conditional handing on what it holds. What an update costs grows with this count.
    public internal(set) var nodeEvaluations = 0
    /// Elements of `ForEach`es in lists whose content ran to learn whether they make a row
    /// (every element on a filter change; the written one alone after a row's own edit).
    public internal(set) var listElementsRun = 0
}

/// How often the `body` of views of one type ran in a graph. Each node holds its type's
/// counter, found at its first evaluation: counting by type in a dictionary cost a hash and a
/// lookup on every evaluation.
@MainActor
final class BodyEvaluationCounter {
    /// Only ever incremented in place, one evaluation at a time.
    var count = 0
}
