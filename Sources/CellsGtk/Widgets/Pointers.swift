import Gtk

extension GObjectHandle {
    /// The object as a pointer to the C type `T` (`GtkRange`, `GtkScale`, …), for calls the
    /// typed wrappers do not cover.
    func pointer<T>(as type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        rawPointer.assumingMemoryBound(to: T.self)
    }
}

/// A C pointer as a pointer to another C type (a GObject cast: `GtkGesture *` as
/// `GtkEventController *`).
func cast<T, U>(_ pointer: UnsafeMutablePointer<T>, to type: U.Type = U.self) -> UnsafeMutablePointer<U> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: U.self)
}

extension GObjectHandle {
    /// The object as an opaque C pointer (for the GTK types Swift imports as opaque:
    /// `GtkImage *`, `GtkListBox *`, …).
    var opaque: OpaquePointer { OpaquePointer(rawPointer) }
}
