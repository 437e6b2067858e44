import CAdw
import CGtk

/// Starts GTK, and libadwaita on it, once per process.
@MainActor
public enum GtkRuntime {
    /// Whether GTK (and libadwaita) are initialized in this process.
    public private(set) static var isInitialized = false

    /// Initializes GTK if it is not yet, and libadwaita (its stylesheet, types and style
    /// manager: what an AdwApplication does at start-up, for windows made before or without
    /// one, as in tests); false when no display can be opened.
    @discardableResult
    public static func initialize() -> Bool {
        if isInitialized { return true }
        isInitialized = gtk_init_check() != 0
        if isInitialized {
            adw_init()
            MainLoop.installFoundationHooks()
        }
        return isInitialized
    }
}

/// Casts between GObject pointer types, as C's G_OBJECT()/GTK_WIDGET() macros do.
@inline(__always)
func cast<T>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<T> {
    pointer.assumingMemoryBound(to: T.self)
}

/// A Swift string from a C string that may be NULL.
func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}
