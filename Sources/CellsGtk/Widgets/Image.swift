import Cells
import Gtk

/// `Image` as a `GtkImage`: an icon-theme name (the core has mapped common SF Symbols names
/// already, see `SystemImageNames`) or a file. Screen readers read its name (the symbol's or
/// file's in words; `.accessibilityLabel` beats it); a decorative image (`Image(decorative:)`,
/// a `Label`'s icon beside its title) is hidden from them (GTK_ACCESSIBLE_STATE_HIDDEN), so it
/// is not read as "image" or as GTK's class name.
extension ImageProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        Widget(taking: gtk_image_new())
    }

    public func update(_ image: Widget, context: GtkWidgetContext<Self>) {
        let pointer = image.opaque
        if context.previous?.source != source {
            switch source {
            case .icon(let name): gtk_image_set_from_icon_name(pointer, name)
            case .file(let path): gtk_image_set_from_file(pointer, path)
            }
        }
        if context.previous == nil || context.previous?.accessibilityName != accessibilityName {
            image.setDerivedAccessibleLabel(accessibilityName)
            if accessibilityName == nil {
                cells_accessible_set_boolean_state(image.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
            } else if context.previous != nil, context.previous?.accessibilityName == nil {
                cells_accessible_reset_state(image.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN)
            }
        }
    }
}
