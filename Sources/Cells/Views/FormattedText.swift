import Foundation

extension Text {
    /// A value shown through a Foundation format style, as SwiftUI's `Text(_:format:)`:
    /// numbers (`.number`, `.percent`, `.currency(code:)`), dates (`.dateTime…`,
    /// `Date.FormatStyle`), anything whose `FormatOutput` is a `String`. Foundation formats it
    /// in the user's locale.
    ///
    /// ```swift
    /// Text(payment, format: .currency(code: "EUR"))   // "€1,234.50"
    /// Text(rate, format: .percent)                    // "4.25%"
    /// Text(start, format: .dateTime.year().month())   // "Jan 2027"
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// A date shown in one of SwiftUI's date styles. `.date` and `.time` are fixed text;
    /// `.relative`, `.offset` and `.timer` count from now and update every second while shown
    /// (a GLib timeout that exists only while such text is on screen; see ``TextClock``).
    ///
    /// ```swift
    /// Text(payoff, style: .date)       // "March 1, 2031"
    /// Text(started, style: .timer)     // "2:05", then "2:06"…
    /// Text(due, style: .relative)      // "in 3 days"
    /// ```
    public init(_ date: Date, style: DateStyle) {
        switch style.kind {
        case .date: self.init(verbatim: date.formatted(date: .long, time: .omitted))
        case .time: self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
        case .relative, .offset, .timer:
            self.init(verbatim: "")
            live = LiveDate(date: date, style: style)
        }
    }

    /// How ``Text/init(_:style:)`` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date alone ("March 1, 2031").
        public static let date = DateStyle(kind: .date)
        /// The time alone ("2:30 PM").
        public static let time = DateStyle(kind: .time)
        /// How far the date is from now, in words ("in 3 days", "2 minutes ago").
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in its largest unit ("+3 days", "-2 minutes").
        public static let offset = DateStyle(kind: .offset)
        /// A stopwatch from (or countdown to) the date ("2:05", "1:02:05").
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date shown relative to the clock's now.
    @usableFromInline struct LiveDate: Equatable, Sendable {
        let date: Date
        let style: DateStyle

        /// The text for the moment `now`.
        func text(at now: Date) -> String {
            let seconds = date.timeIntervalSince(now)
            switch style.kind {
            case .date, .time:
                return ""
            case .relative:
                // Foundation counts from the real now: shift the date by the clock's offset.
                return Date(timeIntervalSinceNow: seconds).formatted(Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide))
                    .replacingOccurrences(of: "in 0 seconds", with: "now")
                    .replacingOccurrences(of: "0 seconds ago", with: "now")
            case .offset:
                let text = Duration.seconds(abs(seconds).rounded(.towardZero))
                    .formatted(.units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1))
                return (seconds < 0 ? "-" : "+") + text
            case .timer:
                let duration = Duration.seconds(abs(seconds).rounded(.down))
                return abs(seconds) >= 3600
                    ? duration.formatted(.time(pattern: .hourMinuteSecond)) : duration.formatted(.time(pattern: .minuteSecond))
            }
        }
    }

    /// The text shown now: fixed, or a live date read against `clock` (a tracked read: the
    /// text updates when the clock ticks).
    func currentText(in environment: EnvironmentValues) -> String {
        guard let live else { return content }
        return live.text(at: environment.textClock.now)
    }
}

/// The clock self-updating text counts from (`Text(date, style: .timer)`). It ticks once a
/// second while some text reads it: each tick re-evaluates those texts alone. The system
/// clock's ticks are a GLib timeout under GTK, armed only while such text is shown; a test
/// puts a clock of its own in the environment and moves it:
///
/// ```swift
/// let clock = TextClock(now: start)
/// var environment = EnvironmentValues()
/// environment.textClock = clock
/// let host = ViewHost(Stopwatch(), environment: environment)
/// clock.advance(by: 65)   // the timer text reads "1:05"
/// ```
@MainActor
public final class TextClock {
    /// The real time.
    public static let system = TextClock()

    /// Schedules `tick` once after `seconds` on the main thread. The GTK backend sets a GLib
    /// timeout; by default, the main dispatch queue.
    public static var scheduleTick: @MainActor (_ seconds: Double, _ tick: @escaping @MainActor () -> Void) -> Void = { seconds, tick in
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { MainActor.assumeIsolated { tick() } }
    }

    private var fixedNow: Date?
    private let ticks = ClockTicks()

    /// The system clock (`now: nil`), or a manual one that stands at `now` until moved.
    public init(now: Date? = nil) {
        fixedNow = now
        ticks.clock = self
    }

    /// Now, as the views reading it see it (a read: they update on the next tick).
    public var now: Date {
        ticks.noteRead()
        return fixedNow ?? Date()
    }

    /// Moves a manual clock by `seconds`: the texts reading it update.
    public func advance(by seconds: TimeInterval) {
        fixedNow = (fixedNow ?? Date()).addingTimeInterval(seconds)
        ticks.invalidateReaders()
    }

    /// Whether a tick is scheduled (the system clock ticks only while text reads it).
    public var isTicking: Bool { ticks.isArmed }

    fileprivate var isManual: Bool { fixedNow != nil }
}

/// The clock's readers; arms one tick at a time while there are any.
@MainActor
private final class ClockTicks: DependencySource {
    weak var clock: TextClock?
    private var readerIDs: Set<ObjectIdentifier> = []
    private(set) var isArmed = false

    override func addReader(_ node: ViewNode) {
        super.addReader(node)
        readerIDs.insert(ObjectIdentifier(node))
        armIfNeeded()
    }

    override func removeWholeReader(_ node: ViewNode) {
        super.removeWholeReader(node)
        readerIDs.remove(ObjectIdentifier(node))
        // Not disarmed here: a text evaluated again removes and adds itself at once. The next
        // tick finds out whether anyone still reads.
    }

    private func armIfNeeded() {
        guard !isArmed, clock?.isManual == false else { return }
        isArmed = true
        TextClock.scheduleTick(1) { [weak self] in self?.tick() }
    }

    private func tick() {
        isArmed = false
        guard !readerIDs.isEmpty else { return }
        invalidateReaders()
        armIfNeeded()
    }
}

private struct TextClockKey: EnvironmentKey {
    static var defaultValue: TextClock { TextClock.system }
}

extension EnvironmentValues {
    /// The clock self-updating text counts from (``TextClock/system`` unless a test sets one).
    public var textClock: TextClock {
        get { self[TextClockKey.self] }
        set { self[TextClockKey.self] = newValue }
    }
}
