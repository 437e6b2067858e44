import CGtk
import Glibc

/// A piece of CSS applied to every widget on the default display.
@MainActor
public final class CSSStyleSheet {
    private nonisolated(unsafe) let provider: UnsafeMutablePointer<GtkCssProvider>

    public init(css: String) {
        provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, gssize(css.utf8.count))
    }

    /// Loads the CSS in the file at `path`; nil when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        self.init(css: String(decoding: bytes, as: UTF8.self))
    }

    /// The display the sheet is installed on, if it is.
    public private(set) var display: OpaquePointer?

    /// Style sheets installed on a display by this process and not removed yet.
    public private(set) static var installedCount = 0

    isolated deinit {
        uninstall()
        g_object_unref(provider)
    }

    /// The `GtkCssProvider`, for tests that watch its lifetime.
    public var providerPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(provider) }

    /// Applies the style sheet to `display` (the default display if nil; does nothing without
    /// a display, or if the sheet is installed already).
    public func install(on display: OpaquePointer? = nil, priority: UInt32 = cells_style_priority_application()) {
        guard self.display == nil, let display = display ?? gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        self.display = display
        Self.installedCount += 1
    }

    /// Takes the style sheet off its display: GTK no longer walks it on style changes.
    public func uninstall() {
        guard let display else { return }
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        self.display = nil
        Self.installedCount -= 1
    }
}
