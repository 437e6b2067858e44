import Cells
import Gtk

/// `Image` as a `GtkImage`: an icon-theme name (the core has mapped common SF Symbols names
/// already, see `SystemImageNames`) or a file.
extension ImageProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        Widget(taking: gtk_image_new())
    }

    public func update(_ image: Widget, context: GtkWidgetContext<Self>) {
        let pointer = image.opaque
        switch source {
        case .icon(let name): gtk_image_set_from_icon_name(pointer, name)
        case .file(let path): gtk_image_set_from_file(pointer, path)
        }
    }
}
