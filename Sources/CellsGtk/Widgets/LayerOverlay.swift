import Cells
import Gtk

/// `.background` and `.overlay` as a `GtkOverlay`. For a background, the layers are the
/// overlay's child and the decorated view is an overlay on top that GTK measures
/// (`gtk_overlay_set_measure_overlay`), so the decorated view sets the size and the layers
/// fill it; for an overlay, the decorated view is the child and the layers are on top. A shape
/// layer fills the bounds (unless `.frame` gives it a size); other layers sit at the
/// modifier's alignment. The decorated view, as the measured overlay, gets exactly the
/// overlay's rectangle: GtkOverlay would make it at least as tall as its minimum height, which
/// for wrapping text is the height at its narrowest (a column of single characters), and the
/// text sat far below its background.
extension LayerProperties: GtkWidgetBinding {
    public func makeCoordinator() -> LayerWidgets {
        LayerWidgets()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let overlay = Widget(taking: gtk_overlay_new())
        let placeMeasured: @convention(c) (OpaquePointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean = { overlay, child, rectangle, _ in
            guard let overlay, let child, let rectangle, gtk_overlay_get_measure_overlay(overlay, child) != 0 else { return 0 }
            let widget = UnsafeMutablePointer<GtkWidget>(overlay)
            rectangle.pointee = GdkRectangle(x: 0, y: 0, width: gtk_widget_get_width(widget), height: gtk_widget_get_height(widget))
            return 1
        }
        g_signal_connect_data(overlay.rawPointer, "get-child-position", unsafeBitCast(placeMeasured, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        return overlay
    }

    public func update(_ overlay: Widget, context: GtkWidgetContext<Self>) {
        if context.previous != nil, context.previous != self {
            Self.setChildren(context.coordinator.children, of: overlay, context: context)
        }
    }

    public static func setChildren(_ children: [Widget], of overlay: Widget, context: GtkWidgetContext<Self>) {
        let pointer = OpaquePointer(overlay.rawPointer)
        let parts = context.coordinator
        for old in parts.overlays { gtk_overlay_remove_overlay(pointer, old.widgetPointer) }
        parts.overlays = []
        parts.children = children
        guard let decorated = children.first else {
            gtk_overlay_set_child(pointer, nil)
            return
        }
        let layers = Array(children.dropFirst())
        let properties = context.current
        for layer in layers { placeOverlayLayer(layer, at: properties.alignment) }
        switch properties.placement {
        case .background:
            gtk_overlay_set_child(pointer, layers.first?.widgetPointer)
            decorated.horizontalAlignment = .fill
            decorated.verticalAlignment = .fill
            parts.overlays = Array(layers.dropFirst()) + [decorated]
            for widget in parts.overlays { gtk_overlay_add_overlay(pointer, widget.widgetPointer) }
            gtk_overlay_set_measure_overlay(pointer, decorated.widgetPointer, 1)
            // GtkOverlay expands as its child does (here a layer), not as its overlays: the
            // decorated view's wish to fill (a text framed to `.infinity`, a list) is its own.
            overlay.expandsHorizontally = decorated.wantsToExpand(horizontally: true)
            overlay.expandsVertically = decorated.wantsToExpand(horizontally: false)
        case .overlay:
            gtk_overlay_set_child(pointer, decorated.widgetPointer)
            parts.overlays = layers
            for widget in layers { gtk_overlay_add_overlay(pointer, widget.widgetPointer) }
        }
    }
}

/// The widgets a layered view's overlay holds.
@MainActor
public final class LayerWidgets {
    var children: [Widget] = []
    var overlays: [Widget] = []
}
