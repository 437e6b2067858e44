import CGtk

/// GObject property bindings (GBinding) from widgets to one target, kept until undone: a
/// label's text shown as a libadwaita widget's title, say. Each binding is held with a
/// reference of ours, so ``unlinkAll()`` is safe even after one of its objects went (which
/// undoes the binding by itself).
@MainActor
public final class PropertyLinks {
    private var bindings: [OpaquePointer] = []

    public init() {}

    /// Shows `source`'s `property` as `target`'s `targetProperty`, now and after each change.
    /// With `escapingMarkup`, a plain string is escaped for a property that reads Pango markup.
    public func link(
        _ source: UnsafeMutablePointer<GtkWidget>, _ property: String, to target: UnsafeMutableRawPointer, _ targetProperty: String,
        escapingMarkup: Bool = false
    ) {
        let binding: OpaquePointer? = escapingMarkup
            ? g_object_bind_property_full(source, property, target, targetProperty, G_BINDING_SYNC_CREATE, escapeMarkupTransform, nil, nil, nil)
            : g_object_bind_property(source, property, target, targetProperty, G_BINDING_SYNC_CREATE)
        guard let binding else { return }
        g_object_ref(UnsafeMutableRawPointer(binding))
        bindings.append(binding)
    }

    /// The bindings go with their holder (a row made for a view that went).
    isolated deinit {
        unlinkAll()
    }

    /// Undoes every binding.
    public func unlinkAll() {
        for binding in bindings {
            g_binding_unbind(binding)
            g_object_unref(UnsafeMutableRawPointer(binding))
        }
        bindings = []
    }
}

/// A GBinding transform: a plain string made safe for a markup property.
private let escapeMarkupTransform: GBindingTransformFunc = { _, from, to, _ in
    guard let from, let to else { return 0 }
    g_value_take_string(to, g_value_get_string(from).map { g_markup_escape_text($0, -1) } ?? nil)
    return 1
}
