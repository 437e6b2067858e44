import Cells
import Gtk

extension PreferredColorSchemeAttribute: GtkWidgetAttribute {
    /// Records the widget's preference, dropped again when the widget goes; the app's
    /// appearance follows the newest preference still on screen.
    public static func apply(_ value: ColorScheme??, previous: ColorScheme??, to widget: Widget) {
        PreferredColorSchemes.set(value ?? nil, by: widget)
    }
}

/// The light or dark preferences of the widgets on screen (`.preferredColorScheme`), applied
/// to GtkSettings' "gtk-application-prefer-dark-theme", which Adwaita draws dark with and
/// which ``ColorSchemeMonitor`` reads back into every view's `colorScheme`. With no
/// preference left, the setting goes back to what the desktop had.
@MainActor
enum PreferredColorSchemes {
    /// Each widget's preference, oldest first, by the widget's GObject address.
    private static var preferences: [(widget: UnsafeMutablePointer<GObject>, scheme: ColorScheme)] = []
    /// The desktop's own value, kept while a preference overrides it.
    private static var desktopPrefersDark: Bool?

    static func set(_ scheme: ColorScheme?, by widget: Widget) {
        let key = widget.objectPointer
        let wasTracked = preferences.contains { $0.widget == key }
        preferences.removeAll { $0.widget == key }
        if let scheme {
            preferences.append((key, scheme))
            if !wasTracked { widget.onFinalize { forget(key) } }
        }
        apply()
    }

    private static func forget(_ widget: UnsafeMutablePointer<GObject>) {
        preferences.removeAll { $0.widget == widget }
        apply()
    }

    private static func apply() {
        guard let pointer = gtk_settings_get_default() else { return }
        let settings = Settings(retaining: UnsafeMutableRawPointer(pointer))
        if let newest = preferences.last {
            if desktopPrefersDark == nil { desktopPrefersDark = settings.gtkApplicationPreferDarkTheme }
            let dark = newest.scheme == .dark
            if settings.gtkApplicationPreferDarkTheme != dark { settings.gtkApplicationPreferDarkTheme = dark }
        } else if let desktop = desktopPrefersDark {
            desktopPrefersDark = nil
            if settings.gtkApplicationPreferDarkTheme != desktop { settings.gtkApplicationPreferDarkTheme = desktop }
        }
    }
}
