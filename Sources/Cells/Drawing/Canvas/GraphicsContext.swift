import Foundation

/// What a ``Canvas``'s renderer draws with, as SwiftUI's: fill and stroke paths, draw text,
/// and change the state later commands are drawn in (transform, opacity, blend mode, clip).
/// The state is the context's own: a copy, or the context given to `drawLayer`, changes
/// without changing this one.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
///     context.draw(Text("42"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
@MainActor
public struct GraphicsContext {
    private let recorder: CanvasRecorder
    /// The canvas's size: what gradients' unit points are relative to.
    private let size: CGSize
    /// The environment of the canvas: its colour scheme, foreground style and tint.
    public var environment: EnvironmentValues
    /// The opacity of what is drawn from now on, 0…1 (multiplies a layer's).
    public var opacity: Double = 1
    /// How what is drawn from now on mixes with what is under it.
    public var blendMode: BlendMode = .normal
    /// The transform of what is drawn from now on, from drawing coordinates to the canvas's.
    public var transform: PathTransform = .identity
    private var clips: [CanvasClip] = []

    init(recorder: CanvasRecorder, size: CGSize, environment: EnvironmentValues) {
        self.recorder = recorder
        self.size = size
        self.environment = environment
    }

    // MARK: State

    /// Moves the origin of what is drawn from now on.
    public mutating func translateBy(x: Double, y: Double) {
        concatenate(PathTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
    }

    /// Scales what is drawn from now on.
    public mutating func scaleBy(x: Double, y: Double) {
        concatenate(PathTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
    }

    /// Turns what is drawn from now on around the origin (clockwise for positive angles).
    public mutating func rotate(by angle: Angle) {
        concatenate(.rotation(angle, around: .zero))
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: PathTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Draws from now on only inside `path` (or only outside it, with `.inverse`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(CanvasClip(path: path.applying(transform), isEOFilled: style.isEOFilled, isInverse: options.contains(.inverse)))
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, style), shading)
    }

    /// Strokes `path` with `shading`, as `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, style), shading)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
        record(.stroke(path, StrokeStyle(lineWidth: lineWidth)), shading)
    }

    /// Draws `text` with its `anchor` (its centre, by default) at `point`, in the foreground
    /// style unless the text has its own colour.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(text.properties(in: environment), at: point, anchor: anchor), .foreground)
    }

    /// Draws `text` wrapped in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        record(.textInRect(text.properties(in: environment), rect), .foreground)
    }

    /// Draws `image` scaled into `rect`. A symbolic icon (a template) takes the foreground
    /// style, as a symbol does in SwiftUI; a file or a full-colour icon keeps its colours.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image.properties(in: environment), .rect(rect)), .foreground)
    }

    /// Draws `image` at its natural size with its `anchor` (its centre, by default) at
    /// `point`: an icon at its `.imageScale`'s size (16 pixels at `.medium`), a file at its
    /// pixels.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.image(image.properties(in: environment), .point(point, anchor: anchor)), .foreground)
    }

    /// Draws what `content` draws as one layer, composited with this context's opacity and
    /// blend mode: overlapping shapes in a half-transparent layer do not show through each
    /// other.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layerRecorder = CanvasRecorder()
        var layer = GraphicsContext(recorder: layerRecorder, size: size, environment: environment)
        layer.transform = transform
        try content(&layer)
        recorder.commands.append(CanvasCommand(operation: .layer(layerRecorder.commands), paint: .color(nil), transform: .identity,
                                               opacity: opacity, blendMode: blendMode, clips: clips))
    }

    private func record(_ operation: CanvasCommand.Operation, _ shading: Shading) {
        recorder.commands.append(CanvasCommand(operation: operation, paint: paint(of: shading), transform: transform,
                                               opacity: opacity, blendMode: blendMode, clips: clips))
    }

    /// The paint `shading` means here: gradients with points in the canvas become gradients
    /// with unit points of the canvas's bounds.
    private func paint(of shading: Shading) -> CanvasPaint {
        let bounds = CGRect(origin: .zero, size: CGSize(width: max(size.width, 1), height: max(size.height, 1)))
        func unit(_ point: CGPoint) -> UnitPoint { UnitPoint(x: point.x / bounds.width, y: point.y / bounds.height) }
        func stops(_ gradient: Gradient) -> [ResolvedGradient.Stop] { gradient.resolved(in: environment) }
        switch shading.kind {
        case .color(let color):
            return .color(color.resolvedColor(in: environment)?.paint)
        case .style(let style):
            switch style.resolvedPaint(in: environment) {
            case .color(let color): return .color(color?.paint)
            case .gradient(let gradient): return .gradient(gradient, bounds: bounds)
            }
        case .linear(let gradient, let start, let end):
            return .gradient(ResolvedGradient(geometry: .linear(start: unit(start), end: unit(end)), stops: stops(gradient)), bounds: bounds)
        case .radial(let gradient, let center, let startRadius, let endRadius):
            return .gradient(ResolvedGradient(geometry: .radial(center: unit(center), startRadius: startRadius, endRadius: endRadius),
                                              stops: stops(gradient)), bounds: bounds)
        case .conic(let gradient, let center, let angle):
            return .gradient(ResolvedGradient(geometry: .angular(center: unit(center), start: angle, end: angle + .degrees(360)),
                                              stops: stops(gradient)), bounds: bounds)
        }
    }

    /// The commands drawn so far.
    var commands: [CanvasCommand] { recorder.commands }
}

extension GraphicsContext {
    /// How `clip(to:style:options:)` clips.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what is outside the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }
}
