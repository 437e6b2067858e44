import CGtk

/// Owns one strong reference to a GObject for as long as the Swift object lives.
///
/// `init(taking:)` takes over a new object's reference (sinking a floating one, as widgets
/// have); `init(retaining:)` adds a reference to an object someone else owns. `deinit`
/// drops the reference, so the GObject is finalized when neither GTK nor Swift needs it.
open class GObjectHandle {
    /// The object, as a `GObject *`.
    public let objectPointer: UnsafeMutablePointer<GObject>

    /// Takes ownership of a newly created object (floating or with a full reference).
    public init(taking pointer: UnsafeMutableRawPointer) {
        objectPointer = cast(pointer)
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
        }
    }

    /// Adds a reference to an object owned elsewhere.
    public init(retaining pointer: UnsafeMutableRawPointer) {
        objectPointer = cast(pointer)
        g_object_ref(pointer)
    }

    deinit {
        g_object_unref(objectPointer)
    }

    /// The object as an untyped pointer, for calls that take `gpointer`.
    public var rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(objectPointer) }
}
