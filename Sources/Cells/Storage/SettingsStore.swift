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
    private var sources: [String: DependencySource] = [:]
    private var isSavePending = false
    /// How long after a write the values are saved, in milliseconds.
    public var saveDelay: UInt32 = 300
    private var reportedProblems: Set<String> = []

    public init(persistence: SettingsPersistence) {
        self.persistence = persistence
        values = persistence.load()
        persistence.watch { [weak self] newValues in self?.replaceAll(with: newValues) }
    }

    /// The raw stored text for `key`, recording the read for the current view.
    public func rawValue(forKey key: String) -> String? {
        source(for: key).noteRead()
        return values[key]
    }

    /// Stores `raw` for `key` (nil removes it), updates readers and schedules a save.
    public func setRawValue(_ raw: String?, forKey key: String) {
        guard values[key] != raw else { return }
        values[key] = raw
        sources[key]?.invalidateReaders()
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
    /// app asks for; the default is used and the stored text is kept.
    func reportUnreadable(key: String, raw: String, expected: String, usingDefault defaultValue: String) {
        guard reportedProblems.insert("\(key)=\(raw)").inserted else { return }
        persistence.warn("the value of \"\(key)\" is \"\(raw)\", which is not \(expected); using the default \(defaultValue)")
    }

    private func scheduleSave() {
        guard !isSavePending else { return }
        isSavePending = true
        persistence.schedule(afterMilliseconds: saveDelay) { [weak self] in self?.flush() }
    }

    private func replaceAll(with newValues: [String: String]) {
        let changedKeys = Set(values.keys).union(newValues.keys).filter { values[$0] != newValues[$0] }
        values = newValues
        for key in changedKeys { sources[key]?.invalidateReaders() }
    }

    private func source(for key: String) -> DependencySource {
        if let source = sources[key] { return source }
        let source = DependencySource()
        sources[key] = source
        return source
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
