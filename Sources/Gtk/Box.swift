import CGtk

/// A row or column of widgets (GtkBox). Keeps Swift references to its children.
@MainActor
public final class Box: Widget {
    /// The direction children are laid out in.
    public enum Orientation: Sendable {
        case horizontal, vertical
    }

    private var boxPointer: UnsafeMutablePointer<GtkBox> { cast(rawPointer) }
    private var managedChildren: [Widget] = []

    public init(orientation: Orientation, spacing: Int = 0) {
        super.init(taking: gtk_box_new(orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, gint(spacing)))
    }

    /// Pixels between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(boxPointer)) }
        set { gtk_box_set_spacing(boxPointer, gint(newValue)) }
    }

    /// The children, in order.
    public var children: [Widget] { managedChildren }

    public func append(_ child: Widget) {
        gtk_box_append(boxPointer, child.widgetPointer)
        managedChildren.append(child)
    }

    public func remove(_ child: Widget) {
        gtk_box_remove(boxPointer, child.widgetPointer)
        managedChildren.removeAll { $0 === child }
    }

    /// Makes `children` the box's children, in order, with the fewest GTK calls: widgets
    /// already in place stay put (keeping focus and cursor), others are inserted, moved or
    /// removed.
    public func setChildren(_ children: [Widget]) {
        let wanted = Set(children.map(ObjectIdentifier.init))
        for old in managedChildren where !wanted.contains(ObjectIdentifier(old)) {
            gtk_box_remove(boxPointer, old.widgetPointer)
        }
        var previous: UnsafeMutablePointer<GtkWidget>?
        for child in children {
            let pointer = child.widgetPointer
            if gtk_widget_get_parent(pointer) != widgetPointer {
                gtk_box_insert_child_after(boxPointer, pointer, previous)
            } else if gtk_widget_get_prev_sibling(pointer) != previous {
                gtk_box_reorder_child_after(boxPointer, pointer, previous)
            }
            previous = pointer
        }
        managedChildren = children
    }
}
