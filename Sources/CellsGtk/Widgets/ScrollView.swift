import Cells
import Gtk

/// `ScrollView` as a `GtkScrolledWindow` around a box of its content (vertical, or horizontal
/// when it scrolls sideways only), or, around a lazy grid alone, the grid's own. The scrolled window sits in a box that expands along the
/// axes it scrolls, so a stack gives it the space (a stack stretches expanding boxes).
extension ScrollProperties: GtkWidgetBinding {
    public func makeCoordinator() -> ScrollParts {
        ScrollParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let properties = context.current
        let parts = context.coordinator
        let sideways = properties.horizontal && !properties.vertical
        parts.content = Box(orientation: sideways ? .horizontal : .vertical, spacing: 8)
        parts.scrolled.child = parts.content
        parts.scrolled.expandsHorizontally = true
        parts.scrolled.expandsVertically = true
        let outer = Box(orientation: .vertical, spacing: 0)
        outer.append(parts.scrolled)
        return outer
    }

    public func update(_ outer: Box, context: GtkWidgetContext<Self>) {
        let scrolled = context.coordinator.scrolled
        scrolled.setPolicy(horizontal: horizontal ? .automatic : .never, vertical: vertical ? .automatic : .never)
        outer.expandsVertically = vertical
        outer.expandsHorizontally = true
        if horizontal, !vertical { scrolled.setProperty("propagate-natural-height", true) }
    }

    /// The content goes in the scrolled window's box; a lazy grid or stack alone (which
    /// scrolls itself: GTK's grid and list views make only what is in sight when they are a
    /// scrolled window's own child) takes the scrolled window's place instead.
    public static func setChildren(_ children: [Widget], of outer: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        if children.count == 1, children[0].hasCSSClass(LazyContainer.scrollsItselfClass) {
            parts.content?.setChildren([])
            outer.setChildren([children[0]])
        } else {
            parts.content?.setChildren(children)
            outer.setChildren([parts.scrolled])
        }
    }
}

/// The scrolled window of a scroll view and the box of its content.
@MainActor
public final class ScrollParts {
    let scrolled = ScrolledWindow()
    var content: Box?
}
