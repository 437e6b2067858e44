import Cells
import Gtk

/// The accent colours libadwaita's stylesheet names (`@accent_color` for text,
/// `@accent_bg_color` and `@accent_fg_color` for a filled control), defined at GTK's
/// fallback priority, so a theme that defines them wins and GTK 4.8's Adwaita, which does
/// not, gets these instead of GTK's white for an unknown colour name.
///
/// `accent_color` is the selection colour mixed 55% towards the text colour: 6.7:1 on the
/// light window, 5.0:1 on the dark one (GTK 4.8 Adwaita's blue alone is 3.8:1 and 2.2:1).
/// Installed once per display, the first time a view uses `Color.accentColor`.
@MainActor
public enum ThemeColorFallbacks {
    static let css = """
        @define-color accent_color mix(@theme_selected_bg_color, @theme_fg_color, 0.55);
        @define-color accent_bg_color @theme_selected_bg_color;
        @define-color accent_fg_color @theme_selected_fg_color;
        """

    private static var sheets: [OpaquePointer: CSSStyleSheet] = [:]

    /// Defines the accent colours on `display` unless done already.
    public static func install(on display: OpaquePointer) {
        guard sheets[display] == nil else { return }
        let sheet = CSSStyleSheet(css: css)
        sheet.install(on: display, priority: cells_style_priority_fallback())
        sheets[display] = sheet
    }
}
