import Dispatch

/// Decides when a view graph's update pass runs after state changes made outside a widget
/// user's action (a timer, a task, a model another window wrote); a user's action runs its
/// pass itself as it ends. Many writes in one event ask for a pass many times; the graph makes
/// sure only one is pending.
@MainActor
public protocol UpdateScheduler: AnyObject {
    /// Runs `pass` soon, on the main thread, after the current event is handled.
    func scheduleUpdate(_ pass: @escaping @MainActor () -> Void)
    /// Runs `work` on the main thread when nothing more urgent is waiting: after the next
    /// frame is drawn. A long list fills in this way after its first rows are shown.
    func scheduleBackgroundWork(_ work: @escaping @MainActor () -> Void)
}

extension UpdateScheduler {
    /// By default, background work runs as an update pass does.
    public func scheduleBackgroundWork(_ work: @escaping @MainActor () -> Void) {
        scheduleUpdate(work)
    }
}

/// Schedules update passes on the main dispatch queue. The GTK backend uses a GLib idle source
/// instead; this one serves headless programs.
public final class MainQueueScheduler: UpdateScheduler {
    public init() {}

    public func scheduleUpdate(_ pass: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { pass() } }
    }
}
