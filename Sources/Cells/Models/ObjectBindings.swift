/// Makes bindings to the properties of an object: `$model.score`.
///
/// Returned as the projected value of ``ObservedObject``, ``OwnedObject``,
/// ``EnvironmentObject`` and ``Bindable``.
@dynamicMemberLookup
@MainActor
public struct ObjectBindings<Object: AnyObject> {
    let object: Object

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
        let object = self.object
        // An ObservableObject's readers are the views holding it, not the views reading this
        // binding, so such a binding has no comparable location: a child given one is
        // re-evaluated with its parent. @Observable reads are tracked where they happen.
        let location = object is any ObservableObject
            ? nil : BindingLocation(root: ObjectIdentifier(object), path: [keyPath])
        return Binding(
            read: { object[keyPath: keyPath] },
            write: { object[keyPath: keyPath] = $0 },
            location: location
        )
    }
}
