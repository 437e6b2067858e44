/// What ``AppStorage`` and ``SceneStorage`` share: a key, a default, a coding, and a way to
/// find the store from the view's environment.
@MainActor
struct StoredSetting<Value> {
    let key: String
    let defaultValue: Value
    let coding: SettingsCoding<Value>
    let findStore: @MainActor (EnvironmentValues?) -> SettingsStore
    let link = EnvironmentLink()

    var store: SettingsStore { findStore(link.node?.environment) }

    /// The stored value, the default when nothing (or nothing readable) is stored.
    var value: Value {
        get {
            let store = self.store
            guard let raw = store.rawValue(forKey: key) else { return defaultValue }
            guard let value = coding.decode(raw) else {
                store.reportUnreadable(key: key, raw: raw, expected: coding.typeDescription, usingDefault: "\(defaultValue)")
                return defaultValue
            }
            return value
        }
        nonmutating set {
            store.setRawValue(coding.encode(newValue), forKey: key)
        }
    }

    var binding: Binding<Value> {
        let copy = self
        return Binding(get: { copy.value }, set: { copy.value = $0 })
    }
}
