import Foundation

/// A pinch, as SwiftUI's `MagnifyGesture`: two fingers on a touchscreen or touchpad (GTK's
/// zoom gesture), or Ctrl and the mouse wheel, as GNOME's image and map viewers zoom.
/// `.onChanged` with the scale since the start, `.onEnded` when the fingers lift (for the
/// wheel, a moment after the last turn).
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The scale since the gesture started: 1 at its start, 2 twice as large.
        public var magnification: Double
    }

    public var minimumScaleDelta: Double

    public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        ContinuousRecognizer(threshold: minimumScaleDelta, identity: 1) { event in
            if case .magnified(let scale, let isFinal, _) = event { (scale, isFinal) } else { nil }
        } value: { Value(time: Date(), magnification: $0) }
    }
}

/// The older name of ``MagnifyGesture``.
public typealias MagnificationGesture = MagnifyGesture

/// Two fingers turning, as SwiftUI's `RotateGesture` (GTK's rotate gesture, on a touchscreen
/// or touchpad): `.onChanged` with the angle since the start, `.onEnded` when they lift.
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        ContinuousRecognizer(threshold: minimumAngleDelta.radians, identity: 0) { event in
            if case .rotated(let radians, let isFinal, _) = event { (radians, isFinal) } else { nil }
        } value: { Value(time: Date(), rotation: .radians($0)) }
    }
}

/// The older name of ``RotateGesture``.
public typealias RotationGesture = RotateGesture

/// A gesture of one number that starts at `identity` (a scale, an angle): under way once it
/// moves past `threshold`, reported on each change, ended by the final event.
final class ContinuousRecognizer<Value>: GestureRecognizer<Value> {
    private let threshold: Double
    private let identity: Double
    private let reading: (GestureEvent) -> (Double, Bool)?
    private let makeValue: (Double) -> Value
    private var began = false

    init(threshold: Double, identity: Double, reading: @escaping (GestureEvent) -> (Double, Bool)?, value: @escaping (Double) -> Value) {
        self.threshold = threshold
        self.identity = identity
        self.reading = reading
        self.makeValue = value
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Value>? {
        if case .cancelled = event { return .failed }
        guard let (amount, isFinal) = reading(event) else { return nil }
        if !began, abs(amount - identity) >= threshold { began = true }
        if isFinal { return began ? .ended(makeValue(amount)) : .failed }
        return began ? .changed(makeValue(amount)) : nil
    }

    override var isRecognized: Bool { began }
}
