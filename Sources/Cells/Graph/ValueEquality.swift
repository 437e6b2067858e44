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

extension Equatable {
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
