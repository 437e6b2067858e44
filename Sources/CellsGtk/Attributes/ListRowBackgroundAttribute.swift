import Cells
import Gtk

extension ListRowBackgroundAttribute: GtkWidgetAttribute {
    /// A CSS class on GTK's row (the list item widget around the row) while the widget is
    /// shown in it: the row, not only the widget, gets the tint.
    public static func apply(_ value: Color??, previous: Color??, to widget: Widget) {
        RowBackgroundStyles.apply(value.flatMap { $0 }, to: widget)
    }
}

/// Row tints as CSS classes ("cells-row-bg-yellow") on GTK's list rows. One style sheet per
/// display and colour, counted like ``TextColorStyles``: the first widget to use a colour
/// installs its sheet, the last to stop (its colour changed, or it was finalized) takes it off.
/// A widget with a tint follows its row: when it is mapped into a row the class goes on that
/// row, when it is unmapped the class comes off (rows are recycled).
@MainActor
public enum RowBackgroundStyles {
    /// What one tinted widget holds: its class, its display, the row it tints now.
    private final class Tint {
        var color: Color?
        var display: OpaquePointer?
        var row: UnsafeMutablePointer<GtkWidget>?
    }

    private static let sheets = SharedStyleSheets()
    private static var tints: [UnsafeMutableRawPointer: Tint] = [:]

    static func apply(_ color: Color?, to widget: Widget) {
        let color = color?.css == nil ? nil : color
        let tint: Tint
        if let existing = tints[widget.rawPointer] {
            tint = existing
        } else {
            guard color != nil else { return }
            tint = Tint()
            tints[widget.rawPointer] = tint
            watch(widget, tint)
        }
        guard tint.color != color else { return }
        detach(tint)
        if let old = tint.color, let display = tint.display { release(old, on: display) }
        tint.color = color
        tint.display = gtk_widget_get_display(widget.widgetPointer)
        if let color, let display = tint.display { retain(color, on: display) }
        if gtk_widget_get_mapped(widget.widgetPointer) != 0 { attach(tint, from: widget.widgetPointer) }
    }

    /// How many row tint style sheets are installed now, over all displays.
    public static var installedCount: Int { sheets.installedCount }

    /// How many widgets have a row tint now.
    public static var tintedWidgetCount: Int { tints.count }

    private static func watch(_ widget: Widget, _ tint: Tint) {
        widget.onMap { [weak widget, weak tint] in
            guard let widget, let tint else { return }
            attach(tint, from: widget.widgetPointer)
        }
        widget.onUnmap { [weak tint] in
            if let tint { detach(tint) }
        }
        g_object_weak_ref(widget.objectPointer, { _, object in
            assumingMainActor { RowBackgroundStyles.finalized(UnsafeMutableRawPointer(object!)) }
        }, nil)
    }

    private static func finalized(_ key: UnsafeMutableRawPointer) {
        guard let tint = tints.removeValue(forKey: key) else { return }
        detach(tint)
        if let color = tint.color, let display = tint.display { release(color, on: display) }
    }

    /// Puts the tint's class on GTK's row around `widget`, if it is in a list row.
    private static func attach(_ tint: Tint, from widget: UnsafeMutablePointer<GtkWidget>) {
        detach(tint)
        guard let color = tint.color, let row = enclosingListRow(of: widget) else { return }
        gtk_widget_add_css_class(row, className(color.name))
        g_object_ref(UnsafeMutableRawPointer(row))
        tint.row = row
    }

    private static func detach(_ tint: Tint) {
        guard let row = tint.row else { return }
        tint.row = nil
        if let color = tint.color { gtk_widget_remove_css_class(row, className(color.name)) }
        g_object_unref(UnsafeMutableRawPointer(row))
    }

    private static func retain(_ color: Color, on display: OpaquePointer) {
        let base = color.hex.map { $0.hasPrefix("#") ? $0 : "#\($0)" } ?? color.css ?? "transparent"
        sheets.retain(className(color.name), on: display) { name in
            """
            listview > row.\(name):not(:selected) { background-color: alpha(\(base), 0.2); }
            listview > row.\(name):not(:selected):hover { background-color: alpha(\(base), 0.28); }
            """
        }
    }

    private static func release(_ color: Color, on display: OpaquePointer) {
        sheets.release(className(color.name), on: display)
    }

    private static func className(_ name: String) -> String { "cells-row-bg-\(name)" }
}
