import Foundation

extension Path {
    /// The part of the path between the fractions `from` and `to` of its length (0 the start,
    /// 1 the end; over all subpaths, as SwiftUI's). Curves are cut exactly (de Casteljau), at
    /// the point where the measured length falls.
    public func trimmedPath(from: Double, to: Double) -> Path {
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        if from <= 0, to >= 1 { return self }
        guard to > from else { return Path() }
        let segments = Self.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let start = from * total, end = to * total
        var result = Path()
        var travelled = 0.0
        var lastSubpath = -1
        for segment in segments {
            let segmentStart = travelled, segmentEnd = travelled + segment.length
            travelled = segmentEnd
            guard segmentEnd > start, segmentStart < end, segment.length > 0 else { continue }
            let t0 = start > segmentStart ? segment.parameter(atLength: start - segmentStart) : 0
            let t1 = end < segmentEnd ? segment.parameter(atLength: end - segmentStart) : 1
            let piece = segment.cubic.split(from: t0, to: t1)
            if lastSubpath != segment.subpath || result.currentPoint != piece.p0 {
                result.move(to: piece.p0)
                lastSubpath = segment.subpath
            }
            if segment.isLine {
                result.addLine(to: piece.p3)
            } else {
                result.addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2)
            }
        }
        return result
    }

    /// The path's total length, curves measured along 24 chords each.
    public var length: Double {
        Self.segments(of: self).reduce(0) { $0 + $1.length }
    }

    private struct Segment {
        let cubic: Cubic
        let isLine: Bool
        let subpath: Int
        /// Lengths along the curve at t = i/n.
        let table: [Double]
        var length: Double { table.last ?? 0 }

        init(_ cubic: Cubic, isLine: Bool, subpath: Int) {
            self.cubic = cubic
            self.isLine = isLine
            self.subpath = subpath
            let n = isLine ? 1 : 24
            var table = [0.0]
            var previous = cubic.p0
            for i in 1...n {
                let point = cubic.point(at: Double(i) / Double(n))
                table.append(table[i - 1] + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            self.table = table
        }

        /// The curve parameter where the length from the start is `distance`.
        func parameter(atLength distance: Double) -> Double {
            let n = table.count - 1
            for i in 1...n where table[i] >= distance {
                let span = table[i] - table[i - 1]
                let within = span > 0 ? (distance - table[i - 1]) / span : 0
                return (Double(i - 1) + within) / Double(n)
            }
            return 1
        }
    }

    private static func segments(of path: Path) -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var subpath = 0
        for element in path.elements {
            switch element {
            case .move(let p):
                subpath += 1
                current = p
                start = p
            case .line(let p):
                segments.append(Segment(Cubic(line: current, p), isLine: true, subpath: subpath))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                segments.append(Segment(Cubic(p0: current, p1: c1, p2: c2, p3: p), isLine: false, subpath: subpath))
                current = p
            case .curve(let p, let c1, let c2):
                segments.append(Segment(Cubic(p0: current, p1: c1, p2: c2, p3: p), isLine: false, subpath: subpath))
                current = p
            case .closeSubpath:
                if current != start { segments.append(Segment(Cubic(line: current, start), isLine: true, subpath: subpath)) }
                current = start
            }
        }
        return segments
    }
}

/// A cubic Bézier curve (a line is one with its controls on it).
struct Cubic {
    var p0, p1, p2, p3: CGPoint

    init(p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    init(line from: CGPoint, _ to: CGPoint) {
        self.init(p0: from, p1: from, p2: to, p3: to)
    }

    func point(at t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The part between `t0` and `t1`.
    func split(from t0: Double, to t1: Double) -> Cubic {
        var curve = self
        if t1 < 1 { curve = curve.split(at: t1).0 }
        if t0 > 0 { curve = curve.split(at: t0 / t1).1 }
        return curve
    }

    private func split(at t: Double) -> (Cubic, Cubic) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
        let d = lerp(a, b), e = lerp(b, c)
        let f = lerp(d, e)
        return (Cubic(p0: p0, p1: a, p2: d, p3: f), Cubic(p0: f, p1: e, p2: c, p3: p3))
    }
}
