import Cells
import Gtk

/// `Link` as a `GtkLinkButton`, which opens its URI with the desktop's handler.
extension LinkProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        Widget(taking: gtk_link_button_new_with_label(context.current.destination, context.current.title))
    }

    public func update(_ link: Widget, context: GtkWidgetContext<Self>) {
        guard let previous = context.previous else {
            if !isEnabled { link.isSensitive = false }
            return
        }
        if previous.destination != destination { gtk_link_button_set_uri(link.opaque, destination) }
        if previous.title != title { gtk_button_set_label(link.pointer(), title) }
        if previous.isEnabled != isEnabled { link.isSensitive = isEnabled }
    }
}
