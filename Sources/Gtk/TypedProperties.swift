import CGtk

/// Reads and writes GObject properties through a `GValue` of the property's own type, for the
/// typed properties of the generated protocols (`Generated/`) and for code that names a
/// property itself: `GObjectProperty.get(scale.rawPointer, "digits", as: Int32.self)`.
///
/// A property the object does not have, or a Swift type that does not fit the property's,
/// stops with a message naming both (a programming error, as a wrong C call would be).
public enum GObjectProperty {
    /// The value of the property `name` of the object at `object`.
    @MainActor
    public static func get<Value: GValueConvertible>(_ object: UnsafeMutableRawPointer, _ name: String, as type: Value.Type = Value.self) -> Value {
        withValue(of: name, in: object) { value in
            g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, value)
            return Value(gValue: value)
        }
    }

    /// Sets the property `name` of the object at `object` to `newValue`.
    @MainActor
    public static func set<Value: GValueConvertible>(_ object: UnsafeMutableRawPointer, _ name: String, _ newValue: Value) {
        withValue(of: name, in: object) { value in
            newValue.store(in: value)
            g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, value)
        }
    }

    /// The `GParamSpec` of the property `name` of the object at `object`, if it has one.
    public static func find(_ name: String, of object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GParamSpec>? {
        g_object_class_find_property(object.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.withMemoryRebound(to: GObjectClass.self, capacity: 1) { $0 }, name)
    }

    /// The name of the object's class ("GtkScale").
    public static func typeName(of object: UnsafeMutableRawPointer) -> String {
        SignalSignature.typeName(SignalSignature.instanceType(of: object))
    }

    /// Runs `body` with a `GValue` initialised to the type of the property `name`.
    private static func withValue<T>(of name: String, in object: UnsafeMutableRawPointer, _ body: (UnsafeMutablePointer<GValue>) -> T) -> T {
        guard let spec = find(name, of: object) else {
            preconditionFailure("\(typeName(of: object)) has no property \"\(name)\"")
        }
        var value = GValue()
        return withUnsafeMutablePointer(to: &value) { pointer in
            g_value_init(pointer, spec.pointee.value_type)
            defer { g_value_unset(pointer) }
            return body(pointer)
        }
    }
}

/// A Swift type a `GValue` of a property can hold: read with `init(gValue:)`, written with
/// `store(in:)`. Numbers, `Bool`, `String?`, and GTK's C enumerations and flags (through
/// ``GValueEnum`` and ``GValueFlags``, declared for them in `Generated/PropertyEnums.swift`).
public protocol GValueConvertible {
    /// Reads the value from an initialised `GValue`.
    init(gValue: UnsafePointer<GValue>)
    /// Writes the value into an initialised `GValue` of the property's type.
    func store(in gValue: UnsafeMutablePointer<GValue>)
}

extension Bool: GValueConvertible {
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_boolean(gValue) != 0 }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_boolean(gValue, self ? 1 : 0) }
}

extension Int32: GValueConvertible {
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_int(gValue) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_int(gValue, self) }
}

extension UInt32: GValueConvertible {
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_uint(gValue) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_uint(gValue, self) }
}

/// A `gint64` (Swift imports it as `Int` on 64-bit Linux).
extension Int: GValueConvertible {
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_int64(gValue) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_int64(gValue, self) }
}

/// A `guint64`.
extension UInt: GValueConvertible {
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_uint64(gValue) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_uint64(gValue, self) }
}

extension Double: GValueConvertible {
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_double(gValue) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_double(gValue, self) }
}

extension Float: GValueConvertible {
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_float(gValue) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_float(gValue, self) }
}

extension Optional: GValueConvertible where Wrapped == String {
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_string(gValue).map { String(cString: $0) } }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_string(gValue, self) }
}

/// A C enumeration of GTK's (`GtkAlign`), held in a `GValue` as an enum.
public protocol GValueEnum: GValueConvertible, RawRepresentable where RawValue: BinaryInteger {}

extension GValueEnum {
    public init(gValue: UnsafePointer<GValue>) { self.init(rawValue: RawValue(truncatingIfNeeded: g_value_get_enum(gValue)))! }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_enum(gValue, gint(truncatingIfNeeded: rawValue)) }
}

/// C flags of GTK's (`GdkModifierType`), held in a `GValue` as flags.
public protocol GValueFlags: GValueConvertible, RawRepresentable where RawValue: BinaryInteger {}

extension GValueFlags {
    public init(gValue: UnsafePointer<GValue>) { self.init(rawValue: RawValue(truncatingIfNeeded: g_value_get_flags(gValue)))! }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_flags(gValue, guint(truncatingIfNeeded: rawValue)) }
}
