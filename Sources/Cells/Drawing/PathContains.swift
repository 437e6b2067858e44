import Foundation

extension Path {
    /// Whether `point` is inside the path, filled with the non-zero winding rule (or
    /// even-odd), as SwiftUI's `contains(_:eoFill:)`: curves are followed as short lines.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for (from, to) in lineSegments() where (from.y <= point.y) != (to.y <= point.y) {
            let x = from.x + (point.y - from.y) / (to.y - from.y) * (to.x - from.x)
            guard x > point.x else { continue }
            crossings += 1
            winding += to.y > from.y ? 1 : -1
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The path as straight segments, each subpath closed; curves cut into 16 pieces.
    private func lineSegments() -> [(CGPoint, CGPoint)] {
        var segments: [(CGPoint, CGPoint)] = []
        var start: CGPoint?
        var current: CGPoint?
        func close() {
            if let start, let current, start != current { segments.append((current, start)) }
        }
        func line(to point: CGPoint) {
            if let current { segments.append((current, point)) }
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point):
                close()
                start = point
                current = point
            case .line(let point):
                line(to: point)
            case .quadCurve(let point, let control):
                guard let from = current else { current = point; continue }
                for step in 1...16 {
                    let t = Double(step) / 16, u = 1 - t
                    line(to: CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                                     y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let control1, let control2):
                guard let from = current else { current = point; continue }
                for step in 1...16 {
                    let t = Double(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line(to: CGPoint(x: a * from.x + b * control1.x + c * control2.x + d * point.x,
                                     y: a * from.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .closeSubpath:
                close()
                current = start
            }
        }
        close()
        return segments
    }
}
