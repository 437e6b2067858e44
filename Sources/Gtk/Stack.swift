import CGtk

/// Pages of which one is shown at a time, with a sliding transition (GtkStack).
@MainActor
public final class Stack: Widget {
    private var stackPointer: OpaquePointer { OpaquePointer(rawPointer) }
    private var managedChildren: [Widget] = []
    /// Per page, the widget in it that had the keyboard focus when another page was shown
    /// (weakly: the widget may go while its page is covered).
    private var focusInPage: [UnsafeMutablePointer<GtkWidget>: UnsafeMutablePointer<GWeakRef>] = [:]

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
            forgetFocus(in: old.widgetPointer)
            gtk_stack_remove(stackPointer, old.widgetPointer)
        }
        for child in children where gtk_widget_get_parent(child.widgetPointer) != widgetPointer {
            _ = gtk_stack_add_child(stackPointer, child.widgetPointer)
        }
        managedChildren = children
    }

    /// Shows `child`, which must be one of the pages. The keyboard focus comes back to where
    /// it was in a page shown again (a navigation stack popping back to it), as GNOME's
    /// navigation views do: the page that had it is gone, and Tab would otherwise start over.
    public func show(_ child: Widget) {
        let page = child.widgetPointer
        let focus = gtk_widget_get_root(widgetPointer).flatMap { gtk_root_get_focus($0) }
        if let shown = gtk_stack_get_visible_child(stackPointer), shown != page, let focus, gtk_widget_is_ancestor(focus, shown) != 0 {
            forgetFocus(in: shown)
            let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
            g_weak_ref_init(reference, UnsafeMutableRawPointer(focus))
            focusInPage[shown] = reference
        }
        gtk_stack_set_visible_child(stackPointer, page)
        if let reference = focusInPage[page] {
            if let remembered = g_weak_ref_get(reference) {
                let widget = remembered.assumingMemoryBound(to: GtkWidget.self)
                let current = gtk_widget_get_root(widgetPointer).flatMap { gtk_root_get_focus($0) }
                if current.map({ gtk_widget_is_ancestor($0, page) == 0 }) ?? true, gtk_widget_is_ancestor(widget, page) != 0 {
                    gtk_widget_grab_focus(widget)
                }
                g_object_unref(remembered)
            }
            forgetFocus(in: page)
        }
    }

    private func forgetFocus(in page: UnsafeMutablePointer<GtkWidget>) {
        guard let reference = focusInPage.removeValue(forKey: page) else { return }
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    isolated deinit {
        for page in Array(focusInPage.keys) { forgetFocus(in: page) }
    }
}
