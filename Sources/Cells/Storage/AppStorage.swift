/// A value kept in the app's settings under `key`, surviving restarts (SwiftUI's
/// `@AppStorage`). Every view reading the key, in every window, updates when it is written.
///
/// Stores Bool, Int, Double, String, URL, Data, enums with Int or String raw values, and the
/// optionals of each (nil when the key is not stored; writing nil removes it). A stored value that cannot be read as the type (hand-edited to "abc" for an
/// Int) gives the default, with a warning; the stored text is kept until the app writes the
/// key.
///
/// ```swift
/// @AppStorage("age") private var age = 12
/// @AppStorage("theme") private var theme: Theme = .system
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @usableFromInline let stored: StoredSetting<Value>

    init(key: String, defaultValue: Value, coding: SettingsCoding<Value>, store: SettingsStore?) {
        stored = StoredSetting(key: key, defaultValue: defaultValue, coding: coding) { environment in
            store ?? environment?.settingsStore ?? SettingsStore.standard
        }
    }

    public var wrappedValue: Value {
        @inlinable get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { stored.binding }
}

extension AppStorage: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) { stored.link(to: node) }
}

extension AppStorage: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { other is AppStorage<Value> }
}

extension AppStorage where Value: SettingsValue {
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: .plain(Value.self), store: store)
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue: SettingsValue {
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: .rawRepresentable(Value.self), store: store)
    }
}

extension AppStorage {
    /// An optional setting: nil when the key is not stored; writing nil removes it.
    public init<Wrapped: SettingsValue>(_ key: String, store: SettingsStore? = nil) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, coding: .optional(Wrapped.self), store: store)
    }

    /// An optional enum (any `RawRepresentable` with a String or Int raw value) stored by its
    /// raw value: nil when the key is not stored, or its text is not one of the type's raw
    /// values (with a warning); writing nil removes the key.
    ///
    /// ```swift
    /// @AppStorage("sortOrder") private var sortOrder: SortOrder?
    /// ```
    public init<Wrapped: RawRepresentable>(_ key: String, store: SettingsStore? = nil)
    where Value == Wrapped?, Wrapped.RawValue: SettingsValue {
        self.init(key: key, defaultValue: nil, coding: .optionalRawRepresentable(Wrapped.self), store: store)
    }
}
