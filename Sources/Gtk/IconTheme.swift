import CGtk

/// Where GTK looks for icons by name.
@MainActor
public enum IconTheme {
    /// Adds a folder laid out like an icon theme (`hicolor/scalable/apps/NAME.svg`).
    public static func addSearchPath(_ path: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    }
}

extension Window {
    /// The icon every window uses unless it sets its own: a name looked up in the icon theme.
    public static func setDefaultIconName(_ name: String) {
        gtk_window_set_default_icon_name(name)
    }
}
