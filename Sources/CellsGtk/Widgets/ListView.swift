import Cells
import Gtk

/// `List` as a `GtkListView` in a `GtkScrolledWindow`: rows are asked of the core as they
/// come into sight (`ListRowActions`) and handed back when they leave it.
extension ListProperties: GtkWidgetBinding {
    public typealias Actions = ListRowActions

    public func makeCoordinator() -> ListRows {
        ListRows()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> ScrolledWindow {
        let list = ListView()
        context.backend?.listStatistics.track(list)
        list.addCSSClass("rich-list")  // Adwaita's roomy rows, as in settings lists
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.child = list
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        let rows = context.coordinator
        rows.listView = list
        let actions = context.actions
        let statistics = context.backend?.listStatistics
        list.setRowHandlers(
            show: { [weak rows, weak statistics] position, previous in
                guard let rows else { return nil }
                let previousHandle = previous.flatMap { rows.hidden.removeValue(forKey: ObjectIdentifier($0)) }
                let started = g_get_monotonic_time()
                defer { statistics?.rowBindMicroseconds += Int(g_get_monotonic_time() - started) }
                guard let row = actions.current.widgetForRow(at: position, reusing: previousHandle) else { return nil }
                let widget = GtkBackend.gtkWidget(of: row)
                rows.hidden[ObjectIdentifier(widget)] = nil
                statistics?.rowWidgetsShown += 1
                // A moved row's widget may be shown already (GTK binds its new place first).
                if rows.shown.updateValue(row, forKey: ObjectIdentifier(widget)) == nil {
                    statistics?.rowWidgetsAlive += 1
                }
                return widget
            },
            hide: { [weak rows, weak statistics] widget in
                guard let rows, let handle = rows.shown.removeValue(forKey: ObjectIdentifier(widget)) else { return }
                statistics?.rowWidgetsAlive -= 1
                rows.hidden[ObjectIdentifier(widget)] = handle
                actions.current.rowWasHidden(handle)
            },
            drop: { [weak rows] widget in
                rows?.hidden[ObjectIdentifier(widget)] = nil
            }
        )
        return scrolled
    }

    public func update(_ scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {}

    public static func updateRows(of scrolled: ScrolledWindow, with splices: [RowSplice], context: GtkWidgetContext<Self>) {
        context.coordinator.listView?.applyRowChanges(splices.map { ($0.position, $0.removed, $0.inserted) })
    }
}

/// The row widgets a list view holds (as the core's widgets, by their GTK widget): those
/// shown, and those out of sight but still in a GTK cell (reused for the next row shown there).
@MainActor
public final class ListRows {
    weak var listView: ListView?
    var shown: [ObjectIdentifier: AnyObject] = [:]
    var hidden: [ObjectIdentifier: AnyObject] = [:]
}
