import Gtk

/// GTK's row of a `GtkListView` (its list item widget, CSS name "row") around `widget`, if
/// the widget is shown in one: row tints, row insets and gestures in rows act on it.
@MainActor
func enclosingListRow(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    var current = gtk_widget_get_parent(widget)
    while let candidate = current {
        if String(cString: gtk_widget_get_css_name(candidate)) == "row",
           let parent = gtk_widget_get_parent(candidate), String(cString: gtk_widget_get_css_name(parent)) == "listview" {
            return candidate
        }
        current = gtk_widget_get_parent(candidate)
    }
    return nil
}
