import CGtk

/// The layout of a row with a title at its start and a control at its end (GNOME's pattern for
/// a form row): side by side while they fit, the title wrapping first; the control under the
/// title once the row is too narrow for both (segmented buttons, a slider, an entry in a
/// phone-sized window).
///
/// Side by side, the control gets its natural width and the title the rest; extra width goes
/// to the title, or to the control if it expands. The row stacks when, beside the control, the
/// title would get less than its natural width and less than a third of the row. Stacked, the
/// title takes the whole width and the control sits under it, at its natural width at the
/// start, or across the row if it expands. The row's minimum width is the wider of the two
/// minimums, so it never makes a window wider than its widest part.
///
/// It is a `GtkCustomLayout` set on a `GtkBox` (CSS, accessibility and the child list stay
/// the box's): the box's first visible child is the title, its last the control.
public enum ReflowingRow {
    /// Pixels between the title and the control side by side.
    public static let horizontalSpacing = 12
    /// Pixels between the title and the control under it.
    public static let verticalSpacing = 6

    /// Lays out `box`'s two children as a reflowing row. The box's own spacing and
    /// orientation no longer apply.
    @MainActor public static func install(on box: Box) {
        let layout = gtk_custom_layout_new(
            { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH },
            { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                let size = ReflowingRow.measure(widget!, orientation, forSize)
                minimum?.pointee = gint(size.minimum)
                natural?.pointee = gint(size.natural)
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            },
            { widget, width, height, _ in ReflowingRow.allocate(widget!, Int(width), Int(height)) }
        )
        gtk_widget_set_layout_manager(box.widgetPointer, layout)
    }

    /// Whether `row`, laid out `width` pixels wide, has its control under its title.
    public static func stacks(_ row: UnsafeMutablePointer<GtkWidget>, atWidth width: Int) -> Bool {
        guard let parts = parts(of: row), let control = parts.control else { return false }
        if case .stacked = plan(title: parts.title, control: control, width: width) { return true }
        return false
    }

    private typealias Size = (minimum: Int, natural: Int)

    private enum Plan {
        case beside(title: Int, control: Int)
        case stacked(control: Int)
    }

    /// The title (first visible child) and control (last visible child, if another).
    private static func parts(of row: UnsafeMutablePointer<GtkWidget>) -> (title: UnsafeMutablePointer<GtkWidget>, control: UnsafeMutablePointer<GtkWidget>?)? {
        var visible: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(row)
        while let widget = child {
            if gtk_widget_get_visible(widget) != 0 { visible.append(widget) }
            child = gtk_widget_get_next_sibling(widget)
        }
        guard let first = visible.first else { return nil }
        return (first, visible.count > 1 ? visible.last : nil)
    }

    private static func size(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, _ forSize: Int = -1) -> Size {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(widget, orientation, gint(forSize), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    private static func expands(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_compute_expand(widget, GTK_ORIENTATION_HORIZONTAL) != 0
    }

    /// Where the title and control go in a row `width` pixels wide.
    private static func plan(title: UnsafeMutablePointer<GtkWidget>, control: UnsafeMutablePointer<GtkWidget>, width: Int) -> Plan {
        let titleSize = size(title, GTK_ORIENTATION_HORIZONTAL)
        let controlSize = size(control, GTK_ORIENTATION_HORIZONTAL)
        let titleSpace = width - horizontalSpacing - controlSize.natural
        let titleWants = min(titleSize.natural, max(titleSize.minimum, width / 3))
        guard titleSpace >= titleWants else {
            let controlWidth = expands(control) ? width : min(controlSize.natural, width)
            return .stacked(control: max(controlWidth, min(controlSize.minimum, width)))
        }
        let extra = titleSpace - titleSize.natural
        guard extra > 0 else { return .beside(title: titleSpace, control: controlSize.natural) }
        switch (expands(title), expands(control)) {
        case (true, true): return .beside(title: titleSize.natural + extra / 2, control: controlSize.natural + extra - extra / 2)
        case (false, true): return .beside(title: titleSize.natural, control: controlSize.natural + extra)
        default: return .beside(title: titleSpace, control: controlSize.natural)
        }
    }

    private static func measure(_ row: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, _ forSize: gint) -> Size {
        guard let (title, control) = parts(of: row) else { return (0, 0) }
        guard let control else { return size(title, orientation, Int(forSize)) }
        let titleWidth = size(title, GTK_ORIENTATION_HORIZONTAL)
        let controlWidth = size(control, GTK_ORIENTATION_HORIZONTAL)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            return (max(titleWidth.minimum, controlWidth.minimum), titleWidth.natural + horizontalSpacing + controlWidth.natural)
        }
        let width = forSize >= 0 ? Int(forSize) : titleWidth.natural + horizontalSpacing + controlWidth.natural
        switch plan(title: title, control: control, width: width) {
        case let .beside(titleWidth, controlWidth):
            let titleHeight = size(title, GTK_ORIENTATION_VERTICAL, titleWidth)
            let controlHeight = size(control, GTK_ORIENTATION_VERTICAL, controlWidth)
            return (max(titleHeight.minimum, controlHeight.minimum), max(titleHeight.natural, controlHeight.natural))
        case let .stacked(controlWidth):
            let titleHeight = size(title, GTK_ORIENTATION_VERTICAL, width)
            let controlHeight = size(control, GTK_ORIENTATION_VERTICAL, controlWidth)
            return (titleHeight.minimum + verticalSpacing + controlHeight.minimum, titleHeight.natural + verticalSpacing + controlHeight.natural)
        }
    }

    private static func allocate(_ row: UnsafeMutablePointer<GtkWidget>, _ width: Int, _ height: Int) {
        guard let (title, control) = parts(of: row) else { return }
        guard let control else {
            place(title, x: 0, y: 0, width: width, height: height, in: width, of: row)
            return
        }
        switch plan(title: title, control: control, width: width) {
        case let .beside(titleWidth, controlWidth):
            place(title, x: 0, y: 0, width: titleWidth, height: height, in: width, of: row)
            place(control, x: width - controlWidth, y: 0, width: controlWidth, height: height, in: width, of: row)
        case let .stacked(controlWidth):
            let titleHeight = size(title, GTK_ORIENTATION_VERTICAL, width).natural
            let controlY = titleHeight + verticalSpacing
            place(title, x: 0, y: 0, width: width, height: titleHeight, in: width, of: row)
            place(control, x: 0, y: controlY, width: controlWidth, height: max(height - controlY, 0), in: width, of: row)
        }
    }

    /// Gives `child` its rectangle, mirrored in a right-to-left row.
    private static func place(_ child: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int, width: Int, height: Int, in rowWidth: Int, of row: UnsafeMutablePointer<GtkWidget>) {
        let rightToLeft = gtk_widget_get_direction(row) == GTK_TEXT_DIR_RTL
        var rectangle = GtkAllocation(x: gint(rightToLeft ? rowWidth - x - width : x), y: gint(y), width: gint(width), height: gint(height))
        gtk_widget_size_allocate(child, &rectangle, -1)
    }
}
