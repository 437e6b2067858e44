/// Compares two values of unknown static type the way the graph needs: by `==` when the
/// dynamic type is `Equatable`, by identity for class instances, and "not known equal"
/// otherwise (closures, non-equatable structs).
enum ValueEquality {
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let comparable = lhs as? any Equatable {
            return comparable.isEqual(toAny: rhs)
        }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        return false
    }
}

/// How two values of one static type compare (``ValueEquality``'s rules), found once for the
/// type: a cell compares on every write, and finding the `Equatable` conformance of a value
/// in an `Any` costs more than comparing two strings.
struct TypedEquality<Value> {
    private let equatable: (any Equatable.Type)?
    private let isClass: Bool

    init() {
        equatable = Value.self as? any Equatable.Type
        isClass = Value.self is AnyClass
    }

    func areEqual(_ lhs: Value, _ rhs: Value) -> Bool {
        if let equatable { return equatable.areEqual(lhs, rhs) }
        if isClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return false
    }
}

extension Equatable {
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    /// `lhs == rhs` for two values whose static type `Value` is `Self`.
    fileprivate static func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        assert(Value.self == Self.self)
        return withUnsafePointer(to: lhs) { left in
            withUnsafePointer(to: rhs) { right in
                UnsafeRawPointer(left).assumingMemoryBound(to: Self.self).pointee
                    == UnsafeRawPointer(right).assumingMemoryBound(to: Self.self).pointee
            }
        }
    }
}
