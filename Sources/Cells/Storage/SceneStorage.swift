/// A value kept per window under `key` (SwiftUI's `@SceneStorage`): each window has its own;
/// it is restored when the app is relaunched with that window, and forgotten when the user
/// closes the window.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let stored: StoredSetting<Value>

    init(key: String, defaultValue: Value, coding: SettingsCoding<Value>) {
        stored = StoredSetting(key: key, defaultValue: defaultValue, coding: coding) { environment in
            environment?.sceneStore ?? SceneStore.unattached
        }
    }

    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    /// A binding to the window's value.
    public var projectedValue: Binding<Value> { stored.binding }
}

extension SceneStorage: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) { stored.link(to: node) }
}

extension SceneStorage: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { other is SceneStorage<Value> }
}

extension SceneStorage where Value: SettingsValue {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, coding: .plain(Value.self))
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue: SettingsValue {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, coding: .rawRepresentable(Value.self))
    }
}

extension SceneStorage {
    /// An optional value: nil when the window has none stored; writing nil removes it.
    public init<Wrapped: SettingsValue>(_ key: String) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, coding: .optional(Wrapped.self))
    }

    /// An optional enum (a `RawRepresentable` with a String or Int raw value) kept by its raw
    /// value: nil when none is stored or the text is not one of its raw values; writing nil
    /// removes it.
    public init<Wrapped: RawRepresentable>(_ key: String) where Value == Wrapped?, Wrapped.RawValue: SettingsValue {
        self.init(key: key, defaultValue: nil, coding: .optionalRawRepresentable(Wrapped.self))
    }
}

/// One window's scene values. The app runner makes one per window, saves them when the app
/// quits with the window open, and hands them back when it reopens the window.
@MainActor
public enum SceneStore {
    /// A store for a window's scene values, starting from `values`.
    public static func make(_ values: [String: String] = [:]) -> SettingsStore {
        SettingsStore(persistence: InMemorySettingsPersistence(values))
    }

    /// Used by views outside any window (a warning-free fallback for previews and tests).
    static let unattached = make()
}

private struct SceneStoreKey: EnvironmentKey {
    static var defaultValue: SettingsStore? { nil }
}

extension EnvironmentValues {
    /// The window's scene values, for `@SceneStorage`; set by the window's host.
    public var sceneStore: SettingsStore? {
        get { self[SceneStoreKey.self] }
        set { self[SceneStoreKey.self] = newValue }
    }
}
