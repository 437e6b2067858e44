/// The values of the pages pushed on a `NavigationStack`, of any `Hashable` types: bind it
/// with `NavigationStack(path:)` to push and pop by writing it.
///
/// ```swift
/// @Owned private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// Button("Home") { path.removeLast(path.count) }
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        var erased: [AnyHashable] = []
        for element in elements { erased.append(AnyHashable(element)) }
        self.elements = erased
    }

    /// How many pages are pushed.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a page for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` pages.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(k, elements.count))
    }
}

/// What `.navigationDestination(for:)` modifiers in a stack registered: a view for the
/// values of each type. One registry per stack, kept in its node.
@MainActor
final class NavigationDestinations {
    var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?] = [:]

    nonisolated init() {}

    func view(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

private struct NavigationDestinationsKey: EnvironmentKey {
    static var defaultValue: NavigationDestinations? { nil }
}

extension EnvironmentValues {
    var navigationDestinations: NavigationDestinations? {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }
}

struct NavigationDestinationView<Content: View, Value: Hashable, Destination: View>: View {
    let content: Content
    let destination: @MainActor (Value) -> Destination
    @Environment(\.navigationDestinations) private var destinations

    var body: some View {
        let destination = self.destination
        destinations?.destinations[ObjectIdentifier(Value.self)] = { value in
            (value.base as? Value).map { AnyView(destination($0)) }
        }
        return content
    }
}

extension View {
    /// Says which view a pushed value of type `type` shows, for `NavigationLink(_:value:)` and
    /// a bound `NavigationPath` in the enclosing `NavigationStack`.
    public func navigationDestination<D: Hashable, C: View>(for type: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        NavigationDestinationView(content: self, destination: destination)
    }
}
