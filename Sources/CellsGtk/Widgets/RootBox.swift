import Cells
import Gtk

/// A view graph's root: a vertical `GtkBox` that fills the window (laid out by
/// `SingleChildColumn`, in the Gtk module, while it holds one widget).
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
        // Most windows hold one view: laid out as the box would, more cheaply.
        SingleChildColumn.use(children.count == 1, on: box)
    }
}
