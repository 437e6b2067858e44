@_spi(Reflection) import Swift

/// Decides whether a re-created view struct is the same input as the one a node last
/// evaluated, so an unchanged child is not re-evaluated when its parent is.
///
/// An `Equatable` view compares by `==`. Any other view compares field by field: a property
/// the node keeps (`@Owned`, `@Environment`) or a binding by ``ViewInputComparable``, an
/// `Equatable` field by `==`, an object by identity, and anything else (a closure, a struct
/// that is not `Equatable`) as changed. How a view type's fields compare is worked out once
/// per type (``ViewInputLayout``), so a parent re-evaluated over 1,000 children compares
/// their fields in place instead of reflecting each child twice.
@MainActor
enum ViewInputs {
    static func areSame(_ old: any View, _ new: any View) -> Bool {
        var layout: ViewInputLayout??
        return compare(old, new, layout: &layout)
    }

    /// ``areSame(_:_:)`` for a node, which keeps its view type's layout in `layout` (nil
    /// until the first comparison): found there without a lookup by type.
    static func areSame(_ old: any View, _ new: any View, layout: inout ViewInputLayout??) -> Bool {
        compare(old, new, layout: &layout)
    }

    private static func compare<Old: View, New: View>(_ old: Old, _ new: New, layout cached: inout ViewInputLayout??) -> Bool {
        guard Old.self == New.self else { return reflectedAreSame(old, new) }
        if cached == nil { cached = .some(ViewInputLayout.of(Old.self)) }
        guard let layout = cached ?? nil else { return reflectedAreSame(old, new) }
        return withUnsafePointer(to: old) { oldPointer in
            withUnsafePointer(to: new) { newPointer in
                layout.areSame(UnsafeRawPointer(oldPointer), UnsafeRawPointer(newPointer))
            }
        }
    }

    /// The same rules by reflection: for a view that is not a struct (a class, an enum).
    static func reflectedAreSame(_ old: Any, _ new: Any) -> Bool {
        if let equatable = old as? any Equatable {
            return equatable.isEqual(toAny: new)
        }
        let oldChildren = Mirror(reflecting: old).children
        let newChildren = Mirror(reflecting: new).children
        guard oldChildren.count == newChildren.count else { return false }
        for (lhs, rhs) in zip(oldChildren, newChildren) {
            if let comparable = lhs.value as? ViewInputComparable {
                if !comparable.isSameInput(as: rhs.value) { return false }
            } else if !ValueEquality.areEqual(lhs.value, rhs.value) {
                return false
            }
        }
        return true
    }
}

/// How two structs of one view type compare (``ViewInputs``' rules), field by field at their
/// byte offsets, found once per type.
@MainActor
final class ViewInputLayout {
    /// Compares the field at the same offset of two structs of the type.
    typealias FieldComparison = @MainActor (_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool

    private enum Comparison {
        /// The view is `Equatable`: `==` of the whole struct.
        case whole(FieldComparison)
        /// Field by field.
        case fields([(offset: Int, areSame: FieldComparison)])
        /// A field never compares the same (a closure): the view is always a new input.
        case never
    }

    private let comparison: Comparison

    private init(_ comparison: Comparison) {
        self.comparison = comparison
    }

    /// Whether the structs of this layout's type at `old` and `new` are the same input.
    func areSame(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        switch comparison {
        case .whole(let areSame):
            return areSame(old, new)
        case .fields(let fields):
            for field in fields where !field.areSame(old + field.offset, new + field.offset) { return false }
            return true
        case .never:
            return false
        }
    }

    /// The layout of `Value` (a view type), or nil when it is not a struct.
    static func of<Value>(_ type: Value.Type) -> ViewInputLayout? {
        known.answer(for: type) { make(type) }
    }

    private static var known = PerTypeCache<ViewInputLayout>()

    private static func make<Value>(_ type: Value.Type) -> ViewInputLayout? {
        if let equatable = type as? any Equatable.Type { return ViewInputLayout(.whole(equal(equatable))) }
        // Fields held strongly, as the key-path walk lists them: a field the field walk lists
        // and this one does not is weak or unowned (or a closure), and is never read as a value.
        var strongFields: Set<String> = []
        // (`_EachFieldOptions.ignoreUnknown`, by its value: the static is a `var`, which Swift 6
        // does not let code read.)
        _ = _forEachFieldWithKeyPath(of: type, options: _EachFieldOptions(rawValue: 1 << 1)) { name, _ in
            strongFields.insert(String(cString: name))
            return true
        }
        var fields: [(offset: Int, areSame: FieldComparison)] = []
        var isNeverSame = false
        let walked = _forEachField(of: type) { name, offset, fieldType, kind in
            guard let areSame = comparison(of: fieldType, kind: kind, isStrong: strongFields.contains(String(cString: name))) else {
                isNeverSame = true
                return false
            }
            fields.append((offset, areSame))
            return true
        }
        if isNeverSame { return ViewInputLayout(.never) }
        return walked ? ViewInputLayout(.fields(fields)) : nil
    }

    /// How a field of `type` compares; nil when it never compares the same.
    private static func comparison(of type: Any.Type, kind: _MetadataKind, isStrong: Bool) -> FieldComparison? {
        if kind == .function { return nil }
        // A weak or unowned reference: the same object is the same address (or side table).
        if !isStrong { return sameFirstWord }
        if let comparable = type as? any ViewInputComparable.Type { return sameInput(comparable) }
        if let equatable = type as? any Equatable.Type { return equal(equatable) }
        switch kind {
        case .class:
            return sameFirstWord
        case .struct, .enum, .tuple:
            // Not Equatable, not an object: not known to be the same.
            return nil
        default:
            // An existential or an optional: what it holds decides, at each comparison.
            return dynamicallyEqual(type)
        }
    }

    private static func sameInput<Field: ViewInputComparable>(_: Field.Type) -> FieldComparison {
        { old, new in
            old.assumingMemoryBound(to: Field.self).pointee.isSameInput(as: new.assumingMemoryBound(to: Field.self).pointee)
        }
    }

    private static func equal<Field: Equatable>(_: Field.Type) -> FieldComparison {
        { old, new in old.assumingMemoryBound(to: Field.self).pointee == new.assumingMemoryBound(to: Field.self).pointee }
    }

    private static func dynamicallyEqual<Field>(_: Field.Type) -> FieldComparison {
        { old, new in
            ValueEquality.areEqual(old.assumingMemoryBound(to: Field.self).pointee, new.assumingMemoryBound(to: Field.self).pointee)
        }
    }

    private static let sameFirstWord: FieldComparison = { old, new in
        old.load(as: UInt.self) == new.load(as: UInt.self)
    }
}
