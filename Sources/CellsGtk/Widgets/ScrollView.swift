import Cells
import Gtk

/// `ScrollView` as a `GtkScrolledWindow` around a box of its content (vertical, or horizontal
/// when it scrolls sideways only). It expands along the axes it scrolls.
extension ScrollProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> ScrolledWindow {
        let properties = context.current
        let scrolled = ScrolledWindow()
        let sideways = properties.horizontal && !properties.vertical
        scrolled.child = Box(orientation: sideways ? .horizontal : .vertical, spacing: Int(8))
        return scrolled
    }

    public func update(_ scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {
        scrolled.setPolicy(horizontal: horizontal ? .automatic : .never, vertical: vertical ? .automatic : .never)
        scrolled.setProperty("overlay-scrolling", true)
        scrolled.expandsVertically = vertical
        scrolled.expandsHorizontally = horizontal || vertical
        if horizontal, !vertical { scrolled.setProperty("propagate-natural-height", true) }
    }

    public static func setChildren(_ children: [Widget], of scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {
        scrolled.box?.setChildren(children)
    }
}

extension ScrolledWindow {
    /// The box a scroll view or form put inside (GTK adds a viewport between).
    var box: Box? { child as? Box }
}
