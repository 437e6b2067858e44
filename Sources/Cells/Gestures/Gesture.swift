import Foundation

/// Something the user does with the pointer (or fingers) on a view, recognized from the
/// pointer's events, as SwiftUI's `Gesture`: `TapGesture`, `LongPressGesture`, `DragGesture`,
/// `MagnifyGesture`, `RotateGesture`, the callbacks `.onChanged`/`.onEnded`/`.updating`, and
/// their combinations `.sequenced`, `.simultaneously`, `.exclusively`. Attached with
/// `.gesture(_:)`; the GTK backend feeds each view's gestures from GTK's gesture controllers.
///
/// A gesture of your own is a struct whose `body` is another gesture:
///
/// ```swift
/// struct Swipe: Gesture {
///     var body: some Gesture { DragGesture(minimumDistance: 30).onEnded { print($0.translation) } }
/// }
/// ```
@MainActor
public protocol Gesture<Value> {
    /// What the gesture reports while it goes on and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for the built-in ones).
    associatedtype Body: Gesture
    var body: Body { get }
    /// Makes the state machine that recognizes this gesture from pointer events.
    func _makeRecognizer() -> GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    public func _makeRecognizer() -> GestureRecognizer<Value> { body._makeRecognizer() }
}

/// The `Body` of the built-in gestures, which have none.
extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer() -> GestureRecognizer<Never> { neverBody() }
}

extension Gesture where Body == Never {
    /// A built-in gesture has no body: it is recognized by its own state machine.
    public var body: Never { neverBody() }
}

/// What the pointer did, as a gesture recognizer sees it: places are in the view's own
/// coordinates, times in seconds (any origin, the same for every event).
public enum GestureEvent: Sendable, Equatable {
    /// The primary button (or a finger) went down.
    case pressed(CGPoint, time: Double)
    /// The pointer moved while pressed.
    case moved(CGPoint, time: Double)
    /// The button (or finger) came up.
    case released(CGPoint, time: Double)
    /// The system took the pointer away (another gesture claimed it, the window lost it).
    case cancelled
    /// A pinch (two fingers, a touchpad, or Ctrl+wheel) at `scale` of its start; `isFinal`
    /// when the fingers lift.
    case magnified(scale: Double, isFinal: Bool, time: Double)
    /// A rotation of two fingers by `radians` since its start; `isFinal` when they lift.
    case rotated(radians: Double, isFinal: Bool, time: Double)
    /// The time a recognizer asked to be told about (``GestureRecognizer/deadline``) came.
    case timeReached(Double)

    var time: Double? {
        switch self {
        case .pressed(_, let time), .moved(_, let time), .released(_, let time): time
        case .magnified(_, _, let time), .rotated(_, _, let time): time
        case .timeReached(let time): time
        case .cancelled: nil
        }
    }

    var location: CGPoint? {
        switch self {
        case .pressed(let point, _), .moved(let point, _), .released(let point, _): point
        default: nil
        }
    }
}

/// What a recognizer made of an event.
public enum GestureOutcome<Value> {
    /// The gesture is under way and its value is now this (`.onChanged`, `.updating`).
    case changed(Value)
    /// The gesture completed with this value (`.onEnded`).
    case ended(Value)
    /// The events are not this gesture: it stops, reporting nothing more.
    case failed
}

/// The state machine of one gesture, made when the user starts acting on the view and kept
/// until the gesture ends or fails. Subclasses recognize one kind of gesture; wrappers add
/// callbacks and combine recognizers.
@MainActor
open class GestureRecognizer<Value> {
    public init() {}

    /// Takes one event; nil when it changes nothing the gesture reports.
    open func handle(_ event: GestureEvent) -> GestureOutcome<Value>? { nil }

    /// When this recognizer wants a ``GestureEvent/timeReached(_:)`` (a long press's
    /// duration, a double tap's wait for its second tap); nil for never.
    open var deadline: Double? { nil }

    /// Whether the gesture has been recognized (it reported a change or its end): the backend
    /// then claims the pointer for it, so the views around it stop seeing the events.
    open var isRecognized: Bool { false }
}

/// How far the pointer may move (in pixels) before a tap or long press is no longer one.
let tapSlop = 10.0
/// How long (in seconds) after a tap the next tap of a multiple tap may start (GTK's
/// default `gtk-double-click-time`).
let multipleTapInterval = 0.4

extension CGPoint {
    func distance(to other: CGPoint) -> Double {
        Double(hypot(x - other.x, y - other.y))
    }
}
