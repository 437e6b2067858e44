/// Counters a view graph keeps about its own work, for tests and benchmarks: how often each
/// view type's `body` ran and how many update passes ran.
public struct GraphStatistics: Sendable {
    private var evaluations: [ObjectIdentifier: Int] = [:]
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

    /// How many times `body` of views of `type` ran.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        evaluations[ObjectIdentifier(type)] ?? 0
    }

    mutating func recordBodyEvaluation(of type: any View.Type) {
        evaluations[ObjectIdentifier(type), default: 0] += 1
        totalBodyEvaluations += 1
    }
}
