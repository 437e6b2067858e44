import Foundation

/// What a ``Canvas``'s renderer drew, as data: the backend replays it (GTK: with cairo), and a
/// drawing equal to the last one is not drawn again. Each command carries the context's state
/// when it was made: transform, opacity, blend mode and clips.
public struct CanvasCommand: Equatable, Sendable {
    /// What is drawn.
    public enum Operation: Equatable, Sendable {
        case fill(Path, FillStyle)
        case stroke(Path, StrokeStyle)
        /// Text placed with its `anchor` at `point`.
        case text(TextProperties, at: CGPoint, anchor: UnitPoint)
        /// Text wrapped in a rectangle.
        case textInRect(TextProperties, CGRect)
        /// An image in a rectangle, or at its natural size with its `anchor` at a point.
        case image(ImageProperties, CanvasImagePlacement)
        /// A group of commands composited as one (`drawLayer`), with the layer's opacity and
        /// blend mode.
        case layer([CanvasCommand])
    }

    public var operation: Operation
    /// The paint of a fill, stroke or text.
    public var paint: CanvasPaint
    public var transform: PathTransform
    public var opacity: Double
    public var blendMode: GraphicsContext.BlendMode
    /// The clip paths, each already in the canvas's coordinates.
    public var clips: [CanvasClip]
}

/// A paint of a canvas command: a colour (nil: the theme's text colour) or a gradient laid
/// over `bounds` (its unit points name points of those bounds).
public enum CanvasPaint: Equatable, Sendable {
    case color(Color?)
    case gradient(ResolvedGradient, bounds: CGRect)
}

/// Where a canvas draws an image: scaled into a rectangle, or at its natural size (an icon's
/// size for its `.imageScale`, a file's pixels) with its `anchor` at a point.
public enum CanvasImagePlacement: Equatable, Sendable {
    case rect(CGRect)
    case point(CGPoint, anchor: UnitPoint)
}

/// A clip region of a canvas: a path in the canvas's coordinates, filled by its rule, or
/// everything outside it (`inverse`).
public struct CanvasClip: Equatable, Sendable {
    public var path: Path
    public var isEOFilled: Bool
    public var isInverse: Bool
}

/// The commands a renderer appends, shared by a context and the copies (`drawLayer`, a
/// copy with its own transform) made from it.
final class CanvasRecorder {
    var commands: [CanvasCommand] = []
}
