/// Gestures made of two: one after the other, both at once, or the first unless it fails.

/// `first.sequenced(before: second)`: the second gesture starts when the first ends, as a
/// long press that then drags.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first ended; the second has this value, nil until it starts.
        case second(First.Value, Second.Value?)
    }

    let first: First
    let second: Second

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        SequenceRecognizer(first: first._makeRecognizer()) { second._makeRecognizer() }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SequenceGesture<First, Second>.Value> {
    private let first: GestureRecognizer<First.Value>
    private let makeSecond: () -> GestureRecognizer<Second.Value>
    private var firstValue: First.Value?
    private var second: GestureRecognizer<Second.Value>?
    private var lastEvent: GestureEvent?

    init(first: GestureRecognizer<First.Value>, makeSecond: @escaping () -> GestureRecognizer<Second.Value>) {
        self.first = first
        self.makeSecond = makeSecond
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<SequenceGesture<First, Second>.Value>? {
        defer { if event.location != nil { lastEvent = event } }
        guard let firstValue else {
            switch first.handle(event) {
            case .changed(let value)?: return .changed(.first(value))
            case .failed?: return .failed
            case nil: return nil
            case .ended(let value)?:
                self.firstValue = value
                let second = makeSecond()
                self.second = second
                // The second starts where the pointer is, still down.
                if let point = (event.location ?? lastEvent?.location), let time = event.time,
                   !isRelease(event), case .changed(let secondValue)? = second.handle(.pressed(point, time: time)) {
                    return .changed(.second(value, secondValue))
                }
                return .changed(.second(value, nil))
            }
        }
        switch second?.handle(event) {
        case .changed(let value)?: return .changed(.second(firstValue, value))
        case .ended(let value)?: return .ended(.second(firstValue, value))
        case .failed?: return .failed
        case nil: return nil
        }
    }

    private func isRelease(_ event: GestureEvent) -> Bool {
        if case .released = event { true } else { false }
    }

    override var deadline: Double? { second?.deadline ?? (firstValue == nil ? first.deadline : nil) }
    override var isRecognized: Bool { firstValue != nil || first.isRecognized }
}

/// `first.simultaneously(with: second)`: both recognized from the same events, each
/// reporting its value (nil while it has none).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    let first: First
    let second: Second

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        SimultaneousRecognizer(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SimultaneousGesture<First, Second>.Value> {
    private let first: GestureRecognizer<First.Value>
    private let second: GestureRecognizer<Second.Value>
    private var value = SimultaneousGesture<First, Second>.Value()
    /// Whether each has ended or failed; whether either ended.
    private var firstDone = false, secondDone = false, anyEnded = false

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<SimultaneousGesture<First, Second>.Value>? {
        var changed = false
        if !firstDone {
            switch first.handle(event) {
            case .changed(let v)?: value.first = v; changed = true
            case .ended(let v)?: value.first = v; changed = true; firstDone = true; anyEnded = true
            case .failed?: firstDone = true
            case nil: break
            }
        }
        if !secondDone {
            switch second.handle(event) {
            case .changed(let v)?: value.second = v; changed = true
            case .ended(let v)?: value.second = v; changed = true; secondDone = true; anyEnded = true
            case .failed?: secondDone = true
            case nil: break
            }
        }
        if firstDone && secondDone { return anyEnded ? .ended(value) : .failed }
        return changed ? .changed(value) : nil
    }

    override var deadline: Double? {
        [firstDone ? nil : first.deadline, secondDone ? nil : second.deadline].compactMap { $0 }.min()
    }

    override var isRecognized: Bool { first.isRecognized || second.isRecognized }
}

/// `first.exclusively(before: second)`: the first gesture if it is recognized, the second
/// only once the first has failed (a double tap before a single tap).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    let first: First
    let second: Second

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        ExclusiveRecognizer(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<ExclusiveGesture<First, Second>.Value> {
    typealias Value = ExclusiveGesture<First, Second>.Value
    private let first: GestureRecognizer<First.Value>
    private let second: GestureRecognizer<Second.Value>
    private var firstFailed = false
    /// The events the second gesture has not seen yet: it gets them (and runs its callbacks)
    /// only once the first has failed, as SwiftUI's first gesture takes precedence.
    private var waitingEvents: [GestureEvent] = []

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Value>? {
        guard firstFailed else {
            switch first.handle(event) {
            case .changed(let v)?: return .changed(.first(v))
            case .ended(let v)?: return .ended(.first(v))
            case nil:
                waitingEvents.append(event)
                return nil
            case .failed?:
                firstFailed = true
                let events = waitingEvents + [event]
                waitingEvents = []
                var last: GestureOutcome<Value>?
                for waiting in events {
                    switch second.handle(waiting) {
                    case .changed(let v)?: last = .changed(.second(v))
                    case .ended(let v)?: return .ended(.second(v))
                    case .failed?: return .failed
                    case nil: break
                    }
                }
                return last
            }
        }
        switch second.handle(event) {
        case .changed(let v)?: return .changed(.second(v))
        case .ended(let v)?: return .ended(.second(v))
        case .failed?: return .failed
        case nil: return nil
        }
    }

    override var deadline: Double? { firstFailed ? second.deadline : first.deadline }
    override var isRecognized: Bool { first.isRecognized || (firstFailed && second.isRecognized) }
}

extension Gesture {
    /// This gesture, then `other` once this one ends.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }

    /// This gesture and `other` recognized together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    /// This gesture if it is recognized; `other` only when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}
