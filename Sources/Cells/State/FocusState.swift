/// Which control has the keyboard focus, as state a view owns and binds to controls with
/// `.focused(_:)` or `.focused(_:equals:)`. Both ways: writing it moves GTK's focus;
/// clicking into a control or pressing Tab writes it.
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// @FocusState private var focus: Field?
///
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// Button("Next") { focus = .email }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @Owned private var value: Value

    /// A focus state for one control: true while it has the focus.
    public init() where Value == Bool {
        _value = Owned(initialValue: false)
    }

    /// A focus state for several controls: which one has the focus, nil for none of them.
    public init<T: Hashable>() where Value == T? {
        _value = Owned(initialValue: nil)
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// The binding `.focused(_:)` takes.
    public var projectedValue: Binding<Value> { $value }
}

/// What a `.focused` modifier tells its widget: whether the model wants it focused, and where
/// to report that the user moved the focus into or out of it. The reporter is the same
/// object for as long as the view stays (compared by identity, with `wantsFocus`).
@MainActor
public final class FocusReporter {
    var report: @MainActor (Bool) -> Void = { _ in }

    nonisolated init() {}

    /// The widget got (true) or lost (false) the focus, by the user or by a model write.
    public func focusChanged(_ isFocused: Bool) {
        report(isFocused)
    }
}

/// The value of the focus attribute: see ``FocusReporter``.
public struct FocusRequest: Equatable {
    /// Whether the model wants the widget focused.
    public var wantsFocus: Bool
    public let reporter: FocusReporter

    public static func == (lhs: FocusRequest, rhs: FocusRequest) -> Bool {
        lhs.wantsFocus == rhs.wantsFocus && lhs.reporter === rhs.reporter
    }
}

/// `.focused(_:)` and `.focusedValue(_:_:)`: the widget's focus, bound to a ``FocusState`` or
/// publishing a focused value. Set twice on one widget, both requests apply.
public enum FocusAttribute: WidgetAttributeKey {
    public typealias Value = [FocusRequest]
    public static func combine(outer: [FocusRequest], inner: [FocusRequest]) -> [FocusRequest] { outer + inner }
}

struct FocusedView<Content: View>: View {
    let content: Content
    let isFocused: @MainActor () -> Bool
    let report: @MainActor (Bool) -> Void
    @Owned private var reporter = FocusReporter()

    var body: some View {
        let reporter = self.reporter
        reporter.report = report
        return content.widgetAttribute(FocusAttribute.self, [FocusRequest(wantsFocus: isFocused(), reporter: reporter)])
    }
}

extension View {
    /// Binds this view's keyboard focus to `condition`: true focuses it, and it is true while
    /// the view (or a control in it) has the focus.
    public func focused(_ condition: Binding<Bool>) -> some View {
        FocusedView(content: self, isFocused: { condition.wrappedValue }) { focused in
            if condition.wrappedValue != focused { condition.wrappedValue = focused }
        }
    }

    /// Binds this view's keyboard focus to `binding == value`: writing `value` focuses it; the
    /// user focusing it writes `value`, and leaving it writes nil (if it still says `value`).
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
        FocusedView(content: self, isFocused: { binding.wrappedValue == value }) { focused in
            if focused {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value {
                binding.wrappedValue = nil
            }
        }
    }
}

// MARK: - FocusedValue

/// A key for a value that the focused part of a window publishes with `.focusedValue(_:_:)`
/// and views elsewhere (a toolbar, a status line) read with `@FocusedValue`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published by the views that have the focus, by key.
@MainActor
public struct FocusedValues {
    var values: [ObjectIdentifier: Any] = [:]

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The published values: one store for the process, written as the focus moves.
@MainActor
enum FocusedValueStore {
    static let cell = OwnedCell(FocusedValues())
    /// Which publisher wrote each key path last, so one that loses the focus removes only its own value.
    static var owners: [AnyHashable: ObjectIdentifier] = [:]

    static func publish<Value>(_ value: Value?, at keyPath: WritableKeyPath<FocusedValues, Value?>, by owner: ObjectIdentifier) {
        let key = AnyHashable(keyPath)
        if let value {
            owners[key] = owner
            cell.value[keyPath: keyPath] = value
        } else if owners[key] == owner {
            owners[key] = nil
            cell.value[keyPath: keyPath] = nil
        }
    }
}

/// Reads the value the focused part of the window publishes for a key, nil when nothing
/// focused publishes one. The view updates as the focus moves.
///
/// ```swift
/// struct NoteTitleKey: FocusedValueKey { typealias Value = String }
/// extension FocusedValues { var noteTitle: String? { get { self[NoteTitleKey.self] } set { self[NoteTitleKey.self] = newValue } } }
///
/// @FocusedValue(\.noteTitle) var title    // in a status line
/// TextField("Title", text: $title).focusedValue(\.noteTitle, title)   // in the form
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    @MainActor public var wrappedValue: Value? {
        FocusedValueStore.cell.value[keyPath: keyPath]
    }
}

/// Reads a binding the focused part of the window publishes (`.focusedValue(\.key, $value)`),
/// as a binding: a toolbar edits the focused document's value.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    @MainActor public var wrappedValue: Value? {
        get { FocusedValueStore.cell.value[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            if let newValue { FocusedValueStore.cell.value[keyPath: keyPath]?.wrappedValue = newValue }
        }
    }
}

/// A publisher of one focused value: the same object while its view stays.
@MainActor
final class FocusedValuePublisher {
    /// Publishes the view's latest value (true), or withdraws it (false).
    var publish: @MainActor (Bool) -> Void = { _ in }
    var isFocused = false

    nonisolated init() {}

    func focusChanged(_ focused: Bool) {
        isFocused = focused
        publish(focused)
    }

    isolated deinit {
        if isFocused { publish(false) }
    }
}

struct FocusedValueView<Content: View, Value>: View {
    let content: Content
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?
    @Owned private var publisher = FocusedValuePublisher()
    @Owned private var reporter = FocusReporter()

    var body: some View {
        let publisher = self.publisher, reporter = self.reporter
        let keyPath = self.keyPath, value = self.value
        let owner = ObjectIdentifier(publisher)
        publisher.publish = { focused in FocusedValueStore.publish(focused ? value : nil, at: keyPath, by: owner) }
        if publisher.isFocused {
            // The value changed while the view has the focus: publish the new one.
            DependencyTracker.untracked { publisher.publish(true) }
        }
        reporter.report = { [weak publisher] in publisher?.focusChanged($0) }
        return content.widgetAttribute(FocusAttribute.self, [FocusRequest(wantsFocus: false, reporter: reporter)])
    }
}

extension View {
    /// Publishes `value` under `keyPath` while this view (or a control in it) has the focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        FocusedValueView(content: self, keyPath: keyPath, value: value)
    }
}
