/// An object a view follows but does not own (SwiftUI's `@ObservedObject`): the view is
/// re-evaluated when the object announces a change.
///
/// The view does not keep the object alive across re-creation: with an inline default
/// (`@ObservedObject var model = Model()`) every re-render of the parent makes a new object,
/// and its state is lost. Use ``OwnedObject`` for an object the view creates.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public let wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$model.score`.
    public var projectedValue: ObjectBindings<ObjectType> {
        ObjectBindings(object: wrappedValue)
    }
}

extension ObservedObject: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) {
        node.follow(wrappedValue, at: place)
    }
}

extension ObservedObject: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}
