/// A stored property of a view whose value lives outside the view struct, in the view's node
/// in the view graph, so that it survives the struct being re-created by its parent's `body`.
///
/// `@Owned`, `@Environment` and `Binding` are dynamic properties. You can build your own from
/// them; the graph finds the dynamic properties inside yours and links them like a view's own:
///
/// ```swift
/// @propertyWrapper struct Counter: DynamicProperty {
///     @Owned private var count = 0
///     var wrappedValue: Int { get { count } nonmutating set { count = newValue } }
/// }
/// ```
@MainActor
public protocol DynamicProperty {
    /// Called before each evaluation of the owning view's `body`, after storage is linked.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property that keeps its state in the node it is linked to.
@MainActor
protocol NodeLinkedProperty {
    /// Connects this property to the node's storage at `place`, creating the storage the
    /// first time the node links a view there.
    func link(to node: ViewNode, place: PropertyPlace)
}

/// A stored property that decides for itself whether a re-created view received the same
/// input, where plain equality cannot (a binding to the same place, an owned cell).
@MainActor
protocol ViewInputComparable {
    func isSameInput(as other: Any) -> Bool
}
