/// An object a view creates and owns (SwiftUI's `@StateObject`). The expression is evaluated
/// once, when the view first appears at its place; the object then survives every re-render
/// of the parent and is released when the view leaves the tree.
///
/// Works with `ObservableObject`s (the view follows `objectWillChange`) and with
/// `@Observable` classes (the view follows the properties its `body` reads).
///
/// ```swift
/// struct ScorePlate: View {
///     @OwnedObject var model = Model()
///     var body: some View { Text("Score: \(model.score)") }
/// }
/// ```
@propertyWrapper
public struct OwnedObject<ObjectType: AnyObject>: DynamicProperty {
    private let slot: OwnedObjectSlot<ObjectType>

    public init(wrappedValue makeObject: @autoclosure @escaping () -> ObjectType) {
        slot = OwnedObjectSlot(makeObject: makeObject)
    }

    public var wrappedValue: ObjectType {
        slot.object
    }

    /// Bindings to the object's properties: `$model.score`.
    public var projectedValue: ObjectBindings<ObjectType> {
        ObjectBindings(object: slot.object)
    }
}

extension OwnedObject: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) {
        let box: OwnedObjectBox<ObjectType>
        if let existing = node.storage[place] as? OwnedObjectBox<ObjectType> {
            box = existing
        } else {
            box = OwnedObjectBox(slot.takeDetachedOrMake())
            node.storage[place] = box
        }
        slot.linked = box
        if let observable = box.object as? any ObservableObject {
            node.follow(observable, at: place)
        }
    }
}

extension OwnedObject: ViewInputComparable {
    /// The object lives in the node, so two structs' owned objects are always the same input.
    func isSameInput(as other: Any) -> Bool { other is OwnedObject<ObjectType> }
}

/// The node's storage for one owned object.
@MainActor
final class OwnedObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

/// Shared by copies of one `OwnedObject` struct: how to make the object and, once linked,
/// the node's box.
@MainActor
final class OwnedObjectSlot<ObjectType: AnyObject> {
    private let makeObject: () -> ObjectType
    /// Weak: the node owns the box; a struct copy kept in a closure must not keep it alive.
    weak var linked: OwnedObjectBox<ObjectType>?
    private var detached: ObjectType?

    init(makeObject: @escaping () -> ObjectType) {
        self.makeObject = makeObject
    }

    /// The node's object; before linking, one made for this struct alone.
    var object: ObjectType {
        if let linked { return linked.object }
        if let detached { return detached }
        let made = makeObject()
        detached = made
        return made
    }

    /// For a node seeing this property for the first time: the object made before linking
    /// (handed over, not kept), or a new one.
    func takeDetachedOrMake() -> ObjectType {
        defer { detached = nil }
        return detached ?? makeObject()
    }
}
