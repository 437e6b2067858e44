/// Where a ``SettingsStore`` keeps its values between runs. The GTK layer provides a GLib key
/// file; tests may provide their own. A persistence serves one store and is owned by it: it
/// must not call back after the store is gone.
@MainActor
public protocol SettingsPersistence: AnyObject {
    /// Reads the stored values. A damaged file is the persistence's to report and set aside;
    /// it then returns what it could read (often nothing).
    func load() -> [String: String]
    /// Writes all values, replacing what was stored.
    func save(_ values: [String: String])
    /// Calls `onChange` with the new values when another program changes the stored values
    /// (not for this store's own saves).
    func watch(_ onChange: @escaping @MainActor ([String: String]) -> Void)
    /// Runs `work` after `milliseconds` on the main loop (to debounce saves).
    func schedule(afterMilliseconds milliseconds: UInt32, _ work: @escaping @MainActor () -> Void)
    /// Reports a problem with the stored data, once, naming the file.
    func warn(_ message: String)
    /// Reports a stored value the app cannot read as its type; the app uses its default. A
    /// persistence on disk keeps a copy of the data as it was.
    func reportUnreadableValue(_ message: String)
    /// Reports that the stored text `raw` of `key` cannot be read, before the store drops it
    /// (the next save writes the app's values without it). A persistence on disk keeps one
    /// copy of the data as it was per distinct damage, however often it is seen.
    func reportUnreadableValue(_ message: String, key: String, raw: String)
}

extension SettingsPersistence {
    public func reportUnreadableValue(_ message: String, key: String, raw: String) {
        reportUnreadableValue(message)
    }
}

/// Keeps values in memory only: for apps that opt out of persistence and for headless tests.
@MainActor
public final class InMemorySettingsPersistence: SettingsPersistence {
    public private(set) var saved: [String: String]
    /// How many times values were written.
    public private(set) var saveCount = 0
    /// Warnings reported so far.
    public private(set) var warnings: [String] = []
    private var pendingWork: [@MainActor () -> Void] = []
    private var onChange: (@MainActor ([String: String]) -> Void)?

    public init(_ values: [String: String] = [:]) {
        saved = values
    }

    public func load() -> [String: String] { saved }

    public func save(_ values: [String: String]) {
        saved = values
        saveCount += 1
    }

    public func watch(_ onChange: @escaping @MainActor ([String: String]) -> Void) {
        self.onChange = onChange
    }

    /// Debounced work waits until ``runScheduledWork()``, or is dropped with the persistence
    /// (the work a store schedules holds it weakly, and a store saves when it goes).
    public func schedule(afterMilliseconds milliseconds: UInt32, _ work: @escaping @MainActor () -> Void) {
        pendingWork.append(work)
    }

    public func warn(_ message: String) {
        warnings.append(message)
    }

    public func reportUnreadableValue(_ message: String) {
        warn(message)
    }

    /// Runs the debounced work, as the passing of time would.
    public func runScheduledWork() {
        let work = pendingWork
        pendingWork = []
        work.forEach { $0() }
    }

    /// Simulates another program replacing the stored values.
    public func simulateExternalChange(_ values: [String: String]) {
        saved = values
        onChange?(values)
    }
}
