import CGtk

/// Registers GType subclasses of GTK widget types that change only virtual functions (a form
/// list's Tab order, a label's width), for behaviour GTK's own widget lacks. A subclass has
/// its parent's instance and class sizes, so drawing, CSS names and accessibility stay the
/// parent's; `classInit` sets the virtual functions in the class structure.
public enum WidgetSubclass {
    /// Registers `name` as a subclass of `parent` whose class `classInit` adjusts. Call once
    /// (from a `static let`).
    public static func register(_ name: String, parent: GType, classInit: GClassInitFunc) -> GType {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        info.class_init = classInit
        return g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
    }

    /// A new, floating widget of `type`.
    @MainActor public static func make(_ type: GType) -> UnsafeMutablePointer<GtkWidget> {
        let object = g_object_new_with_properties(type, 0, nil, nil)!
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }
}
