/// What ``AppStorage`` and ``SceneStorage`` share: a key, a default, a coding, and a way to
/// find the store from the view's environment.
@usableFromInline @MainActor
struct StoredSetting<Value> {
    let key: String
    let defaultValue: Value
    let coding: SettingsCoding<Value>
    let findStore: @MainActor (EnvironmentValues?) -> SettingsStore
    @usableFromInline let link = StoreLink<Value>()

    /// The store, found in the view's environment when the property is linked (so the view
    /// depends on that environment value) and kept for the reads that follow.
    var store: SettingsStore {
        if let store = link.store { return store }
        let store = findStore(nil)
        link.store = store
        return store
    }

    /// Connects the property to the node's environment.
    func link(to node: ViewNode) {
        let store = findStore(node.environment)
        if store !== link.store {
            link.store = store
            link.entry = nil
        }
    }

    /// The stored value, the default when nothing (or nothing readable) is stored. The
    /// decoded value is kept until the stored text changes: a list that reads a setting for
    /// each of its rows decodes it once.
    @inlinable var value: Value {
        get { link.unchangedValue() ?? readValue() }
        nonmutating set { write(newValue) }
    }

    @usableFromInline func write(_ newValue: Value) {
        store.setRawValue(coding.encode(newValue), forKey: key)
    }

    /// Reads, decodes and keeps the stored value (the default when nothing, or nothing
    /// readable, is stored).
    @usableFromInline func readValue() -> Value {
        let store = self.store
        let entry: SettingEntry
        if let linked = link.entry {
            entry = linked
        } else {
            entry = store.entry(forKey: key)
            link.entry = entry
        }
        entry.source.noteRead()
        if link.cachedVersion == entry.version, let cached = link.cachedValue { return cached }
        let value: Value
        if let raw = DependencyTracker.untracked({ store.rawValue(forKey: key) }) {
            if let decoded = coding.decode(raw) {
                value = decoded
            } else {
                store.reportUnreadable(key: key, raw: raw, expected: coding.typeDescription, usingDefault: "\(defaultValue)")
                value = defaultValue
            }
        } else {
            value = defaultValue
        }
        link.cachedValue = value
        link.cachedVersion = entry.version
        return value
    }

    var binding: Binding<Value> {
        let copy = self
        return Binding(get: { copy.value }, set: { copy.value = $0 })
    }
}

/// The store a stored setting reads and its last decoded value, shared by copies of the
/// property.
@usableFromInline @MainActor
final class StoreLink<Value> {
    var store: SettingsStore?
    // Read for every row of a list that reads the setting; only `readValue` writes them,
    // never while they are being read.
    @usableFromInline var entry: SettingEntry? {
        didSet { entrySource = entry.map { Unmanaged.passUnretained($0.source) } }
    }
    /// The entry's source (which the entry holds), unmanaged: a read records itself on it
    /// without retaining the entry or the source, once for every row of a list.
    @usableFromInline var entrySource: Unmanaged<DependencySource>?
    @usableFromInline var cachedValue: Value?
    @usableFromInline var cachedVersion = -1

    @usableFromInline init() {}

    /// The value decoded last, if the stored text has not changed since; records the read.
    /// Inlinable: a list reads its setting once per row.
    @inlinable func unchangedValue() -> Value? {
        // No `let entry`: a named reference stays retained across the call below.
        guard let entrySource, entry?.version == cachedVersion, let cachedValue else { return nil }
        entrySource.withGuaranteedReference { $0.noteRead() }
        return cachedValue
    }
}
