import CGtk

/// Pages of which one is shown at a time, with a sliding transition (GtkStack).
@MainActor
public final class Stack: Widget {
    private var stackPointer: OpaquePointer { OpaquePointer(rawPointer) }
    private var managedChildren: [Widget] = []
    /// Per page, the widget in it that had the keyboard focus when another page was shown
    /// (weakly: the widget may go while its page is covered).
    private var focusInPage: [UnsafeMutablePointer<GtkWidget>: UnsafeMutablePointer<GWeakRef>] = [:]
    /// Pages taken out while shown (a navigation stack popped): they stay until the stack has
    /// slid away from them to the page shown next, as GNOME's navigation does.
    private var leavingPages: [Widget] = []
    /// Whether a page taken out while shown stays until ``show(_:)`` has slid to another
    /// (a navigation stack's pop); otherwise pages go at once.
    public var slidesAwayFromRemovedPages = false
    /// The page the running slide is leaving.
    private weak var pageSlidAwayFrom: Widget?

    public init() {
        super.init(taking: gtk_stack_new())
        gtk_stack_set_transition_type(stackPointer, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
        gtk_stack_set_hhomogeneous(stackPointer, 0)
        gtk_stack_set_vhomogeneous(stackPointer, 0)
        onNotifyTransitionRunning { [weak self] running in
            if !running { self?.removeLeavingPages() }
        }
    }

    /// The pages, in order.
    public var children: [Widget] { managedChildren }

    /// Makes `children` the pages: new ones are added, missing ones removed.
    public func setChildren(_ children: [Widget]) {
        let wanted = Set(children.map(ObjectIdentifier.init))
        leavingPages.removeAll { wanted.contains(ObjectIdentifier($0)) }
        let visible = gtk_stack_get_visible_child(stackPointer)
        for old in managedChildren where !wanted.contains(ObjectIdentifier(old)) {
            forgetFocus(in: old.widgetPointer)
            let isLeaving = old.widgetPointer == visible
                || (old === pageSlidAwayFrom && gtk_stack_get_transition_running(stackPointer) != 0)
            if slidesAwayFromRemovedPages, isLeaving, !children.isEmpty, gtk_widget_get_mapped(widgetPointer) != 0 {
                leavingPages.append(old)  // shown: it goes once the next page has slid in
            } else {
                gtk_stack_remove(stackPointer, old.widgetPointer)
            }
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
        let previous = gtk_stack_get_visible_child(stackPointer)
        pageSlidAwayFrom = managedChildren.first { $0.widgetPointer == previous && previous != page }
        gtk_stack_set_visible_child(stackPointer, page)
        // Without a slide (the desktop's animations off), the pages that left go now.
        if gtk_stack_get_transition_running(stackPointer) == 0 { removeLeavingPages() }
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

    /// Removes the pages that left and are no longer shown.
    private func removeLeavingPages() {
        let visible = gtk_stack_get_visible_child(stackPointer)
        leavingPages.removeAll { page in
            guard page.widgetPointer != visible else { return false }
            gtk_stack_remove(stackPointer, page.widgetPointer)
            return true
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
