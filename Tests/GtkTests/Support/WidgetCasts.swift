import CGtk

/// A widget pointer as the C type a GTK function takes: `typed(scale, GtkRange.self)` for a
/// type GTK declares in its headers, `opaque(widget)` for one it keeps private (GtkSwitch).
@MainActor func typed<T>(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

@MainActor func opaque(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
    OpaquePointer(widget)
}
