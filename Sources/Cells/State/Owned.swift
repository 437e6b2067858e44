/// A value owned by a view: this project's `@State`.
///
/// The initial value is used once, when the view first appears at its place in the tree; after
/// that the value lives in the view's node and survives every re-creation of the view struct.
/// Writing it re-evaluates only the views that read it. `$name` is a two-way ``Binding``.
///
/// ```swift
/// struct Counter: View {
///     @Owned private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct Owned<Value>: DynamicProperty {
    private let slot: OwnedSlot<Value>

    public init(wrappedValue: Value) {
        slot = OwnedSlot(initialValue: wrappedValue)
    }

    /// The same as `init(wrappedValue:)`, for custom initializers: `_title = Owned(initialValue: t)`.
    public init(initialValue: Value) {
        slot = OwnedSlot(initialValue: initialValue)
    }

    public var wrappedValue: Value {
        get { slot.cell.value }
        nonmutating set { slot.cell.value = newValue }
    }

    /// Drops this struct's hold on its node's cell (the node is leaving; a copy stays).
    func unlinkFromNode() {
        slot.linked = nil
    }

    /// A binding that reads and writes this value.
    public var projectedValue: Binding<Value> {
        slot.binding
    }
}

extension Owned: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) {
        if let existing = node.storage[place] as? OwnedCell<Value> {
            slot.linked = existing
        } else {
            let cell = slot.takeDetachedOrMake()
            // A live preview reloading its code offers the old tree's values (rarely set).
            if let carried = CarriedOwnedValues.active?.value(for: node, key: place.name, as: Value.self) {
                cell.replaceUntracked(with: carried)
            }
            node.storage[place] = cell
            slot.linked = cell
        }
    }
}

extension Owned: ViewInputComparable {
    /// The value lives in the node, so two structs' owned properties are always the same input.
    func isSameInput(as other: Any) -> Bool { other is Owned<Value> }
}

/// Shared by all copies of one `Owned` struct: the initial value and, once the view is in
/// the graph, the node's cell.
@MainActor
final class OwnedSlot<Value> {
    let initialValue: Value
    /// The node's cell. Strong, not weak: a weak reference would move every retain of the
    /// cell (each read through a binding) to the runtime's slow path. A struct copy kept in
    /// a closure after its view left the tree keeps the value alive, not the node.
    var linked: OwnedCell<Value>?
    private var detached: OwnedCell<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// For a node seeing this property for the first time: the cell used before linking (so
    /// a write made then is kept), handed over, or a new one with the initial value.
    func takeDetachedOrMake() -> OwnedCell<Value> {
        defer { detached = nil }
        return detached ?? OwnedCell(initialValue)
    }

    /// The node's cell; before linking, a private cell so a view used outside a graph still works.
    var cell: OwnedCell<Value> {
        if let linked { return linked }
        if let detached { return detached }
        let created = OwnedCell(initialValue)
        detached = created
        return created
    }

    /// What `$value` bindings of `cell` read and write through, made once per cell: a body that
    /// passes `$title` to a text field on every evaluation would otherwise allocate it each
    /// time, and have the runtime look its generic class up each time.
    private var bindingStorage: CellBindingStorage<Value>?

    /// A binding that reads and writes the node's cell.
    var binding: Binding<Value> {
        let cell = self.cell
        if let bindingStorage, bindingStorage.cell === cell { return Binding(storage: bindingStorage) }
        let made = CellBindingStorage(cell: cell)
        bindingStorage = made
        return Binding(storage: made)
    }
}
