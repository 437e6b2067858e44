import Cells
import Gtk

/// What lazy grids and lazy stacks share: a list or grid view of the core's rows as a
/// scrolled window's own child (so GTK makes only what is in sight), named for screen
/// readers by the window's title, its items activated by Enter and Space.
@MainActor
enum LazyContainer {
    /// The style class of a lazy container's scrolled window: a `ScrollView` around it gives
    /// way to it (it scrolls itself).
    static let scrollsItselfClass = "cells-scrolls-itself"

    /// A scrolled window around `list`, scrolling along `vertical`, whose rows `rows` asks of
    /// the core through the context's actions.
    static func scrolledWindow<Binding: GtkWidgetBinding>(
        around list: Gtk.ListView, vertical: Bool, rows: ListRows, context: GtkWidgetContext<Binding>
    ) -> ScrolledWindow where Binding.Actions == ListRowActions {
        context.backend?.listStatistics.track(list)
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: vertical ? .never : .automatic, vertical: vertical ? .automatic : .never)
        scrolled.child = list
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        scrolled.addCSSClass(scrollsItselfClass)
        ListAccessibleNames.nameByWindowTitleWhenShown(list)
        rows.connect(list, actions: context.actions, statistics: context.backend?.listStatistics)
        list.onActivateRow { row in RowActivation.activate(row.widgetPointer) }
        RowActivation.activateOnSpace(list)
        return scrolled
    }
}
