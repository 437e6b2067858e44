/// Counters a view graph keeps about its own work, for tests and benchmarks: how often each
/// view type's `body` ran and how many update passes ran.
public struct GraphStatistics: Sendable {
    private var evaluations: [ObjectIdentifier: Int] = [:]
    /// Update passes that had work to do.
    public internal(set) var updatePasses = 0
    /// All `body` evaluations, of every type.
    public internal(set) var totalBodyEvaluations = 0

    /// How many times `body` of views of `type` ran.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        evaluations[ObjectIdentifier(type)] ?? 0
    }

    mutating func recordBodyEvaluation(of type: any View.Type) {
        evaluations[ObjectIdentifier(type), default: 0] += 1
        totalBodyEvaluations += 1
    }
}
