import Cells
import Foundation
import Gtk

/// Draws a canvas's images with cairo: an icon from the widget's icon theme, or a file, loaded
/// at the size it is drawn (an SVG icon is rendered at that size, not scaled up from 16
/// pixels). A template (a symbolic icon, or `.renderingMode(.template)`) is a mask filled with
/// the command's paint, so it follows the theme's text colour as a symbolic icon does; other
/// images keep their colours. An image that cannot be loaded draws nothing and is warned
/// about once, naming it.
@MainActor
enum CanvasImages {
    private static var warned: Set<ImageProperties.Source> = []

    static func draw(_ image: ImageProperties, _ placement: CanvasImagePlacement, command: CanvasCommand,
                     on cairo: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>, paint: () -> Void) {
        let rect = self.rect(of: image, placement)
        let width = Int32(max(rect.width.rounded(), 1)), height = Int32(max(rect.height.rounded(), 1))
        guard let (pixbuf, isTemplate) = load(image, width: width, height: height, widget: widget) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        CanvasReplay.applyTransform(command.transform, on: cairo)
        // The pixbuf's pixels fill the rectangle (a file loaded at its aspect ratio is
        // stretched to the rectangle, as SwiftUI's `draw(_:in:)` does).
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / Double(gdk_pixbuf_get_width(pixbuf)), rect.height / Double(gdk_pixbuf_get_height(pixbuf)))
        gdk_cairo_set_source_pixbuf(cairo, pixbuf, 0, 0)
        guard isTemplate, let pattern = cairo_pattern_reference(cairo_get_source(cairo)) else {
            cairo_paint(cairo)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        paint()
        cairo_mask(cairo, pattern)
    }

    /// Where the image goes: the rectangle, or its natural size placed by its anchor.
    private static func rect(of image: ImageProperties, _ placement: CanvasImagePlacement) -> CGRect {
        switch placement {
        case .rect(let rect):
            return rect
        case .point(let point, let anchor):
            let size = naturalSize(of: image)
            return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        }
    }

    /// An icon's size at its scale (GTK's 16-pixel icons at `.medium`); a file's pixels.
    private static func naturalSize(of image: ImageProperties) -> CGSize {
        switch image.source {
        case .icon:
            let side: Double = switch image.scale {
            case .small: 12
            case .medium: 16
            case .large: 24
            }
            return CGSize(width: side, height: side)
        case .file(let path):
            var width: Int32 = 0, height: Int32 = 0
            guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else { return .zero }
            return CGSize(width: Double(width), height: Double(height))
        }
    }

    /// The image's pixels at `width` × `height` and whether they are a mask to fill.
    private static func load(_ image: ImageProperties, width: Int32, height: Int32,
                             widget: UnsafeMutablePointer<GtkWidget>) -> (OpaquePointer, Bool)? {
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        let pixbuf: OpaquePointer?
        var isTemplate = image.renderingMode == .template
        switch image.source {
        case .file(let path):
            pixbuf = gdk_pixbuf_new_from_file_at_scale(path, width, height, 0, &error)
        case .icon(let name):
            let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget))
            let icon = gtk_icon_theme_lookup_icon(theme, name, nil, max(width, height), gtk_widget_get_scale_factor(widget),
                                                  GTK_TEXT_DIR_NONE, GtkIconLookupFlags(rawValue: 0))
            defer { if let icon { g_object_unref(UnsafeMutableRawPointer(icon)) } }
            isTemplate = isTemplate || (image.renderingMode == nil && icon.map { gtk_icon_paintable_is_symbolic($0) != 0 } == true)
            guard let icon, let file = gtk_icon_paintable_get_file(icon) else {
                pixbuf = nil
                break
            }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            let stream = g_file_read(file, nil, &error)
            defer { if let stream { g_object_unref(UnsafeMutableRawPointer(stream)) } }
            pixbuf = stream.flatMap {
                gdk_pixbuf_new_from_stream_at_scale(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GInputStream.self),
                                                    width, height, 0, nil, &error)
            }
        }
        guard let pixbuf else {
            if warned.insert(image.source).inserted {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "not in the icon theme"
                Diagnostics.warn("Canvas could not draw the image \(image.source): \(reason)")
            }
            return nil
        }
        return (pixbuf, isTemplate)
    }
}
