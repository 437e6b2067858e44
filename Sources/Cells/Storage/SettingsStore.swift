/// The app's persisted settings: one store per application, shared by every window, read and
/// written through ``AppStorage``.
///
/// Each key is its own dependency: writing "age" re-evaluates only the views that read "age",
/// in every window, at once. Saves are debounced (typing does not write the file on every
/// keystroke) and flushed when the app quits. Changes made to the file by another program
/// reach the views.
@MainActor
public final class SettingsStore {
    /// The store `@AppStorage` uses when neither a `store:` argument nor the environment
    /// names one. The app runner sets it to the app's key file; until then it keeps values
    /// in memory.
    public static var standard = SettingsStore(persistence: InMemorySettingsPersistence())

    private let persistence: SettingsPersistence
    private var values: [String: String]
    private var entries: [String: SettingEntry] = [:]
    private var isSavePending = false
    /// How long after a write the values are saved, in milliseconds.
    public var saveDelay: UInt32 = 300
    private var reportedProblems: Set<String> = []

    public init(persistence: SettingsPersistence) {
        self.persistence = persistence
        values = persistence.load()
        // The persistence belongs to this store and never outlives it.
        persistence.watch { [unowned self] newValues in self.replaceAll(with: newValues) }
    }

    isolated deinit {
        // A save was scheduled but the store goes first: write it now.
        flush()
    }

    /// The raw stored text for `key`, recording the read for the current view.
    public func rawValue(forKey key: String) -> String? {
        entry(forKey: key).source.noteRead()
        return values[key]
    }

    /// The bookkeeping of one key: who reads it, and a version that changes with its text, so
    /// properties can keep their decoded value until the text changes.
    func entry(forKey key: String) -> SettingEntry {
        if let entry = entries[key] { return entry }
        let entry = SettingEntry(key: key)
        entries[key] = entry
        return entry
    }

    /// Stores `raw` for `key` (nil removes it), updates readers and schedules a save.
    public func setRawValue(_ raw: String?, forKey key: String) {
        guard values[key] != raw else { return }
        values[key] = raw
        entries[key]?.changed()
        scheduleSave()
    }

    /// All stored keys and raw values.
    public var allRawValues: [String: String] { values }

    /// Writes pending changes now (the app runner calls this when the app quits).
    public func flush() {
        guard isSavePending else { return }
        isSavePending = false
        persistence.save(values)
    }

    /// Reports, once per key and value, that a stored value could not be read as the type the
    /// app asks for, and drops it: the default is used, and a save (scheduled now) writes the
    /// file without it, so the next launch neither warns again nor keeps another copy. The
    /// readers see no change (they show the default either way), so none is told.
    func reportUnreadable(key: String, raw: String, expected: String, usingDefault defaultValue: String) {
        if reportedProblems.insert("\(key)=\(raw)").inserted {
            persistence.reportUnreadableValue(
                "the value of \"\(key)\" is \"\(raw)\", which is not \(expected); using the default \(defaultValue)",
                key: key, raw: raw
            )
        }
        guard values[key] == raw else { return }
        values[key] = nil
        scheduleSave()
    }

    private func scheduleSave() {
        guard !isSavePending else { return }
        isSavePending = true
        // Weakly: the persistence belongs to the store, so a strong capture would be a cycle
        // that lasts as long as the work stays scheduled (for ever with in-memory persistence,
        // whose work waits for `runScheduledWork()`). A store that goes first saves in `deinit`.
        persistence.schedule(afterMilliseconds: saveDelay) { [weak self] in self?.flush() }
    }

    private func replaceAll(with newValues: [String: String]) {
        let changedKeys = Set(values.keys).union(newValues.keys).filter { values[$0] != newValues[$0] }
        values = newValues
        for key in changedKeys { entries[key]?.changed() }
    }
}

/// One key of a settings store: the views that read it, and a version for decoded-value
/// caches.
@MainActor
@usableFromInline
final class SettingEntry {
    let key: String
    @usableFromInline let source = DependencySource()
    @usableFromInline private(set) var version = 0

    init(key: String) {
        self.key = key
    }

    func changed() {
        version += 1
        source.invalidateReaders()
    }
}

private struct SettingsStoreKey: EnvironmentKey {
    static var defaultValue: SettingsStore? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties below use when they name none; nil means
    /// ``SettingsStore/standard``.
    public var settingsStore: SettingsStore? {
        get { self[SettingsStoreKey.self] }
        set { self[SettingsStoreKey.self] = newValue }
    }
}

extension View {
    /// Makes `@AppStorage` properties in this view use `store`.
    public func defaultAppStorage(_ store: SettingsStore) -> some View {
        environment(\.settingsStore, store)
    }
}
