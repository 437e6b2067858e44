import Dispatch
import Foundation

/// Moves work that arrived on a background thread to the main thread, with a warning that
/// names what happened: UI state is main-actor state, and a write from elsewhere is a bug in
/// the caller, but the write itself is kept, not lost.
enum MainThread {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller is on the main actor: on the main thread (a GTK callback), or
    /// inside a block of the main queue, which runs the main actor's jobs (test runners may
    /// drain it from another thread).
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Runs `work` now if on the main actor; otherwise warns and runs it on the main queue.
    static func run(_ what: @autoclosure () -> String, _ work: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { work() }
        } else {
            warnOffMain(what())
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }

    static func warnOffMain(_ what: String) {
        Diagnostics.warn(
            "\(what) from a background thread; UI state must change on the main actor. "
            + "The change was moved to the main thread. Use `await MainActor.run { ... }` to do it there yourself."
        )
    }
}

/// Lets a value cross to the main thread inside a `@Sendable` closure when the code knows
/// the value is used only there.
@usableFromInline
struct MainThreadBound<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @usableFromInline init(value: Value) {
        self.value = value
    }
}
