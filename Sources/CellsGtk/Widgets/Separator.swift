import Cells
import Gtk

/// `Divider` as a `GtkSeparator` across its stack: a horizontal line as wide as a `VStack`
/// (a vertical one as tall as an `HStack`), which the stack stretches across its axis. As
/// SwiftUI's divider is flexible across the stack, it asks for the space there: a `VStack`
/// holding one takes the width it is offered.
extension DividerProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let separator = Widget(taking: gtk_separator_new(context.current.isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL))
        expandAcross(separator, isVertical: context.current.isVertical)
        return separator
    }

    public func update(_ separator: Widget, context: GtkWidgetContext<Self>) {
        if let previous = context.previous, previous.isVertical != isVertical {
            gtk_orientable_set_orientation(OpaquePointer(separator.rawPointer), isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
            Self.expandAcross(separator, isVertical: isVertical)
        }
    }

    /// Expands the separator along its line (and not across it).
    @MainActor private static func expandAcross(_ separator: Widget, isVertical: Bool) {
        separator.expandsHorizontally = !isVertical
        separator.expandsVertically = isVertical
    }
}
