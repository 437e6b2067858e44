/// Layouts worked out once per type and kept for the process: the graph's answers about a view
/// type that never change (``DynamicPropertyLayout``, ``ViewInputLayout``). A type whose
/// layout cannot be made (not a struct) is remembered as nil, so it is not asked again.
@MainActor
struct PerTypeLayouts<Layout: AnyObject> {
    private var known: [ObjectIdentifier: Layout?] = [:]

    /// The layout of `type`, made by `make` the first time it is asked for.
    mutating func layout(of type: Any.Type, makingIt make: () -> Layout?) -> Layout? {
        let id = ObjectIdentifier(type)
        if let known = known[id] { return known }
        let layout = make()
        known[id] = .some(layout)
        return layout
    }
}
