import Cells
import Gtk

/// `Divider` as a `GtkSeparator` across its stack.
extension DividerProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        Widget(taking: gtk_separator_new(context.current.isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL))
    }

    public func update(_ separator: Widget, context: GtkWidgetContext<Self>) {
        if let previous = context.previous, previous.isVertical != isVertical {
            gtk_orientable_set_orientation(OpaquePointer(separator.rawPointer), isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        }
    }
}
