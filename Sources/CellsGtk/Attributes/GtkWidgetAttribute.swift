import Cells
import Gtk

/// Applies a `WidgetAttributeKey` to GTK widgets: conform the key to it (the library's keys
/// are in this folder, one file per family), and ``GtkBackend`` finds it from the key's type,
/// as it finds widget bindings. `apply` runs when the value changed: `value` nil means the
/// attribute was removed (put the widget's default back).
///
/// ```swift
/// extension CursorKey: GtkWidgetAttribute {
///     public static func apply(_ value: String?, previous: String?, to widget: Widget) {
///         gtk_widget_set_cursor_from_name(widget.widgetPointer, value)
///     }
/// }
/// ```
@MainActor
public protocol GtkWidgetAttribute: WidgetAttributeKey {
    static func apply(_ value: Value?, previous: Value?, to widget: Widget)
}

@MainActor
enum GtkWidgetAttributes {
    private static var warned: Set<ObjectIdentifier> = []

    /// Applies each attribute whose value differs between `old` and `new` to `widget`.
    static func apply(_ new: WidgetAttributes, replacing old: WidgetAttributes, to widget: Widget) {
        for key in new.changedKeys(from: old) {
            guard let attribute = key as? any GtkWidgetAttribute.Type else {
                if warned.insert(ObjectIdentifier(key)).inserted {
                    Diagnostics.warn("No GTK application for the widget attribute \(key): conform it to GtkWidgetAttribute")
                }
                continue
            }
            apply(attribute, new.value(for: key), old.value(for: key), widget)
        }
    }

    private static func apply<Key: GtkWidgetAttribute>(_ key: Key.Type, _ new: Any?, _ old: Any?, _ widget: Widget) {
        Key.apply(new as? Key.Value, previous: old as? Key.Value, to: widget)
    }
}
