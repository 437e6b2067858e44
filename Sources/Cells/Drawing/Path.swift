import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: moves, lines, curves and closed subpaths,
/// in a view's coordinates (origin at the top leading corner, y down). A value: two paths with
/// the same elements are equal, which is how a shape's drawing is compared between updates.
///
/// ```swift
/// Path { p in
///     p.move(to: CGPoint(x: 0, y: 10))
///     p.addLine(to: CGPoint(x: 20, y: 10))
///     p.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
///     p.closeSubpath()
/// }
/// ```
public struct Path: Equatable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle with circular corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, nil when it is empty.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case nil: nil
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: p
        case .closeSubpath?: subpathStart
        }
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// A straight line from the current point to `point` (a move if the path is empty).
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle subpath, clockwise on screen from the top leading corner.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect]) {
        rects.forEach { addRect($0) }
    }

    /// The ellipse inscribed in `rect`, as a closed subpath starting at its trailing point
    /// and going clockwise on screen (so `trim(from: 0, to:)` grows from 3 o'clock).
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        move(to: CGPoint(x: r.maxX, y: r.midY))
        for quarter in 0..<4 {
            appendArcCurve(center: center, radiusX: r.width / 2, radiusY: r.height / 2,
                           from: Double(quarter) * .pi / 2, sweep: .pi / 2)
        }
        closeSubpath()
    }

    /// A rounded rectangle as a closed subpath; corners larger than half a side are reduced.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        appendArcCurve(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), radiusX: rx, radiusY: ry, from: -.pi / 2, sweep: .pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        appendArcCurve(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), radiusX: rx, radiusY: ry, from: 0, sweep: .pi / 2)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        appendArcCurve(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), radiusX: rx, radiusY: ry, from: .pi / 2, sweep: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        appendArcCurve(center: CGPoint(x: r.minX + rx, y: r.minY + ry), radiusX: rx, radiusY: ry, from: .pi, sweep: .pi / 2)
        closeSubpath()
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (angles grow
    /// from the x axis towards y, which is down: clockwise on screen). As in SwiftUI,
    /// `clockwise: false` sweeps with growing angles (clockwise on screen) and `true` against
    /// them. A line joins the current point to the arc's start; an empty path starts there.
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let twoPi = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            sweep = sweep.truncatingRemainder(dividingBy: twoPi)
            if sweep > 0 { sweep -= twoPi }
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: twoPi)
            if sweep < 0 { sweep += twoPi }
        }
        if sweep == 0, endAngle != startAngle { sweep = clockwise ? -twoPi : twoPi }
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        appendArcCurve(center: center, radiusX: radius, radiusY: radius, from: startAngle.radians, sweep: sweep)
    }

    /// An arc of `delta` from `startAngle` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: Double, startAngle: Angle, delta: Angle) {
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        appendArcCurve(center: center, radiusX: radius, radiusY: radius, from: startAngle.radians, sweep: delta.radians)
    }

    /// Appends `other`'s elements.
    public mutating func addPath(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            default: elements.append(element)
            }
        }
    }

    /// Cubic curves for an elliptic arc, at most a quarter turn each, from the current point.
    private mutating func appendArcCurve(center: CGPoint, radiusX: Double, radiusY: Double, from start: Double, sweep: Double) {
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            elements.append(.curve(
                to: CGPoint(x: center.x + radiusX * c1, y: center.y + radiusY * s1),
                control1: CGPoint(x: center.x + radiusX * (c0 - k * s0), y: center.y + radiusY * (s0 + k * c0)),
                control2: CGPoint(x: center.x + radiusX * (c1 + k * s1), y: center.y + radiusY * (s1 - k * c1))))
            angle = next
        }
    }

    // MARK: Reading

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The smallest rectangle holding every point and control point; `.null` when empty.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path with every point moved by `transform` (rotations, offsets, scales).
    public func applying(_ transform: PathTransform) -> Path {
        var result = Path()
        result.subpathStart = subpathStart.map(transform.apply)
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: transform.apply(p))
            case .line(let p): .line(to: transform.apply(p))
            case .quadCurve(let p, let c): .quadCurve(to: transform.apply(p), control: transform.apply(c))
            case .curve(let p, let c1, let c2): .curve(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(PathTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy))
    }

    public var description: String {
        func f(_ p: CGPoint) -> String { "\(Self.round(p.x)) \(Self.round(p.y))" }
        return elements.map { element in
            switch element {
            case .move(let p): "M \(f(p))"
            case .line(let p): "L \(f(p))"
            case .quadCurve(let p, let c): "Q \(f(c)) \(f(p))"
            case .curve(let p, let c1, let c2): "C \(f(c1)) \(f(c2)) \(f(p))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    private static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}

/// How the corners of a rounded rectangle are drawn. Both are drawn as circular (or
/// elliptic) arcs here.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// An affine transform of points (`CGAffineTransform`'s numbers): x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty.
public struct PathTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A turn by `angle` (clockwise on screen for positive angles) around `anchor`.
    public static func rotation(_ angle: Angle, around anchor: CGPoint) -> PathTransform {
        let (cs, sn) = (cos(angle.radians), sin(angle.radians))
        return PathTransform(a: cs, b: sn, c: -sn, d: cs,
                             tx: anchor.x - cs * anchor.x + sn * anchor.y,
                             ty: anchor.y - sn * anchor.x - cs * anchor.y)
    }

    /// A scale by `x`, `y` around `anchor`.
    public static func scale(x: Double, y: Double, around anchor: CGPoint) -> PathTransform {
        PathTransform(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    /// No change.
    public static let identity = PathTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// This transform, then `other` (as `CGAffineTransform.concatenating(_:)`).
    public func concatenating(_ other: PathTransform) -> PathTransform {
        PathTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}
