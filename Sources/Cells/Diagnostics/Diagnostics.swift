import Foundation

/// Where Cells reports the problems it recovers from: a write through a binding whose element
/// left its collection, a second element with the same id, a state change from a background
/// thread, a missing environment object. Each is written to standard error as
/// `Cells: warning: …` (or `Cells: error: …`) and the app goes on.
///
/// Tests, and apps that show such problems themselves, can collect them instead:
///
/// ```swift
/// let (_, warnings) = Diagnostics.collectingWarnings {
///     staleBinding.wrappedValue.name = "late"
/// }
/// #expect(warnings == ["a binding to the element with id 2 was written after …"])
/// ```
public enum Diagnostics {
    /// Runs `body` and returns, with its result, the warnings and errors reported while it
    /// ran (in the same task, including the update passes it runs), in order. They are not
    /// also written to standard error.
    public static func collectingWarnings<T>(_ body: () throws -> T) rethrows -> (result: T, warnings: [String]) {
        let collector = Collector()
        let result = try $collector.withValue(collector) { try body() }
        return (result, collector.messages)
    }

    /// Reports a problem that was recovered from (by Cells, a backend, or an app's own
    /// dynamic property): what happened, and what was done instead.
    public static func warn(_ message: String) {
        report("warning", message)
    }

    /// Reports an error shown in place of a view (the app goes on).
    static func error(_ message: String) {
        report("error", message)
    }

    private static func report(_ level: String, _ message: String) {
        if let collector {
            collector.append(message)
        } else {
            FileHandle.standardError.write(Data("Cells: \(level): \(message)\n".utf8))
        }
    }

    @TaskLocal private static var collector: Collector?

    /// The messages of one `collectingWarnings` call (a report may come from any thread).
    private final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []

        func append(_ message: String) {
            lock.withLock { collected.append(message) }
        }

        var messages: [String] {
            lock.withLock { collected }
        }
    }
}
