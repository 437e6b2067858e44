import Cells
import Gtk

/// `ZStack` as a `GtkOverlay`: the first view is the overlay's child (it sets the size), the
/// others are overlays on top, in order, placed by the stack's alignment.
extension OverlayProperties: GtkWidgetBinding {
    public func makeCoordinator() -> OverlayLayers {
        OverlayLayers()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        Widget(taking: gtk_overlay_new())
    }

    public func update(_ overlay: Widget, context: GtkWidgetContext<Self>) {
        if context.previous != nil, context.previous?.alignment != alignment {
            Self.align(context.coordinator.overlays, alignment)
        }
    }

    public static func setChildren(_ children: [Widget], of overlay: Widget, context: GtkWidgetContext<Self>) {
        let pointer = overlay.opaque
        let layers = context.coordinator
        for old in layers.overlays { gtk_overlay_remove_overlay(pointer, old.widgetPointer) }
        let base = children.first
        if layers.base !== base {
            gtk_overlay_set_child(pointer, base?.widgetPointer)
            layers.base = base
        }
        layers.overlays = Array(children.dropFirst())
        align(layers.overlays, context.current.alignment)
        for layer in layers.overlays { gtk_overlay_add_overlay(pointer, layer.widgetPointer) }
    }

    @MainActor private static func align(_ layers: [Widget], _ alignment: Alignment) {
        for layer in layers { placeOverlayLayer(layer, at: alignment) }
    }
}

/// Places one layer of a `GtkOverlay` (a `ZStack`'s, a `.background`'s or an `.overlay`'s):
/// a shape without a fixed size takes the space offered, the whole overlay, as in SwiftUI
/// (drawn with a visual effect too, such as a ring turned by `.rotationEffect`); another view
/// sits at `alignment`.
@MainActor
func placeOverlayLayer(_ layer: Widget, at alignment: Alignment) {
    var drawn = layer
    while let bin = drawn as? VisualEffectBin, let child = bin.child { drawn = child }
    if let canvas = drawn as? ShapeCanvas, canvas.frame?.width == nil, canvas.frame?.height == nil {
        layer.horizontalAlignment = .fill
        layer.verticalAlignment = .fill
        return
    }
    (layer.horizontalAlignment, layer.verticalAlignment) = alignment.widgetAlignments
}

extension Alignment {
    /// The GTK alignments (horizontal, vertical) that place a widget at this alignment in the
    /// space it is given.
    var widgetAlignments: (horizontal: Widget.Alignment, vertical: Widget.Alignment) {
        switch self {
        case .center: (.center, .center)
        case .leading: (.start, .center)
        case .trailing: (.end, .center)
        case .top: (.center, .start)
        case .bottom: (.center, .end)
        case .topLeading: (.start, .start)
        case .topTrailing: (.end, .start)
        case .bottomLeading: (.start, .end)
        case .bottomTrailing: (.end, .end)
        }
    }
}

/// The child and overlays a `ZStack`'s overlay holds.
@MainActor
public final class OverlayLayers {
    var base: Widget?
    var overlays: [Widget] = []
}
