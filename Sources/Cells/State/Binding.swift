/// A two-way connection to a value stored elsewhere: an `@Owned` cell, a model property, or
/// anything reachable through a getter and a setter.
///
/// Bindings project through key paths, so `$user.firstName` is a `Binding<String>` into the
/// `user` cell; a write replaces the whole `User` value and every reader of it updates.
/// A view that takes a binding declares `@Binding var value: T` and can assign `_value = b`
/// in its own initializer.
///
/// ```swift
/// struct NameField: View {
///     @Binding var name: String
///     var body: some View { TextField("Name", text: $name) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void
    /// Where the binding points, when that is known: two bindings with the same location
    /// are the same input to a child view.
    let location: BindingLocation?

    /// A binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(read: get, write: set, location: nil)
    }

    init(read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Void, location: BindingLocation?) {
        self.read = read
        self.write = write
        self.location = location
    }

    init(cell: OwnedCell<Value>) {
        self.init(
            read: { cell.value },
            write: { cell.value = $0 },
            location: BindingLocation(root: ObjectIdentifier(cell), path: [])
        )
    }

    /// A binding that always reads `value` and ignores writes (for previews and fixed inputs).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in }, location: BindingLocation(constant: value))
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// Lets a view declare `@Binding var x: T` and still be built with `View(x: $owner)`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to one property of the bound value: `$user.firstName`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = self.read
        let write = self.write
        return Binding<Subject>(
            read: { read()[keyPath: keyPath] },
            write: { newValue in
                var whole = DependencyTracker.untracked { read() }
                whole[keyPath: keyPath] = newValue
                write(whole)
            },
            location: location?.appending(keyPath)
        )
    }
}

extension Binding: DynamicProperty {}

extension Binding: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let location, let otherLocation = other.location else {
            return false
        }
        return location == otherLocation
    }
}

/// Identifies what a binding reads and writes: a storage object plus a key-path route into
/// it, or a constant value.
struct BindingLocation: Hashable {
    private enum Root: Hashable {
        case storage(ObjectIdentifier)
        case constant(AnyHashable)
    }

    private let root: Root
    private let path: [AnyKeyPath]

    init(root: ObjectIdentifier, path: [AnyKeyPath]) {
        self.root = .storage(root)
        self.path = path
    }

    /// A location for a constant, or nil when the constant cannot be compared.
    init?(constant: Any) {
        guard let hashable = constant as? AnyHashable else { return nil }
        root = .constant(hashable)
        path = []
    }

    func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
        BindingLocation(root: root, path: path + [keyPath])
    }

    private init(root: Root, path: [AnyKeyPath]) {
        self.root = root
        self.path = path
    }
}
