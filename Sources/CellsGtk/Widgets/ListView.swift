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
        // Screen readers call the list by `.accessibilityLabel`, else by the window's title.
        ListAccessibleNames.nameByWindowTitleWhenShown(list)
        let rows = context.coordinator
        let actions = context.actions
        rows.connect(list, actions: actions, statistics: context.backend?.listStatistics)
        // Enter or Space on a focused row does what a click on the row's control does (in a
        // list without selection; with selection, GTK's list items select on Space).
        list.onActivateRow { [weak list] row in
            if let list, list.selectionMode != .none, let position = list.position(ofRowContaining: row.widgetPointer) {
                actions.perform { $0.selectRows(at: [position]) }
            } else {
                RowActivation.activate(row.widgetPointer)
            }
        }
        if context.current.selectionMode == .none { RowActivation.activateOnSpace(list) }
        return scrolled
    }

    public func update(_ scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {
        guard let list = context.coordinator.listView else { return }
        if context.previous?.isSidebar != isSidebar, context.previous != nil || isSidebar {
            // A split view's sidebar: GNOME's navigation sidebar rows, not a settings list's.
            if isSidebar { list.removeCSSClass("rich-list"); list.addCSSClass("navigation-sidebar") }
            else { list.removeCSSClass("navigation-sidebar"); list.addCSSClass("rich-list") }
            context.coordinator.centersRows = isSidebar
        }
        // Lists that neither select nor edit rows (the benchmarked ones) stop here.
        if selectionMode != .none || context.previous.map({ $0.selectionMode != .none }) == true {
            ListSelectionSync.update(list, properties: self, context: context)
        }
        if canDeleteRows || canMoveRows { ListEditingKeys.install(on: list, rows: context.coordinator, actions: context.actions) }
        if canMoveRows { ListEditingKeys.enableDragging(on: list, actions: context.actions) }
    }

    public static func updateRows(of scrolled: ScrolledWindow, with splices: [RowSplice], context: GtkWidgetContext<Self>) {
        guard let list = context.coordinator.listView else { return }
        let changes = ListRows.changes(of: splices)
        if list.selectionMode == .none {
            list.applyRowChanges(changes)
        } else {
            // GTK drops the selection of rows removed (and of moved rows, removed and
            // inserted again): select the rows of the selected ids again, unreported.
            list.withoutSelectionReports { list.applyRowChanges(changes) }
            list.setSelectedPositions(context.actions.current.selectedRowPositions)
        }
    }
}

/// The row widgets a list view holds (as the core's widgets, by their GTK widget): those
/// shown, and those out of sight but still in a GTK cell (reused for the next row shown there).
@MainActor
public final class ListRows {
    weak var listView: ListView?
    /// Whether the Delete, Alt+Up and Alt+Down shortcuts are installed (once a list edits).
    var hasEditingKeys = false
    /// Whether the selection is to be shown again once the update pass is over.
    var isSelectionSyncScheduled = false
    var shown: [ObjectIdentifier: AnyObject] = [:]
    var hidden: [ObjectIdentifier: AnyObject] = [:]
    /// Whether rows sit in the middle of their height: a sidebar's rows are taller than their
    /// text (libadwaita's navigation sidebar), whose wrapping labels start at the top.
    var centersRows = false
    /// Where a lazy grid's items sit in their cells (its `GridItem`'s alignment, centred by
    /// default, as SwiftUI's): an item that does not take the space offered (a `Text`, a
    /// fixed frame) sits there; one that does (`.frame(maxWidth: .infinity)`) fills its cell.
    var itemAlignment: (horizontal: Widget.Alignment, vertical: Widget.Alignment)?

    /// Makes `list` ask the core for row widgets through `actions` as rows come into sight,
    /// and hand them back as they leave it (a list's rows and a lazy grid's items alike).
    func connect(_ list: ListView, actions: WidgetActions<ListRowActions>, statistics: ListRowStatistics?) {
        listView = list
        list.setRowHandlers(
            show: { [weak self, weak statistics] position, previous in
                guard let self else { return nil }
                let previousHandle = previous.flatMap { self.hidden.removeValue(forKey: ObjectIdentifier($0)) }
                let started = g_get_monotonic_time()
                defer { statistics?.rowBindMicroseconds += Int(g_get_monotonic_time() - started) }
                guard let row = actions.current.widgetForRow(at: position, reusing: previousHandle) else { return nil }
                let widget = GtkBackend.gtkWidget(of: row)
                if self.centersRows { widget.verticalAlignment = .center }
                if let alignment = self.itemAlignment {
                    widget.horizontalAlignment = widget.wantsToExpand(horizontally: true) ? .fill : alignment.horizontal
                    widget.verticalAlignment = widget.wantsToExpand(horizontally: false) ? .fill : alignment.vertical
                }
                self.hidden[ObjectIdentifier(widget)] = nil
                statistics?.rowWidgetsShown += 1
                // A moved row's widget may be shown already (GTK binds its new place first).
                if self.shown.updateValue(row, forKey: ObjectIdentifier(widget)) == nil {
                    statistics?.rowWidgetsAlive += 1
                }
                // Once GTK holds it: screen readers read the row by its text, and its buttons
                // with the row's title ("More for Dune").
                RowAccessibleNames.schedule(widget.widgetPointer, .listContent)
                return widget
            },
            hide: { [weak self, weak statistics] widget in
                guard let self, let handle = self.shown.removeValue(forKey: ObjectIdentifier(widget)) else { return }
                statistics?.rowWidgetsAlive -= 1
                self.hidden[ObjectIdentifier(widget)] = handle
                actions.current.rowWasHidden(handle)
            },
            drop: { [weak self] widget in
                self?.hidden[ObjectIdentifier(widget)] = nil
            }
        )
    }

    /// The core's row splices as the list view's changes. A loop, not `map`: a filter toggle
    /// hands over a splice per run of rows (33,333 for 100,000 products), and a main-actor
    /// closure given to the standard library checks its actor on every call.
    static func changes(of splices: [RowSplice]) -> [(position: Int, removed: Int, inserted: Int)] {
        var changes: [(position: Int, removed: Int, inserted: Int)] = []
        changes.reserveCapacity(splices.count)
        for splice in splices { changes.append((splice.position, splice.removed, splice.inserted)) }
        return changes
    }
}

/// What activating a list row (Enter or Space on the focused row) does: the first thing in
/// the row, depth first, that a click acts on: an `.onTapGesture` runs, a toggle flips, a
/// button is pressed.
@MainActor
enum RowActivation {
    static func activate(_ row: UnsafeMutablePointer<GtkWidget>) {
        _ = activateFirst(in: row)
    }

    /// GTK's list items take Space for selection, which a list without selection ignores:
    /// a shortcut seen before them (capture phase) activates the focused row's control
    /// instead; Space in a text field inside a row goes on to the field.
    static func activateOnSpace(_ list: Gtk.ListView) {
        let controller = gtk_shortcut_controller_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let action = gtk_callback_action_new({ widget, _, _ in
            assumingMainActor {
                guard let widget, let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
                      gtk_widget_is_ancestor(focus, widget) != 0 else { return 0 }
                return RowActivation.activateFirst(in: focus) ? 1 : 0
            }
        }, nil, nil)
        let trigger = gtk_alternative_trigger_new(gtk_shortcut_trigger_parse_string("space"), gtk_shortcut_trigger_parse_string("KP_Space"))
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
        gtk_widget_add_controller(list.widgetPointer, controller)
    }

    static func activateFirst(in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let clickable = [gtk_button_get_type(), gtk_check_button_get_type(), gtk_switch_get_type()]
        var activated = false
        walkWidgetTree(from: widget) { current in
            if let tap = EventControllers.tapAction(of: UnsafeMutableRawPointer(current)) {
                tap.perform()
                activated = true
                return .stop
            }
            if gtk_widget_is_sensitive(current) != 0, clickable.contains(where: { widgetIsA(current, $0) }) {
                activated = gtk_widget_activate(current) != 0
                return .stop
            }
            return .descend
        }
        return activated
    }
}
