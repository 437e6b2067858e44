import Foundation

/// The `@Owned` values of a view tree, each by its place (the views' type names and
/// identities from the root), so a new tree made from reloaded code starts where the old one
/// was: a live preview rebuilt after a save keeps the text typed into its fields.
///
/// A value is carried to a view at the same place whose property has the same name and whose
/// value type is the same type. Types the reloaded code declares again are new types to the
/// runtime: a value of one is carried when the new type has the same name and has a case of
/// the same name (`CaseIterable`), takes the same raw value (`RawRepresentable`), or decodes
/// what the old one encodes (`Codable`). Anything else starts from its initial value, as a
/// changed view should.
///
/// ```swift
/// let carried = CarriedOwnedValues(of: oldHost.graph)
/// let newHost = carried.whileMakingViews { HostingWidget(reloadedView) }
/// ```
@MainActor
public struct CarriedOwnedValues {
    /// The values, by "place|property".
    private let values: [String: Any]

    /// Reads every `@Owned` value of `graph`'s views (list rows made on demand are not read).
    public init(of graph: ViewGraph?) {
        var values: [String: Any] = [:]
        if let root = graph?.rootNode { Self.collect(root, into: &values) }
        self.values = values
    }

    /// How many values are carried.
    public var count: Int { values.count }

    /// Runs `makeViews` with these values offered to every `@Owned` property linked meanwhile.
    public func whileMakingViews<Result>(_ makeViews: () throws -> Result) rethrows -> Result {
        let outer = Self.active
        Self.active = self
        defer { Self.active = outer }
        return try makeViews()
    }

    /// The carried values on offer while ``whileMakingViews(_:)`` runs.
    static var active: CarriedOwnedValues?

    /// The value carried to `key` of `node`, if there is one of a type `Value` can take.
    func value<Value>(for node: ViewNode, key: String, as _: Value.Type) -> Value? {
        guard let carried = values[Self.place(of: node) + "|" + key] else { return nil }
        if let same = carried as? Value { return same }
        // The reloaded code declares its own types again: new types of the same name.
        guard String(reflecting: type(of: carried)) == String(reflecting: Value.self) else { return nil }
        return Self.sameCase(as: carried, in: Value.self) ?? Self.sameRawValue(as: carried, in: Value.self)
            ?? Self.decodedAgain(carried, as: Value.self)
    }

    /// An enum's case by its name, when the type lists its cases.
    private static func sameCase<Value>(as carried: Any, in _: Value.Type) -> Value? {
        guard let cases = Value.self as? any CaseIterable.Type else { return nil }
        return Self.find(String(describing: carried), in: cases) as? Value
    }

    private static func find<Cases: CaseIterable>(_ name: String, in _: Cases.Type) -> Cases? {
        Cases.allCases.first { String(describing: $0) == name }
    }

    /// A value made again from its raw value (`enum Unit: String`).
    private static func sameRawValue<Value>(as carried: Any, in _: Value.Type) -> Value? {
        guard let old = carried as? any RawRepresentable, let new = Value.self as? any RawRepresentable.Type else { return nil }
        return Self.make(new, from: old.rawValue) as? Value
    }

    private static func make<New: RawRepresentable>(_: New.Type, from raw: Any) -> New? {
        guard let raw = raw as? New.RawValue else { return nil }
        return New(rawValue: raw)
    }

    /// A `Codable` value encoded by the old type and decoded by the new one.
    private static func decodedAgain<Value>(_ carried: Any, as _: Value.Type) -> Value? {
        guard let encodable = carried as? any Encodable, let decodable = Value.self as? any Decodable.Type,
              let data = try? JSONEncoder().encode(encodable) else { return nil }
        return (try? JSONDecoder().decode(decodable, from: data)) as? Value
    }

    private static func collect(_ node: ViewNode, into values: inout [String: Any]) {
        let place = place(of: node)
        let slotNames = (node.propertyLayout ?? nil)?.slotNames ?? []
        node.storage.forEach(slotNames: slotNames) { name, stored in
            if let cell = stored as? any CarriableCell { values[place + "|" + name] = cell.carriedValue }
        }
        for child in node.children { collect(child, into: &values) }
    }

    /// "Module.Root[0]/Module.Child[2]/…": the node's type names and keys from the root.
    private static func place(of node: ViewNode) -> String {
        var parts: [String] = []
        var current: ViewNode? = node
        while let each = current {
            let key: String = switch each.identity.key {
            case .position(let index): "\(index)"
            case .id(let id): "#" + String(reflecting: id.base)
            }
            parts.append(String(reflecting: type(of: each.view)) + "[" + key + "]")
            current = each.parent
        }
        return parts.reversed().joined(separator: "/")
    }
}

/// A cell whose value can be carried to a reloaded view.
@MainActor
protocol CarriableCell {
    /// The value, read without recording a dependency.
    var carriedValue: Any { get }
}
