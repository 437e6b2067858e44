import CAdw
import CGtk

extension AdwStyleManager {
    /// The application's style manager (`adw_style_manager_get_default()`): whether windows
    /// are drawn light or dark. It follows the desktop's preference (GNOME's appearance
    /// setting, through the settings portal or GSettings) unless the app asks for a scheme of
    /// its own (`colorScheme`). Nil before GTK is initialized.
    ///
    /// libadwaita draws dark from this, not from GtkSettings'
    /// "gtk-application-prefer-dark-theme", which it reports as unsupported.
    public static var shared: AdwStyleManager? {
        guard GtkRuntime.isInitialized, let manager = adw_style_manager_get_default() else { return nil }
        return AdwStyleManager(retaining: UnsafeMutableRawPointer(manager))
    }
}
