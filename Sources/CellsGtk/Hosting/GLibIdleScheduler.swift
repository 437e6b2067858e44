import Cells
import Gtk

/// Runs view-graph update passes from a GLib source at idle priority: after GTK has handled the
/// current event, before the next frame is drawn. Many writes in one event share one pass.
/// These are the passes of writes not made by a widget's user (timers, tasks, other windows):
/// a user's action runs its own pass as it ends (`ViewGraph.performUserAction`).
@MainActor
public final class GLibIdleScheduler: UpdateScheduler {
    /// The passes asked for since the source last ran.
    private var pendingPasses: [@MainActor () -> Void] = []
    /// One source for every pass of this scheduler, woken when a pass is asked for (a keystroke
    /// asks for one: a new idle source each time cost more than the source's work).
    private lazy var passSource = WakeableSource(
        // Above GTK's redraw priority so the frame drawn next already shows the new state.
        priority: 110, name: "Cells update pass"
    ) { [weak self] in self?.runPendingPasses() }

    public init() {}

    public func scheduleUpdate(_ pass: @escaping @MainActor () -> Void) {
        pendingPasses.append(pass)
        passSource.wake()
    }

    public func scheduleBackgroundWork(_ work: @escaping @MainActor () -> Void) {
        // Below GTK's redraw priority (120): the frame is drawn first.
        MainLoop.scheduleIdle(work)
    }

    private func runPendingPasses() {
        var passes: [@MainActor () -> Void] = []
        swap(&passes, &pendingPasses)
        for pass in passes { pass() }
        // Keeps the array's storage for the next passes, unless a pass asked for more.
        if pendingPasses.isEmpty {
            passes.removeAll(keepingCapacity: true)
            pendingPasses = passes
        }
    }
}
