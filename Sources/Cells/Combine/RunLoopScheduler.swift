import Foundation
import OpenCombine
import OpenCombineDispatch

/// `RunLoop` as a Combine scheduler, so `.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`
/// and `.receive(on: RunLoop.main)` compile and run as ports write them. In a GTK app
/// `RunLoop.main` runs inside the GLib main loop, so the actions run on the main thread,
/// between GTK's events.
///
/// Its times and strides are the main dispatch queue's (`.milliseconds(300)`, `.seconds(1)`,
/// or a number of seconds): OpenCombineFoundation's own run-loop scheduler is not used because
/// that module also declares `Timer.TimerPublisher`, which would make Cells's timer (whose
/// dates a test can send) ambiguous.
extension RunLoop: @retroactive Scheduler {
    public typealias SchedulerTimeType = DispatchQueue.OCombine.SchedulerTimeType

    /// Options of a run-loop scheduler; there are none, as in Combine.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` on this run loop's next pass.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        add(Self.timer(firing: now, every: nil, action), forMode: .common)
    }

    /// Runs `action` on this run loop once `date` has come.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        add(Self.timer(firing: date, every: nil, action), forMode: .common)
    }

    /// Runs `action` on this run loop from `date` on, every `interval`, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let timer = Self.timer(firing: date, every: interval, action)
        add(timer, forMode: .common)
        nonisolated(unsafe) let scheduled = timer
        return AnyCancellable { scheduled.invalidate() }
    }

    /// A Foundation timer that fires at the dispatch time `date`, once or every `interval`.
    private static func timer(
        firing date: SchedulerTimeType, every interval: SchedulerTimeType.Stride?, _ action: @escaping () -> Void
    ) -> Timer {
        let nanosecondsFromNow = Int64(bitPattern: date.dispatchTime.uptimeNanoseconds)
            - Int64(bitPattern: DispatchTime.now().uptimeNanoseconds)
        let fireDate = Date(timeIntervalSinceNow: max(Double(nanosecondsFromNow) / 1e9, 0))
        let seconds = interval.map { max(Double($0.magnitude) / 1e9, 0.000_001) } ?? 0
        // The scheduler runs the action on this run loop's thread, as Combine's does: the
        // action crosses from the scheduling thread, which a `@Sendable` block cannot say.
        nonisolated(unsafe) let action = action
        return Timer(fire: fireDate, interval: seconds, repeats: interval != nil) { _ in action() }
    }
}
