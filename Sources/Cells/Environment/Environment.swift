/// Reads a value from the view's environment.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.isEnabled) private var isEnabled
///     var body: some View { Text(isEnabled ? "On" : "Off") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let link = EnvironmentLink()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        guard let node = link.node else {
            return EnvironmentValues()[keyPath: keyPath]
        }
        return node.environment[keyPath: keyPath]
    }
}

extension Environment: NodeLinkedProperty {
    func link(to node: ViewNode, key: String) {
        link.node = node
    }
}

extension Environment: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { other is Environment<Value> }
}

/// The node an `@Environment` property reads from, shared by copies of the property.
@MainActor
final class EnvironmentLink {
    weak var node: ViewNode?
}
