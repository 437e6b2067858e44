/// Which gestures a `.gesture(_:including:)` leaves on, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// None: the gesture is off.
    public static let none: GestureMask = []
    /// The gesture added here.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside (left to them in any case here: GTK gives each view
    /// its own controllers).
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// One `.gesture` (or `.simultaneousGesture`, `.highPriorityGesture`) on a view, kept in the
/// modifier's node: the same object for as long as the view stays, holding the latest
/// gesture, and the recognizer of the gesture under way. Compared by identity.
@MainActor
public final class GestureHandler: Equatable {
    /// How the gesture shares the pointer with the gestures of the views around it.
    public enum Priority: Sendable {
        /// Before the views around it see the events; recognized, it takes them from the
        /// views inside (`.highPriorityGesture`; GTK: the capture phase).
        case high
        /// After the views inside; recognized, it takes the events from the views around
        /// (`.gesture`; GTK: the bubble phase, then claiming the pointer).
        case normal
        /// With the others, taking nothing from them (`.simultaneousGesture`).
        case simultaneous
    }

    public internal(set) var priority = Priority.normal
    /// Whether the gesture is on (a `GestureMask` without `.gesture` turns it off).
    public internal(set) var isEnabled = true
    var makeRecognizer: () -> any RunningGesture = { IdleGesture() }
    private var running: (any RunningGesture)?

    nonisolated init() {}

    /// Hands the gesture an event: a press starts a recognizer if none is under way.
    /// Returns whether the gesture is recognized now (the backend claims the pointer for it).
    @discardableResult
    public func handle(_ event: GestureEvent) -> Bool {
        guard isEnabled else { return false }
        if running == nil {
            switch event {
            case .pressed, .magnified, .rotated: running = makeRecognizer()
            default: return false
            }
        }
        guard let gesture = running else { return false }
        let recognized = gesture.isRecognized
        let finished = gesture.feed(event)
        let isRecognized = recognized || gesture.isRecognized
        if finished { running = nil }
        return isRecognized && priority != .simultaneous
    }

    /// When the gesture under way wants to be told the time (``GestureEvent/timeReached(_:)``).
    public var deadline: Double? { running?.deadline }

    /// Whether a gesture is under way.
    public var isActive: Bool { running != nil }

    public nonisolated static func == (lhs: GestureHandler, rhs: GestureHandler) -> Bool { lhs === rhs }
}

/// A recognizer under way, whatever its value's type.
@MainActor
protocol RunningGesture: AnyObject {
    /// Takes the event; whether the gesture is over (ended or failed).
    func feed(_ event: GestureEvent) -> Bool
    var deadline: Double? { get }
    var isRecognized: Bool { get }
}

extension GestureRecognizer: RunningGesture {
    func feed(_ event: GestureEvent) -> Bool {
        switch handle(event) {
        case .ended?, .failed?: true
        case .changed?, nil: false
        }
    }
}

/// The recognizer of a handler not yet given its gesture.
private final class IdleGesture: RunningGesture {
    func feed(_ event: GestureEvent) -> Bool { true }
    var deadline: Double? { nil }
    var isRecognized: Bool { false }
}

/// `.gesture`, `.simultaneousGesture`, `.highPriorityGesture`: the view's widget gets
/// pointer controllers (GTK: a drag gesture, a zoom and a rotate gesture, Ctrl+wheel) that
/// hand every handler the events.
public enum GestureAttribute: WidgetAttributeKey {
    public typealias Value = [GestureHandler]

    /// Gestures nearer the widget first, as SwiftUI gives them precedence.
    public static func combine(outer: [GestureHandler], inner: [GestureHandler]) -> [GestureHandler] { inner + outer }
}

struct GestureView<Content: View, G: Gesture>: View {
    let content: Content
    let gesture: G
    let priority: GestureHandler.Priority
    let mask: GestureMask
    @Owned private var handler = GestureHandler()

    var body: some View {
        let handler = self.handler
        let gesture = self.gesture
        handler.priority = priority
        handler.isEnabled = mask.contains(.gesture)
        handler.makeRecognizer = { gesture._makeRecognizer() }
        return content.widgetAttribute(GestureAttribute.self, [handler])
    }
}

extension View {
    /// Recognizes `gesture` on this view, after the gestures of the views inside it: a drag
    /// on a card, a double tap on a photo.
    ///
    /// ```swift
    /// .gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .normal, mask: mask)
    }

    /// Recognizes `gesture` on this view before the gestures of the views inside it, which
    /// lose the pointer once it is recognized.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .high, mask: mask)
    }

    /// Recognizes `gesture` on this view together with the others, taking nothing from them.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .simultaneous, mask: mask)
    }

    /// Runs `action` when a press on this view is held for `minimumDuration` seconds;
    /// `onPressingChanged` is told when the press starts and stops.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return GestureView(content: self, gesture: PressingGesture(base: press, action: action, onPressingChanged: onPressingChanged),
                           priority: .normal, mask: .all)
    }
}

/// A long press that also reports when the press starts and stops (`onLongPressGesture`'s
/// `onPressingChanged`).
struct PressingGesture: Gesture {
    typealias Value = Bool
    let base: LongPressGesture
    let action: @MainActor () -> Void
    let onPressingChanged: (@MainActor (Bool) -> Void)?

    func _makeRecognizer() -> GestureRecognizer<Bool> {
        let pressing = onPressingChanged
        return _CallbackGesture(base: base, onChange: { _ in pressing?(true) }, onEnd: { [action] _ in action() },
                                update: { value in if value == nil { pressing?(false) } })._makeRecognizer()
    }
}
