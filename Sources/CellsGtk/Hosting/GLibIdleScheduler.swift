import Cells
import Gtk

/// Runs view-graph update passes from a GLib idle source: after GTK has handled the current
/// event, before the next frame is drawn. Many writes in one event share one pass.
@MainActor
public final class GLibIdleScheduler: UpdateScheduler {
    public init() {}

    public func scheduleUpdate(_ pass: @escaping @MainActor () -> Void) {
        // Above GTK's redraw priority so the frame drawn next already shows the new state.
        MainLoop.scheduleIdle(priority: 110, pass)
    }

    public func scheduleBackgroundWork(_ work: @escaping @MainActor () -> Void) {
        // Below GTK's redraw priority (120): the frame is drawn first.
        MainLoop.scheduleIdle(work)
    }
}
