/// How a shape's outline is stroked: line width, caps, joins, dashes (cairo draws them as
/// described).
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How the ends of open lines are drawn.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// How the corners of lines are drawn.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}

/// How a shape's inside is filled: which rule decides what is inside for overlapping subpaths.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule (true) or non-zero winding (false, the default).
    public var isEOFilled: Bool
    /// Kept for SwiftUI's signature; GTK always antialiases shapes.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// How a shape view paints its shape.
public enum ShapeDrawing: Hashable, Sendable {
    /// Its inside filled.
    case fill(FillStyle)
    /// Its outline stroked, centred on the outline.
    case stroke(StrokeStyle)
    /// Its outline stroked inside its frame (`strokeBorder`): the shape is inset by half the
    /// line width first.
    case strokeBorder(StrokeStyle)
}
