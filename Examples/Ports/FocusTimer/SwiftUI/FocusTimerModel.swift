import Foundation

/// What kind of session the timer counts down.
enum SessionKind: String, CaseIterable, Identifiable {
    case focus = "Focus"
    case shortBreak = "Short Break"
    case longBreak = "Long Break"

    var id: String { rawValue }
}

/// A pomodoro timer: counts a session down from its length, pauses, resets, and counts the
/// focus sessions completed. Time comes from `now`, so tests can move it on.
final class FocusTimerModel: ObservableObject {
    enum Phase: Equatable {
        case idle, running, paused, finished
    }

    @Published var kind: SessionKind = .focus {
        didSet { if kind != oldValue { reset() } }
    }
    @Published var focusMinutes: Int = 25 {
        didSet { if kind == .focus && phase == .idle { remaining = duration } }
    }
    @Published private(set) var phase: Phase = .idle
    @Published private(set) var remaining: TimeInterval = 25 * 60
    @Published private(set) var completedSessions = 0
    @Published private(set) var pausedWhileAway = false

    private var endDate: Date?
    private let now: () -> Date

    init(focusMinutes: Int = 25, now: @escaping () -> Date = { Date() }) {
        self.now = now
        self.focusMinutes = focusMinutes
        self.remaining = TimeInterval(focusMinutes * 60)
    }

    /// The session's full length.
    var duration: TimeInterval {
        switch kind {
        case .focus: return TimeInterval(focusMinutes * 60)
        case .shortBreak: return 5 * 60
        case .longBreak: return 15 * 60
        }
    }

    /// How much of the session has passed, 0 … 1.
    var progress: Double {
        guard duration > 0 else { return 0 }
        return min(1, max(0, 1 - remaining / duration))
    }

    var isRunning: Bool { phase == .running }

    /// The time left as "mm:ss".
    var remainingText: String {
        let seconds = Int(remaining.rounded(.up))
        return String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }

    func start() {
        guard phase != .running else { return }
        if phase == .finished { remaining = duration }
        endDate = now().addingTimeInterval(remaining)
        phase = .running
        pausedWhileAway = false
    }

    func pause() {
        guard phase == .running else { return }
        tick()
        endDate = nil
        if phase == .running { phase = .paused }
    }

    /// Pauses because the window went to the background or lost the focus.
    func pauseForInactivity() {
        guard phase == .running else { return }
        pause()
        pausedWhileAway = true
    }

    func reset() {
        endDate = nil
        phase = .idle
        remaining = duration
        pausedWhileAway = false
    }

    /// Brings `remaining` up to date; called every second while the timer runs.
    func tick() {
        guard phase == .running, let endDate else { return }
        remaining = max(0, endDate.timeIntervalSince(now()))
        if remaining == 0 {
            phase = .finished
            self.endDate = nil
            if kind == .focus { completedSessions += 1 }
        }
    }
}
