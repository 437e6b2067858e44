import CGtk

/// Reading and writing GObject properties by name, for the widget properties no typed
/// wrapper here covers: `calendar.setProperty("show-heading", true)`.
///
/// A wrong name or type is a programming error that GLib reports on standard error
/// ("no property named …"), as in C.
extension GObjectHandle {
    /// Sets the property `name` to a Boolean.
    @MainActor
    public func setProperty(_ name: String, _ value: Bool) {
        withValue(cells_type_boolean(), { g_value_set_boolean($0, value ? 1 : 0) }) { g_object_set_property(objectPointer, name, $0) }
    }

    /// Sets the property `name` to an integer (`gint`).
    @MainActor
    public func setProperty(_ name: String, _ value: Int) {
        withValue(cells_type_int(), { g_value_set_int($0, gint(value)) }) { g_object_set_property(objectPointer, name, $0) }
    }

    /// Sets the property `name` to a floating-point number (`gdouble`).
    @MainActor
    public func setProperty(_ name: String, _ value: Double) {
        withValue(cells_type_double(), { g_value_set_double($0, value) }) { g_object_set_property(objectPointer, name, $0) }
    }

    /// Sets the property `name` to a string (nil for NULL).
    @MainActor
    public func setProperty(_ name: String, _ value: String?) {
        withValue(cells_type_string(), { g_value_set_string($0, value) }) { g_object_set_property(objectPointer, name, $0) }
    }

    /// The Boolean property `name`.
    @MainActor
    public func boolProperty(_ name: String) -> Bool {
        withValue(cells_type_boolean(), { _ in }) { value in
            g_object_get_property(objectPointer, name, value)
            return g_value_get_boolean(value) != 0
        }
    }

    /// The integer property `name`.
    @MainActor
    public func intProperty(_ name: String) -> Int {
        withValue(cells_type_int(), { _ in }) { value in
            g_object_get_property(objectPointer, name, value)
            return Int(g_value_get_int(value))
        }
    }

    /// The floating-point property `name`.
    @MainActor
    public func doubleProperty(_ name: String) -> Double {
        withValue(cells_type_double(), { _ in }) { value in
            g_object_get_property(objectPointer, name, value)
            return g_value_get_double(value)
        }
    }

    /// The string property `name` (nil for NULL).
    @MainActor
    public func stringProperty(_ name: String) -> String? {
        withValue(cells_type_string(), { _ in }) { value in
            g_object_get_property(objectPointer, name, value)
            return string(g_value_get_string(value))
        }
    }

    /// Runs `body` with an initialised `GValue` of `type`, set by `set`, and unset after.
    private func withValue<T>(
        _ type: GType, _ set: (UnsafeMutablePointer<GValue>) -> Void, _ body: (UnsafeMutablePointer<GValue>) -> T
    ) -> T {
        var value = GValue()
        return withUnsafeMutablePointer(to: &value) { pointer in
            g_value_init(pointer, type)
            defer { g_value_unset(pointer) }
            set(pointer)
            return body(pointer)
        }
    }
}
