import CGtk
import Gtk
import XCTest

/// Pixels of a widget as GTK renders it, for tests that check what is drawn.
enum RenderedPixels {
    /// The RGBA of the pixel at `x`, `y` of `widget` drawn alone (its own background and
    /// content, not its parents'), as GTK renders it now.
    @MainActor static func pixel(of widget: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int) throws -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
        let paintable = try XCTUnwrap(gtk_widget_paintable_new(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = try XCTUnwrap(gtk_snapshot_new())
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot), "the item draws something")
        defer { gsk_render_node_unref(node) }
        let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(widget)))
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        let texture = try XCTUnwrap(gsk_renderer_render_texture(renderer, node, &bounds))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(texture, &bytes, gsize(width * 4))
        // GDK_MEMORY_DEFAULT: premultiplied B, G, R, A.
        let offset = (y * width + x) * 4
        let alpha = Double(bytes[offset + 3]) / 255
        func channel(_ index: Int) -> Double { alpha > 0 ? Double(bytes[offset + index]) / 255 / alpha : 0 }
        return (channel(2), channel(1), channel(0), alpha)
    }
}
