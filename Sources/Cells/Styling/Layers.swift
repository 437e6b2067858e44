/// A view with views drawn behind or over it: `.background` and `.overlay`. The decorated
/// view sets the size; the layers take it (a shape in a layer fills the decorated view's
/// bounds, other views sit at `alignment`). GTK: a `GtkOverlay`.
public struct LayeredView<Content: View, Layer: View>: PrimitiveView, PrimitiveChildren {
    let base: Content
    let layer: Layer
    let placement: LayerProperties.Placement
    let alignment: Alignment

    public func properties(in environment: EnvironmentValues) -> LayerProperties {
        LayerProperties(placement: placement, alignment: alignment)
    }

    public var content: EmptyView { EmptyView() }

    var keyedChildren: [KeyedView]? {
        [KeyedView(key: .position(0), view: base),
         KeyedView(key: .position(1), view: layer.environment(\.isDecorationLayer, true))]
    }
}

/// What a ``LayeredView`` shows: its first child is the decorated view, the others are
/// drawn behind it (`.background`) or over it (`.overlay`).
public struct LayerProperties: Equatable, Sendable {
    public enum Placement: Hashable, Sendable { case background, overlay }
    public var placement: Placement
    /// Where layers that are not shapes sit.
    public var alignment: Alignment

    public init(placement: Placement, alignment: Alignment = .center) {
        self.placement = placement
        self.alignment = alignment
    }
}

extension View {
    /// Draws `style` (a colour, a material, `.tint`) behind this view, filling its bounds
    /// (padding included).
    ///
    /// ```swift
    /// Text("25:00").padding().background(.thinMaterial)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        LayeredView(base: self, layer: Rectangle().fill(style), placement: .background, alignment: .center)
    }

    /// Draws `style` in `shape` behind this view: a card is
    /// `.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        LayeredView(base: self, layer: shape.fill(style, style: fillStyle), placement: .background, alignment: .center)
    }

    /// Draws `content` behind this view; a shape fills its bounds.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayeredView(base: self, layer: content(), placement: .background, alignment: alignment)
    }

    /// Draws `view` behind this view (a shape fills its bounds).
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        LayeredView(base: self, layer: view, placement: .background, alignment: alignment)
    }

    /// Draws `content` over this view; a shape fills its bounds, other views sit at `alignment`.
    ///
    /// ```swift
    /// Image(systemName: "star").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayeredView(base: self, layer: content(), placement: .overlay, alignment: alignment)
    }

    /// Draws `view` over this view.
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        LayeredView(base: self, layer: view, placement: .overlay, alignment: alignment)
    }

    /// Paints `style` over this view, filling its bounds.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        LayeredView(base: self, layer: Rectangle().fill(style), placement: .overlay, alignment: .center)
    }

    /// Paints `style` in `shape` over this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        LayeredView(base: self, layer: shape.fill(style, style: fillStyle), placement: .overlay, alignment: .center)
    }
}
