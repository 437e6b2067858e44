/// A two-way connection to a value stored elsewhere: an `@Owned` cell, a model property, or
/// anything reachable through a getter and a setter.
///
/// Bindings project through key paths, so `$user.firstName` is a `Binding<String>` into the
/// `user` cell; a write replaces the whole `User` value. A view that reads the user through
/// `$user.firstName` updates only when the first name changed (when it is `Equatable`), not
/// on writes to other fields.
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
    /// Where the value is read and written. One object per binding: projecting `$a.b`
    /// allocates one more, and the binding's identity is worked out only when compared.
    @usableFromInline let storage: BindingStorage<Value>

    /// A binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        storage = ClosureBindingStorage(read: get, write: set, location: nil)
    }

    @usableFromInline init(storage: BindingStorage<Value>) {
        self.storage = storage
    }

    init(read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Void, location: BindingLocation?) {
        storage = ClosureBindingStorage(read: read, write: write, location: location)
    }

    /// A binding that always reads `value` and ignores writes (for previews and fixed inputs).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in }, location: BindingLocation(constant: value))
    }

    @inlinable public var wrappedValue: Value {
        get { storage.read() }
        nonmutating set { storage.write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// Lets a view declare `@Binding var x: T` and still be built with `View(x: $owner)`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to one property of the bound value: `$user.firstName`.
    @inlinable public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(storage: storage.projecting(keyPath))
    }

    /// Where the binding points, when that is known: two bindings with the same location
    /// are the same input to a child view.
    @usableFromInline var location: BindingLocation? { storage.location }
}

extension Binding: DynamicProperty {}

extension Binding: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        if other.storage === storage { return true }
        guard let location, let otherLocation = other.location else { return false }
        return location == otherLocation
    }
}

/// What a ``Binding`` reads and writes. Subclasses: closures, an `@Owned` cell, a key path
/// into another binding, an element of a bound collection.
@usableFromInline @MainActor
class BindingStorage<Value> {
    @usableFromInline init() {}
    @usableFromInline func read() -> Value { preconditionFailure("BindingStorage is abstract") }
    @usableFromInline func write(_ value: Value) {}
    /// Where this storage points, if that can be named; nil means "compare unequal".
    @usableFromInline var location: BindingLocation? { nil }
    /// A number that changes whenever the value may have changed, if the storage can tell;
    /// nil when it cannot (a getter can return anything).
    @usableFromInline var version: Int? { nil }
    /// Records a read of the value by the view evaluating now, without reading it.
    @usableFromInline func recordRead() { _ = read() }
    /// Records a read of the collection element by element (see ``DependencySource``).
    @usableFromInline func recordElementRead() { recordRead() }
    /// Records a read of the element at `position` (where it is now) alone.
    @usableFromInline func recordElementRead(at position: Int) { recordElementRead() }
    /// Whether ``recordElementRead()`` records an element read only, never a read of the
    /// whole value (which a binding reading one part of it must narrow to that part).
    @usableFromInline var recordsElementReadsApart: Bool { false }
    /// Changes the collection in the element at `offset` only, with `change`: in place where
    /// the storage holds the value itself (a cell: a write to one element of 100,000 then
    /// copies nothing, and element-by-element readers learn which element changed); other
    /// storages read the value, change it and write it back as any value. `keepsIDs`: the
    /// change leaves every element's id where it was (see ``OwnedCell/modifyElement``).
    @usableFromInline func modifyElement(changedOffset offset: Int, keepsIDs: Bool, _ change: (inout Value) -> Void) {
        var value = DependencyTracker.untracked { read() }
        change(&value)
        write(value)
    }
    /// The value as `ForEach($items)` takes it, with its version: a cell shares one per
    /// version among its takers and keeps it current through element writes; other storages
    /// give each taker its own.
    @usableFromInline func snapshot() -> CollectionSnapshot<Value> {
        CollectionSnapshot(value: DependencyTracker.untracked { read() }, version: version)
    }
    /// The cell behind the storage, whose element writes ``elementOffsetsChanged(from:to:)``
    /// reports on; nil when there is none.
    @usableFromInline var elementWriteLog: ObjectIdentifier? { nil }
    /// The offsets element writes changed between two versions, if only they changed it.
    @usableFromInline func elementOffsetsChanged(from old: Int, to new: Int) -> [Int]? { nil }
    /// The storage of `$value.property`: a ``KeyPathBindingStorage`` over this one, unless a
    /// subclass knows a cheaper one.
    @usableFromInline func projecting<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> BindingStorage<Subject> {
        KeyPathBindingStorage(base: self, keyPath: keyPath)
    }
}

/// A getter and a setter.
final class ClosureBindingStorage<Value>: BindingStorage<Value> {
    private let reader: @MainActor () -> Value
    private let writer: @MainActor (Value) -> Void
    private let fixedLocation: BindingLocation?

    init(read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Void, location: BindingLocation?) {
        reader = read
        writer = write
        fixedLocation = location
    }

    override func read() -> Value {
        ObservationRegistrations.noteBindingClosureRan()
        return reader()
    }
    override func write(_ value: Value) {
        ObservationRegistrations.noteBindingClosureRan()
        writer(value)
    }
    override var location: BindingLocation? { fixedLocation }
}

/// An `@Owned` cell.
final class CellBindingStorage<Value>: BindingStorage<Value> {
    let cell: OwnedCell<Value>

    init(cell: OwnedCell<Value>) {
        self.cell = cell
    }

    override func read() -> Value { cell.value }
    override func write(_ value: Value) { cell.value = value }
    override var location: BindingLocation? { BindingLocation(root: ObjectIdentifier(cell), path: []) }
    override var version: Int? { cell.version }
    override func recordRead() { cell.noteRead() }
    override func recordElementRead() { cell.noteElementRead() }
    override func recordElementRead(at position: Int) { cell.noteElementRead(at: position) }
    override var recordsElementReadsApart: Bool { true }
    override func modifyElement(changedOffset offset: Int, keepsIDs: Bool, _ change: (inout Value) -> Void) {
        cell.modifyElement(changedOffset: offset, keepsIDs: keepsIDs, change)
    }
    override func snapshot() -> CollectionSnapshot<Value> { cell.snapshot() }
    override var elementWriteLog: ObjectIdentifier? { ObjectIdentifier(cell) }
    override func elementOffsetsChanged(from old: Int, to new: Int) -> [Int]? { cell.elementOffsetsChanged(from: old, to: new) }
}

/// One property of another binding's value: writing it replaces the whole value.
@usableFromInline
final class KeyPathBindingStorage<Base, Value>: BindingStorage<Value> {
    private let base: BindingStorage<Base>
    private let keyPath: WritableKeyPath<Base, Value>

    @usableFromInline init(base: BindingStorage<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    /// The view reading depends on this property only, not on the whole base value.
    override func read() -> Value {
        DependencyTracker.readProjection({ base.read()[keyPath: keyPath] }, rereadWith: {
            { [base, keyPath] in base.read()[keyPath: keyPath] }
        })
    }

    override func write(_ value: Value) {
        var whole = DependencyTracker.untracked { base.read() }
        whole[keyPath: keyPath] = value
        base.write(whole)
    }

    override var location: BindingLocation? { base.location?.appending(keyPath) }
    override var version: Int? { base.version }
    override func recordRead() { base.recordRead() }
}

/// Identifies what a binding reads and writes: a storage object plus a route into it (key
/// paths, and element ids for bindings into collections), or a constant value.
@usableFromInline
struct BindingLocation: Hashable {
    private enum Root: Hashable {
        case storage(ObjectIdentifier)
        case constant(AnyHashable)
    }

    /// One step of the route: a key path, or "the element with this id".
    private enum Step: Hashable {
        case keyPath(AnyKeyPath)
        case element(AnyHashable)
    }

    private let root: Root
    private let route: [Step]

    init(root: ObjectIdentifier, path: [AnyKeyPath]) {
        self.init(root: .storage(root), route: path.map(Step.keyPath))
    }

    /// A location for a constant, or nil when the constant cannot be compared.
    init?(constant: Any) {
        guard let hashable = constant as? AnyHashable else { return nil }
        self.init(root: .constant(hashable), route: [])
    }

    private init(root: Root, route: [Step]) {
        self.root = root
        self.route = route
    }

    func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
        BindingLocation(root: root, route: route + [.keyPath(keyPath)])
    }

    /// The location of the element with id `id` in the collection at this location.
    func element(_ id: AnyHashable) -> BindingLocation {
        BindingLocation(root: root, route: route + [.element(id)])
    }
}
