import Foundation

/// Where a gesture's locations are measured from, as SwiftUI's.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own top-leading corner.
    case local
    /// The window's content's top-leading corner.
    case global
    /// A space named with `.coordinateSpace(name:)` on a view around: its top-leading corner
    /// (a gesture measures it as `.global`).
    case named(String)
}

/// Where the view a gesture is on sits in the window, set by the backend while it hands the
/// view's recognizers an event (so a `.global` drag reports window coordinates).
@MainActor
public enum GestureCoordinates {
    public static var viewOriginInWindow = CGPoint.zero
}

/// A press that moves at least `minimumDistance` pixels, as SwiftUI's: `.onChanged` with
/// each move from then on, `.onEnded` when the button comes up.
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// Circle().offset(offset)
///     .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
/// ```
public struct DragGesture: Gesture {
    /// Where the drag is and where it started, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        /// Seconds since the events' time origin (the moment of `time`, for measuring speed).
        var seconds: Double
        public var velocity: CGSize

        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would end if the pointer went on at its speed for a quarter second
        /// (SwiftUI's estimate of a flick).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }

        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
    }

    public var minimumDistance: Double
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, isLocal: coordinateSpace == .local)
    }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: Double
    let isLocal: Bool
    private var start: CGPoint?
    private var last: (point: CGPoint, time: Double)?
    private var velocity = CGSize.zero
    private var began = false

    init(minimumDistance: Double, isLocal: Bool) {
        self.minimumDistance = minimumDistance
        self.isLocal = isLocal
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<DragGesture.Value>? {
        switch event {
        case .pressed(let point, let time):
            start = point
            last = (point, time)
            return minimumDistance <= 0 ? begin(at: point, time: time) : nil
        case .moved(let point, let time):
            guard let start else { return nil }
            track(point, time)
            if !began, point.distance(to: start) < minimumDistance { return nil }
            return begin(at: point, time: time)
        case .released(let point, let time):
            guard began, start != nil else { return .failed }
            track(point, time)
            return .ended(value(at: point, time: time))
        case .cancelled:
            return .failed
        case .magnified, .rotated, .timeReached:
            return nil
        }
    }

    private func begin(at point: CGPoint, time: Double) -> GestureOutcome<DragGesture.Value> {
        began = true
        return .changed(value(at: point, time: time))
    }

    /// Keeps the speed of the last move (pixels a second).
    private func track(_ point: CGPoint, _ time: Double) {
        if let last, time > last.time {
            velocity = CGSize(width: (point.x - last.point.x) / (time - last.time),
                              height: (point.y - last.point.y) / (time - last.time))
        }
        last = (point, time)
    }

    private func value(at point: CGPoint, time: Double) -> DragGesture.Value {
        let origin = isLocal ? CGPoint.zero : GestureCoordinates.viewOriginInWindow
        let start = self.start ?? point
        return DragGesture.Value(
            time: Date(timeIntervalSinceNow: 0), location: CGPoint(x: point.x + origin.x, y: point.y + origin.y),
            startLocation: CGPoint(x: start.x + origin.x, y: start.y + origin.y), seconds: time, velocity: velocity)
    }

    override var isRecognized: Bool { began }
}
