import CGtk

/// Pages of which one is shown at a time, with a sliding transition (GtkStack).
@MainActor
public final class Stack: Widget {
    private var stackPointer: OpaquePointer { OpaquePointer(rawPointer) }
    private var managedChildren: [Widget] = []

    public init() {
        super.init(taking: gtk_stack_new())
        gtk_stack_set_transition_type(stackPointer, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
        gtk_stack_set_hhomogeneous(stackPointer, 0)
        gtk_stack_set_vhomogeneous(stackPointer, 0)
    }

    /// The pages, in order.
    public var children: [Widget] { managedChildren }

    /// Makes `children` the pages: new ones are added, missing ones removed.
    public func setChildren(_ children: [Widget]) {
        let wanted = Set(children.map(ObjectIdentifier.init))
        for old in managedChildren where !wanted.contains(ObjectIdentifier(old)) {
            gtk_stack_remove(stackPointer, old.widgetPointer)
        }
        for child in children where gtk_widget_get_parent(child.widgetPointer) != widgetPointer {
            _ = gtk_stack_add_child(stackPointer, child.widgetPointer)
        }
        managedChildren = children
    }

    /// Shows `child`, which must be one of the pages.
    public func show(_ child: Widget) {
        gtk_stack_set_visible_child(stackPointer, child.widgetPointer)
    }
}
