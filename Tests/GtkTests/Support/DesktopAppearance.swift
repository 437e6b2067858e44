import CGtk
import Foundation
import Gtk

/// The desktop's light or dark appearance as GNOME sets it: `org.gnome.desktop.interface`'s
/// "color-scheme" key ("prefer-dark" or "default"), which libadwaita follows. The settings
/// portal relays that key to apps; the GTK tests turn the portal off and keep GSettings in
/// memory (``prepareBeforeGtkStarts()``), so libadwaita reads the key itself and a test's
/// change touches nothing on the machine.
@MainActor
enum DesktopAppearance {
    /// Must run before GTK and libadwaita start in the process (`RealWindow.requireDisplay`).
    nonisolated static func prepareBeforeGtkStarts() {
        setenv("ADW_DISABLE_PORTAL", "1", 1)
        setenv("GSETTINGS_BACKEND", "memory", 1)
    }

    private static let settings: UnsafeMutablePointer<GSettings> = g_settings_new("org.gnome.desktop.interface")!

    /// Whether the desktop asks apps to be dark. libadwaita's style manager sees a change at
    /// the main loop's next turn.
    static var prefersDark: Bool {
        get {
            guard let value = g_settings_get_string(settings, "color-scheme") else { return false }
            defer { g_free(value) }
            return String(cString: value) == "prefer-dark"
        }
        set {
            g_settings_set_string(settings, "color-scheme", newValue ? "prefer-dark" : "default")
            for _ in 0..<50 where MainLoop.iterate(mayBlock: false) {}
        }
    }
}
