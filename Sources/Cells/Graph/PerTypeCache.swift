/// Answers worked out once per type and kept for the process: what the graph knows of a view
/// type that never changes (``DynamicPropertyLayout``, ``ViewInputLayout``, a primitive's
/// ``PrimitiveResolver``). A type with no answer (not a struct; not a primitive) is
/// remembered as nil, so it is not asked again.
@MainActor
struct PerTypeCache<Answer> {
    private var known: [ObjectIdentifier: Answer?] = [:]

    /// The answer for `type`, made by `make` the first time it is asked for.
    mutating func answer(for type: Any.Type, makingIt make: () -> Answer?) -> Answer? {
        let id = ObjectIdentifier(type)
        if let known = known[id] { return known }
        let answer = make()
        known[id] = .some(answer)
        return answer
    }
}
