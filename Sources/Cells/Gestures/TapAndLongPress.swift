import Foundation

/// A tap, or `count` taps in quick succession (a double tap), as SwiftUI's: it ends when the
/// last tap's button comes up within 10 pixels of where it went down.
///
/// ```swift
/// Image(systemName: "heart").gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    public func _makeRecognizer() -> GestureRecognizer<Void> { TapRecognizer(count: max(1, count)) }
}

/// Counts taps: each press and release close together, the next press soon after the last
/// release; fails when the pointer strays or the next tap is late.
final class TapRecognizer: GestureRecognizer<Void> {
    let count: Int
    private var taps = 0
    private var pressedAt: CGPoint?
    private var lastRelease: Double?
    private var recognized = false

    init(count: Int) {
        self.count = count
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Void>? {
        switch event {
        case .pressed(let point, let time):
            if let lastRelease, time - lastRelease > multipleTapInterval { return .failed }
            pressedAt = point
            return nil
        case .moved(let point, _):
            guard let pressedAt else { return nil }
            return point.distance(to: pressedAt) > tapSlop ? .failed : nil
        case .released(let point, let time):
            guard let pressedAt, point.distance(to: pressedAt) <= tapSlop else { return .failed }
            self.pressedAt = nil
            taps += 1
            lastRelease = time
            guard taps == count else { return nil }
            recognized = true
            return .ended(())
        case .timeReached(let time):
            if let lastRelease, pressedAt == nil, time - lastRelease >= multipleTapInterval { return .failed }
            return nil
        case .cancelled:
            return .failed
        case .magnified, .rotated:
            return nil
        }
    }

    /// Between the taps of a multiple tap: the latest time the next may start.
    override var deadline: Double? {
        guard pressedAt == nil, let lastRelease else { return nil }
        return lastRelease + multipleTapInterval
    }

    override var isRecognized: Bool { recognized }
}

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance`
/// pixels, as SwiftUI's: `.onChanged` gets `true` when the press starts, `.onEnded` runs when
/// the duration has passed (the button still down); `.updating` sees `true` while it is held.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: Double

    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: Double
    private var pressedAt: CGPoint?
    private var pressTime: Double?
    private var recognized = false

    init(minimumDuration: Double, maximumDistance: Double) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Bool>? {
        switch event {
        case .pressed(let point, let time):
            pressedAt = point
            pressTime = time
            return .changed(true)
        case .moved(let point, let time):
            guard let pressedAt else { return nil }
            if point.distance(to: pressedAt) > maximumDistance { return .failed }
            return elapsed(at: time)
        case .timeReached(let time):
            return elapsed(at: time)
        case .released(_, let time):
            return elapsed(at: time) ?? .failed
        case .cancelled:
            return .failed
        case .magnified, .rotated:
            return nil
        }
    }

    private func elapsed(at time: Double) -> GestureOutcome<Bool>? {
        guard let pressTime, time - pressTime >= minimumDuration else { return nil }
        recognized = true
        return .ended(true)
    }

    override var deadline: Double? { pressTime.map { $0 + minimumDuration } }
    override var isRecognized: Bool { recognized }
}
