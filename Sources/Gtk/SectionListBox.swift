import CGtk

/// A `GtkListBox` for a form's boxed section, whose rows hold controls rather than being
/// chosen themselves: Tab and Shift+Tab go from control to control through the rows, skipping
/// rows with nothing to focus (a label, a progress bar), in both directions.
///
/// GtkListBox's own keyboard focus enters a list at its first row going forward and its last
/// going backward, and moves row by row: when that row has nothing to focus, it gives up and the
/// focus leaves the list, so every control in the section was skipped (Shift+Tab past a whole
/// section whose last row is a label). This subclass (GType `CellsSectionListBox`) replaces only
/// the `focus` virtual function; drawing, CSS (`list`, `row`) and accessibility stay GtkListBox's.
public enum SectionListBox {
    /// A new, floating list box of the subclass.
    @MainActor public static func make() -> UnsafeMutablePointer<GtkWidget> {
        WidgetSubclass.make(type)
    }

    private static let type = WidgetSubclass.register("CellsSectionListBox", parent: gtk_list_box_get_type()) { classPointer, _ in
        let widgetClass = UnsafeMutableRawPointer(classPointer!).assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.focus = { widget, direction in SectionListBox.focus(widget!, direction) }
    }

    /// Gives the focus to the next control in `direction` inside the rows, trying each row in
    /// turn from the one that has the focus (or from the end the focus comes in at); false
    /// lets the focus leave the list.
    private static func focus(_ list: UnsafeMutablePointer<GtkWidget>, _ direction: GtkDirectionType) -> gboolean {
        let inside = gtk_widget_get_focus_child(list)
        if let inside, gtk_widget_child_focus(inside, direction) != 0 { return 1 }
        let forward: Bool
        switch direction {
        case GTK_DIR_TAB_FORWARD, GTK_DIR_DOWN: forward = true
        case GTK_DIR_TAB_BACKWARD, GTK_DIR_UP: forward = false
        default: return 0  // Left and Right stay within a row.
        }
        var rows: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(list)
        while let row = child {
            if gtk_widget_get_visible(row) != 0, gtk_widget_get_child_visible(row) != 0, gtk_widget_is_sensitive(row) != 0 { rows.append(row) }
            child = gtk_widget_get_next_sibling(row)
        }
        if !forward { rows.reverse() }
        let start = inside.flatMap { current in rows.firstIndex(of: current).map { $0 + 1 } } ?? 0
        for row in rows.dropFirst(start) where gtk_widget_child_focus(row, direction) != 0 { return 1 }
        return 0
    }
}
