import Dispatch

/// Decides when a view graph's update pass runs after state changes. Many writes in one
/// event ask for a pass many times; the graph makes sure only one is pending.
@MainActor
public protocol UpdateScheduler: AnyObject {
    /// Runs `pass` soon, on the main thread, after the current event is handled.
    func scheduleUpdate(_ pass: @escaping @MainActor () -> Void)
}

/// Schedules update passes on the main dispatch queue. The GTK backend uses a GLib idle source
/// instead; this one serves headless programs.
public final class MainQueueScheduler: UpdateScheduler {
    public init() {}

    public func scheduleUpdate(_ pass: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { pass() } }
    }
}
