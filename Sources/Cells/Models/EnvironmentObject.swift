import Observation

/// An object put in the environment by an ancestor with `.environmentObject(_:)`. Views that
/// declare it share that one object and are re-evaluated when it announces a change.
///
/// When no ancestor provides the object, the view is not evaluated: it shows an error in
/// place of its content and the message, naming the type and the view's path, is printed
/// and kept in the graph's ``ViewGraph/failures``.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let found = FoundObject<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = found.object else {
            preconditionFailure("No environment object of type \(ObjectType.self): read an @EnvironmentObject only in body, below a view that calls .environmentObject(\(ObjectType.self)(...))")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.score`.
    public var projectedValue: ObjectBindings<ObjectType> {
        ObjectBindings(object: wrappedValue)
    }
}

extension EnvironmentObject: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) {
        guard let object = node.environment.object(of: ObjectType.self) else {
            node.reportMissingEnvironmentObject(ObjectType.self)
            return
        }
        found.object = object
        node.follow(object, at: place)
    }
}

extension EnvironmentObject: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

/// The object an environment property found when it was linked, shared by struct copies.
@MainActor
final class FoundObject<ObjectType: AnyObject> {
    var object: ObjectType?
}

extension EnvironmentValues {
    /// The object of type `type` an ancestor put in the environment, if any.
    func object<ObjectType: AnyObject>(of type: ObjectType.Type) -> ObjectType? {
        self[ObjectEntry<ObjectType>.self]
    }

    mutating func setObject<ObjectType: AnyObject>(_ object: ObjectType) {
        self[ObjectEntry<ObjectType>.self] = object
    }
}

/// The environment key under which an object of one type is kept.
private struct ObjectEntry<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` in the environment of this view and everything in it, for
    /// `@EnvironmentObject var object: ObjectType`.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        EnvironmentTransformView(content: self) { $0.setObject(object) }
    }

    /// Puts an `@Observable` object in the environment, for `@Environment(ObjectType.self)`.
    public func environment<ObjectType: AnyObject & Observable>(_ object: ObjectType) -> some View {
        EnvironmentTransformView(content: self) { $0.setObject(object) }
    }
}
