import Cells
import Gtk

/// Gives widgets a text colour through CSS classes ("cells-fg-blue"), so theming and dark
/// mode stay GTK's. One style sheet per colour for the whole process, installed on the
/// display the first time the colour is used: windows come and go without adding any.
@MainActor
public enum TextColorStyles {
    private static var installed: [String: CSSStyleSheet] = [:]

    /// Colours `widget`'s text `color`, or the theme's for nil.
    public static func apply(_ color: Color?, to widget: Widget) {
        for name in installed.keys { widget.removeCSSClass(className(name)) }
        guard let color, let css = color.css else { return }
        if installed[color.name] == nil {
            let sheet = CSSStyleSheet(css: ".\(className(color.name)) { color: \(css); }")
            sheet.install()
            installed[color.name] = sheet
        }
        widget.addCSSClass(className(color.name))
    }

    /// How many colour style sheets are installed (one per colour ever used).
    public static var installedCount: Int { installed.count }

    @MainActor private static func className(_ name: String) -> String { "cells-fg-\(name)" }
}
