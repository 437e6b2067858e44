import Cells
import Foundation
import Gtk

/// `TimelineView` as a box of its content that asks for the timeline's updates: a tick
/// callback on the window's frame clock for `.animation` (GTK runs it only while the box is
/// shown), a GLib timeout to the next date for periodic and explicit timelines. Changing the
/// schedule or taking the view away stops what was asked.
extension TimelineTickerProperties: GtkWidgetBinding {
    public typealias Actions = TimelineTickerActions

    public func makeCoordinator() -> TimelineParts {
        TimelineParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let box = Box(orientation: .vertical, spacing: 0)
        context.coordinator.box = box
        context.coordinator.report = { [weak context] date in
            context?.perform(checksWidget: false) { $0.tick(date) }
        }
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {
        guard context.previous?.timing != timing else { return }
        context.coordinator.run(self)
    }

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        box.setChildren(children)
    }

    public static func dismantle(_ box: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.stop()
    }
}

/// What a timeline's widget has asked for: a tick callback or a timeout.
@MainActor
public final class TimelineParts {
    weak var box: Box?
    var report: (@MainActor (Date) -> Void)?
    private var tickID: UInt32?
    private var timeoutID: UInt32?
    private var lastFrameTick: Date?

    /// Asks for the updates of `properties`' timing, in place of the ones asked before.
    func run(_ properties: TimelineTickerProperties) {
        stop()
        switch properties.timing {
        case .frames(let minimumInterval, let paused):
            guard !paused, let box else { return }
            tickID = box.addTickCallback { [weak self] in
                guard let self else { return false }
                let now = Date()
                if let minimumInterval, let last = self.lastFrameTick, now.timeIntervalSince(last) < minimumInterval { return true }
                self.lastFrameTick = now
                self.report?(now)
                return true
            }
        case .periodic, .dates:
            scheduleNext(properties)
        }
    }

    private func scheduleNext(_ properties: TimelineTickerProperties) {
        guard let next = properties.nextDate(after: Date()) else { return }
        let milliseconds = UInt32(max(next.timeIntervalSinceNow * 1000, 1).rounded(.up))
        timeoutID = MainLoop.schedule(afterMilliseconds: milliseconds) { [weak self] in
            guard let self else { return }
            self.timeoutID = nil
            self.report?(next)
            self.scheduleNext(properties)
        }
    }

    func stop() {
        if let tickID { box?.removeTickCallback(tickID) }
        if let timeoutID { MainLoop.cancel(sourceID: timeoutID) }
        tickID = nil
        timeoutID = nil
        lastFrameTick = nil
    }
}
