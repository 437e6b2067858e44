import Observation

/// Reads a value from the view's environment: a value by key path, or an `@Observable`
/// object by type.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.isEnabled) private var isEnabled
///     @Environment(Library.self) private var library
///     var body: some View { Text(isEnabled ? library.name : "Off") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: @MainActor (EnvironmentValues) -> Value?
    /// For an object looked up by type: the type, so a missing object can be named.
    private let requiredType: Any.Type?
    private let link = EnvironmentLink()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requiredType = nil
    }

    /// The `@Observable` object of this type put in the environment with `.environment(_:)`.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { $0.object(of: type) }
        requiredType = type
    }

    /// The `@Observable` object of this type if an ancestor put one in the environment, nil
    /// if none did (SwiftUI's optional form: a view that can do without the object).
    ///
    /// ```swift
    /// @Environment(Library.self) private var library: Library?
    /// ```
    public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
        // `.some(nil)`: a missing object is the value nil, not a missing value.
        read = { .some($0.object(of: type)) }
        requiredType = nil
    }

    public var wrappedValue: Value {
        let environment = link.environment
        guard let value = read(environment) else {
            preconditionFailure("No environment object of type \(requiredType.map { "\($0)" } ?? "\(Value.self)"): add .environment(object) to an ancestor view")
        }
        return value
    }
}

extension Environment: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) {
        link.node = node
        if let requiredType, read(node.environment) == nil {
            node.reportMissingEnvironmentObject(requiredType)
        }
    }
}

extension Environment: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { other is Environment<Value> }
}

/// The node an `@Environment` property reads from, shared by copies of the property, and the
/// environment it had when linked: a copy of the view kept past the node (a `.task` ending
/// after its view left) reads the values as they last were, as in SwiftUI, instead of
/// missing an environment object and stopping the app.
@MainActor
final class EnvironmentLink {
    private var reference: NodeReference?
    private var lastEnvironment: EnvironmentValues?

    var node: ViewNode? {
        get { reference?.node }
        set {
            reference = newValue?.reference
            lastEnvironment = newValue?.environment
        }
    }

    /// The node's environment now; once the node has gone, the one it last had (outside a
    /// tree, the default values).
    var environment: EnvironmentValues {
        reference?.node?.environment ?? lastEnvironment ?? EnvironmentValues()
    }
}
