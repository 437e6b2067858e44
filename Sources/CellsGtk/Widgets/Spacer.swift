import Cells
import Gtk

/// `Spacer` as an empty `GtkBox` that expands along its stack's axis.
extension SpacerProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        Box(orientation: .horizontal, spacing: 0)
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {
        guard context.previous?.axis != axis || context.previous == nil else { return }
        box.expandsHorizontally = axis != .vertical
        box.expandsVertically = axis != .horizontal
    }
}
