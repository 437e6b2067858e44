import Foundation

/// A view drawn by code, as SwiftUI's: the renderer gets a ``GraphicsContext`` and the
/// canvas's size, and fills, strokes and writes text. GTK: a `GtkDrawingArea` painted with
/// cairo.
///
/// The renderer runs when the canvas's view is evaluated, so what it reads (an `@Owned`
/// value, a model's property) is tracked as a body's reads are, and again when GTK gives the
/// canvas another size. Its drawing is kept as data (``CanvasCommand``): a drawing equal to
/// the last is not drawn again.
///
/// ```swift
/// Canvas { context, size in
///     let width = size.width / Double(values.count)
///     for (index, value) in values.enumerated() {
///         let bar = CGRect(x: Double(index) * width, y: size.height * (1 - value), width: width - 4, height: size.height * value)
///         context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.blue))
///     }
/// }
/// .frame(height: 120)
/// ```
public struct Canvas<Symbols: View>: View {
    private let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    /// The size GTK last gave the canvas (zero before its first allocation).
    @Owned private var size = CGSize.zero

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are
    /// SwiftUI's hints; GTK draws on the main thread, composited.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    public var body: CanvasDrawing {
        CanvasDrawing(renderer: renderer, size: $size)
    }
}

/// How SwiftUI's canvas blends colours. Accepted; GTK composites in sRGB.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// A ``Canvas``'s widget: the renderer's drawing for the size the widget has, and the size
/// it reports back.
public struct CanvasDrawing: PrimitiveView {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    let size: Binding<CGSize>

    public func properties(in environment: EnvironmentValues) -> CanvasProperties {
        let size = self.size.wrappedValue
        return CanvasProperties(commands: Self.record(renderer, size: size, environment: environment), size: size,
                                fillsSpace: !environment.isDecorationLayer)
    }

    public func actions(in environment: EnvironmentValues) -> CanvasActions {
        let size = self.size
        return CanvasActions(resized: { newSize in
            if size.wrappedValue != newSize { size.wrappedValue = newSize }
        })
    }

    /// What `renderer` draws at `size` in `environment`.
    @MainActor public static func record(_ renderer: (inout GraphicsContext, CGSize) -> Void, size: CGSize,
                                         environment: EnvironmentValues) -> [CanvasCommand] {
        guard size.width > 0, size.height > 0 else { return [] }
        var context = GraphicsContext(recorder: CanvasRecorder(), size: size, environment: environment)
        renderer(&context, size)
        return context.commands
    }
}

/// What a canvas widget draws: the commands for `size`.
public struct CanvasProperties: Equatable, Sendable {
    public var commands: [CanvasCommand]
    /// The size the commands were drawn for.
    public var size: CGSize
    /// Whether the widget takes all the space offered (false inside a background or overlay).
    public var fillsSpace: Bool
}

/// What a canvas widget reports: the size GTK gave it.
public struct CanvasActions: Sendable {
    public var resized: @MainActor (CGSize) -> Void
}
