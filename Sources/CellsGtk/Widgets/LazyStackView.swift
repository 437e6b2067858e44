import Cells
import Gtk

/// `LazyVStack` and `LazyHStack` as a `GtkListView` (horizontal for `LazyHStack`) in a
/// `GtkScrolledWindow`, without a list's look: rows are the core's views, made as they come
/// into sight (``ListRows``), with the stack's spacing between them and no highlight.
extension LazyStackProperties: GtkWidgetBinding {
    public typealias Actions = ListRowActions

    public func makeCoordinator() -> LazyStackParts {
        LazyStackParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> ScrolledWindow {
        let vertical = context.current.axis == .vertical
        let list = ListView()
        if !vertical { gtk_orientable_set_orientation(OpaquePointer(list.widgetPointer), GTK_ORIENTATION_HORIZONTAL) }
        return LazyContainer.scrolledWindow(around: list, vertical: vertical, rows: context.coordinator.rows, context: context)
    }

    public func update(_ scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {
        guard context.previous != self, let list = context.coordinator.rows.listView else { return }
        context.coordinator.styleClass = LazyStackLook.apply(self, to: list, replacing: context.coordinator.styleClass)
    }

    public static func updateRows(of scrolled: ScrolledWindow, with splices: [RowSplice], context: GtkWidgetContext<Self>) {
        context.coordinator.rows.listView?.applyRowChanges(ListRows.changes(of: splices))
    }

    public static func dismantle(_ scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {
        if let list = context.coordinator.rows.listView {
            context.coordinator.styleClass = LazyStackLook.apply(nil, to: list, replacing: context.coordinator.styleClass)
        }
    }
}

/// A lazy stack's rows and the style class of its look.
@MainActor
public final class LazyStackParts {
    let rows = ListRows()
    var styleClass: String?
}

/// A lazy stack's look as CSS on its list view: no background or row highlight, the
/// spacing as each row's margin after it.
@MainActor
enum LazyStackLook {
    private static let sheets = SharedStyleSheets()

    static func apply(_ properties: LazyStackProperties?, to list: Gtk.ListView, replacing previous: String?) -> String? {
        guard let properties else { return sheets.replaceClass(previous, with: nil, on: list) { _ in "" } }
        let spacing = Int(properties.spacing ?? 8)
        let after = properties.axis == .vertical ? "bottom" : "right"
        return sheets.replaceClass(previous, with: "cells-lazy-stack-\(spacing)-\(after)", on: list) { cls in
            """
            listview.\(cls) { background: none; }
            listview.\(cls) > row { padding: 0; margin-\(after): \(spacing)px; background: none; border: none; }
            """
        }
    }
}
