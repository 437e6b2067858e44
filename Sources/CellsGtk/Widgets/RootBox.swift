import Cells
import Gtk

/// A view graph's root: a vertical `GtkBox` that fills the window.
extension RootProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let box = Box(orientation: .vertical, spacing: 0)
        box.expandsHorizontally = true
        box.expandsVertically = true
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {}

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        box.setChildren(children)
    }
}
