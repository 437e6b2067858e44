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
/// as the app's colour scheme on libadwaita's style manager (forced light or dark), which
/// ``ColorSchemeMonitor`` reads back into every view's `colorScheme`. With no preference
/// left, the scheme goes back to what the app had before (by default: follow the desktop).
@MainActor
enum PreferredColorSchemes {
    /// Each widget's preference, oldest first, by the widget's GObject address.
    private static var preferences: [(widget: UnsafeMutablePointer<GObject>, scheme: ColorScheme)] = []
    /// The app's scheme before a preference overrode it.
    private static var schemeBeforePreferences: AdwColorScheme?

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
        guard let manager = AdwStyleManager.shared else { return }
        if let newest = preferences.last {
            if schemeBeforePreferences == nil { schemeBeforePreferences = manager.colorScheme }
            let forced = newest.scheme == .dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT
            if manager.colorScheme != forced { manager.colorScheme = forced }
        } else if let before = schemeBeforePreferences {
            schemeBeforePreferences = nil
            if manager.colorScheme != before { manager.colorScheme = before }
        }
    }
}
