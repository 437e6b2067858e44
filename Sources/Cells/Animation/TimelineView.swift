import Foundation

/// A view built again on a schedule, as SwiftUI's: every frame (`.animation`), every few
/// seconds (`.periodic(from:by:)`), every minute, or at given dates; its content gets the
/// date of each update. GTK: the window's frame clock (a tick callback, only while the view
/// is shown) or a GLib timeout, stopped when the view goes.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is built from (one type for every timeline, as SwiftUI's, so that
    /// the content's type can be inferred from the closure).
    public typealias Context = TimelineViewDefaultContext
    public typealias Cadence = TimelineViewDefaultContext.Cadence

    private let schedule: Schedule
    private let content: @MainActor (TimelineViewDefaultContext) -> Content
    @Owned private var date = Date()

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping @MainActor (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: TimelineTicker<Content> {
        let timing = schedule.timing
        let cadence: Cadence = switch timing {
        case .frames: .live
        case .periodic(_, let interval): interval < 60 ? .seconds : .minutes
        case .dates: .seconds
        }
        return TimelineTicker(content: content(Context(date: date, cadence: cadence)), timing: timing, date: $date)
    }
}

/// What a ``TimelineView``'s content is built from: the date of the update.
public struct TimelineViewDefaultContext: Sendable {
    /// How often a timeline updates, as SwiftUI reports it.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The date of this update.
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence
}

/// When a ``TimelineView`` updates.
public protocol TimelineSchedule: Sendable {
    /// The updates, as the backend runs them.
    var timing: TimelineTiming { get }
}

/// The updates of a timeline: every frame, at a fixed interval from a start, or at dates.
public enum TimelineTiming: Hashable, Sendable {
    /// Every frame of the window's frame clock, at most one per `minimumInterval` seconds;
    /// none while paused.
    case frames(minimumInterval: Double?, paused: Bool)
    /// Every `interval` seconds, on the beat of `start`.
    case periodic(start: Date, interval: Double)
    /// At each of these dates.
    case dates([Date])
}

/// Every frame (`.animation`).
public struct AnimationTimelineSchedule: TimelineSchedule {
    public let minimumInterval: Double?
    public let paused: Bool
    public var timing: TimelineTiming { .frames(minimumInterval: minimumInterval, paused: paused) }
}

/// Every `interval` seconds from `start` (`.periodic(from:by:)`, `.everyMinute`).
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public let start: Date
    public let interval: Double
    public var timing: TimelineTiming { .periodic(start: start, interval: max(interval, 0.001)) }
}

/// At given dates (`.explicit(_:)`).
public struct ExplicitTimelineSchedule: TimelineSchedule {
    public let dates: [Date]
    public var timing: TimelineTiming { .dates(dates.sorted()) }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule(minimumInterval: nil, paused: false) }

    /// Every frame, at most one per `minimumInterval` seconds; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds, on the beat of `start`.
    public static func periodic(from start: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(start: start, interval: interval)
    }

    /// At the start of every minute.
    public static var everyMinute: PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(start: Date(timeIntervalSinceReferenceDate: 0), interval: 60)
    }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
        ExplicitTimelineSchedule(dates: Array(dates))
    }
}

/// A ``TimelineView``'s widget: its content, and the updates it asks the backend for.
public struct TimelineTicker<Content: View>: PrimitiveView {
    public let content: Content
    let timing: TimelineTiming
    let date: Binding<Date>

    public func properties(in environment: EnvironmentValues) -> TimelineTickerProperties {
        TimelineTickerProperties(timing: timing)
    }

    public func actions(in environment: EnvironmentValues) -> TimelineTickerActions {
        let date = self.date
        return TimelineTickerActions(tick: { now in date.wrappedValue = now })
    }
}

/// What a timeline's widget runs: its updates' timing.
public struct TimelineTickerProperties: Equatable, Sendable {
    public var timing: TimelineTiming

    public init(timing: TimelineTiming) {
        self.timing = timing
    }

    /// The next date after `now` at which a periodic or explicit timeline updates (nil for
    /// frames, or when no date is left).
    public func nextDate(after now: Date) -> Date? {
        switch timing {
        case .frames: return nil
        case .periodic(let start, let interval):
            let elapsed = now.timeIntervalSince(start)
            let beats = elapsed < 0 ? 0 : (elapsed / interval).rounded(.down) + 1
            return start.addingTimeInterval(beats * interval)
        case .dates(let dates):
            return dates.first { $0 > now }
        }
    }
}

/// What a timeline's widget reports: an update's date.
public struct TimelineTickerActions: Sendable {
    public var tick: @MainActor (Date) -> Void
}
