import CGtk

/// The layout of a vertical `GtkBox` holding one child, as the box lays it out: the child as
/// wide as the box, at the top, its natural height for that width (at least its minimum; the
/// whole height if it expands vertically). It is a `GtkCustomLayout` set on the box (CSS,
/// accessibility and the child list stay the box's), for a box whose one child is a whole
/// window's content (a view graph's root).
///
/// Why not the box's own layout: asked for its width at a given height, a box first works out
/// the height it would give each child, and GTK then measures the content at more sizes. One
/// box between a window and its content cost 0.68M instructions of the title editor's
/// opening, against 0.19M for a layout that passes the question on (Benchmarks/RESULTS.md,
/// "Instructions per operation").
public enum SingleChildColumn {
    /// Lays `box` out as a column of one child while `isSingle`, and as a vertical box with no
    /// spacing (the box's own layout) otherwise. Changes the layout only when that changes.
    @MainActor public static func use(_ isSingle: Bool, on box: Box) {
        let widget = box.widgetPointer
        guard isSingle != isInstalled(on: widget) else { return }
        // The widget takes the layout manager's reference.
        gtk_widget_set_layout_manager(widget, isSingle ? make() : gtk_box_layout_new(GTK_ORIENTATION_VERTICAL))
    }

    private static func isInstalled(on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let manager = gtk_widget_get_layout_manager(widget) else { return false }
        return g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(manager)), gtk_custom_layout_get_type()) != 0
    }

    private static func make() -> UnsafeMutablePointer<GtkLayoutManager> {
        gtk_custom_layout_new(
            { widget in
                guard let child = SingleChildColumn.child(of: widget!) else { return GTK_SIZE_REQUEST_CONSTANT_SIZE }
                return gtk_widget_get_request_mode(child)
            },
            { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                var childMinimum: gint = 0, childNatural: gint = 0
                if let child = SingleChildColumn.child(of: widget!) {
                    gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
                }
                minimum?.pointee = childMinimum
                natural?.pointee = childNatural
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            },
            { widget, width, height, _ in
                guard let child = SingleChildColumn.child(of: widget!) else { return }
                var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
                if gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL) == 0 {
                    // As the box: the natural height for the width, or less if the box is
                    // shorter, never under the minimum.
                    var minimum: gint = 0, natural: gint = 0
                    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
                    allocation.height = max(minimum, min(natural, height))
                }
                gtk_widget_size_allocate(child, &allocation, -1)
            }
        )
    }

    /// The box's child that takes part in layout (a hidden one does not).
    private static func child(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let each = child {
            if gtk_widget_should_layout(each) != 0 { return each }
            child = gtk_widget_get_next_sibling(each)
        }
        return nil
    }
}
