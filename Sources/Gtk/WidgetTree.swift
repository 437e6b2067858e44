import CGtk

/// What a walk over a widget tree does after visiting a widget (see ``walkWidgetTree(from:_:)``).
public enum WidgetWalk {
    /// Visit the widget's children next.
    case descend
    /// Leave the widget's children out and go on with its next sibling (a match whose
    /// inside is its own: a button's label).
    case skipChildren
    /// End the walk.
    case stop
}

/// Visits `root` and the widgets below it, depth first and in order, doing what `visit`
/// answers for each; returns whether a visit stopped the walk.
@discardableResult
public func walkWidgetTree(
    from root: UnsafeMutablePointer<GtkWidget>, _ visit: (UnsafeMutablePointer<GtkWidget>) -> WidgetWalk
) -> Bool {
    switch visit(root) {
    case .stop: return true
    case .skipChildren: return false
    case .descend: break
    }
    var child = gtk_widget_get_first_child(root)
    while let current = child {
        if walkWidgetTree(from: current, visit) { return true }
        child = gtk_widget_get_next_sibling(current)
    }
    return false
}

/// The widgets at or below `root` of GType `type`, depth first; with `insideMatches` false,
/// what is inside a match is left out (a label inside a found button).
public func widgets(
    ofType type: GType, at root: UnsafeMutablePointer<GtkWidget>, insideMatches: Bool = true
) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    walkWidgetTree(from: root) { widget in
        guard widgetIsA(widget, type) else { return .descend }
        found.append(widget)
        return insideMatches ? .descend : .skipChildren
    }
    return found
}

/// Whether `widget` is of GType `type` or a subtype.
public func widgetIsA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
