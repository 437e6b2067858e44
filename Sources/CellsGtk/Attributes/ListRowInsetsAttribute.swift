import Cells
import Gtk

extension ListRowInsetsAttribute: GtkWidgetAttribute {
    /// The insets as the widget's margins, and GTK's row around it (while the widget is
    /// shown in it: rows are recycled) without the list's own padding.
    public static func apply(_ value: EdgeInsets??, previous: EdgeInsets??, to widget: Widget) {
        let insets = value.flatMap { $0 }
        widget.marginTop = Int((insets?.top ?? 0).rounded())
        widget.marginBottom = Int((insets?.bottom ?? 0).rounded())
        widget.marginStart = Int((insets?.leading ?? 0).rounded())
        widget.marginEnd = Int((insets?.trailing ?? 0).rounded())
        FlushRows.set(insets != nil, for: widget)
    }
}

/// List rows without their padding (`listview > row.cells-row-flush`), for the widgets with
/// `.listRowInsets`: the class goes on the row a widget is mapped into, off when it unmaps.
@MainActor
enum FlushRows {
    static let className = "cells-row-flush"
    private static var sheet: CSSStyleSheet?
    /// The rows each flush widget holds the class on now, by widget.
    private static var rows: [UnsafeMutableRawPointer: UnsafeMutablePointer<GtkWidget>] = [:]
    private static var watched: Set<UnsafeMutableRawPointer> = []
    private static var flush: Set<UnsafeMutableRawPointer> = []

    static func set(_ isFlush: Bool, for widget: Widget) {
        let key = widget.rawPointer
        if isFlush { flush.insert(key) } else { flush.remove(key) }
        if isFlush, sheet == nil {
            let css = CSSStyleSheet(css: "listview > row.\(className) { padding: 0; }")
            css.install()
            sheet = css
        }
        if isFlush, watched.insert(key).inserted {
            widget.onMap { [weak widget] in if let widget { attach(widget.widgetPointer) } }
            widget.onUnmap { detach(key) }
            g_object_weak_ref(widget.objectPointer, { _, object in
                assumingMainActor {
                    let key = UnsafeMutableRawPointer(object!)
                    FlushRows.detach(key)
                    FlushRows.watched.remove(key)
                    FlushRows.flush.remove(key)
                }
            }, nil)
        }
        detach(key)
        if isFlush, gtk_widget_get_mapped(widget.widgetPointer) != 0 { attach(widget.widgetPointer) }
    }

    private static func attach(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let key = UnsafeMutableRawPointer(widget)
        detach(key)
        guard flush.contains(key), let row = enclosingListRow(of: widget) else { return }
        gtk_widget_add_css_class(row, className)
        g_object_ref(UnsafeMutableRawPointer(row))
        rows[key] = row
    }

    private static func detach(_ key: UnsafeMutableRawPointer) {
        guard let row = rows.removeValue(forKey: key) else { return }
        gtk_widget_remove_css_class(row, className)
        g_object_unref(UnsafeMutableRawPointer(row))
    }
}
