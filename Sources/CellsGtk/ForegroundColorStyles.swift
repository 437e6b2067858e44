import Cells
import Gtk

/// Gives labels a text colour through CSS classes ("cells-fg-blue"), adding one style rule
/// per colour the first time it is used, so theming and dark mode stay GTK's.
@MainActor
final class ForegroundColorStyles {
    private var installed: Set<String> = []

    func apply(_ color: Color?, to widget: Widget) {
        for name in installed { widget.removeCSSClass(className(name)) }
        guard let color, let css = color.css else { return }
        if !installed.contains(color.name) {
            CSSStyleSheet(css: ".\(className(color.name)) { color: \(css); }").install()
            installed.insert(color.name)
        }
        widget.addCSSClass(className(color.name))
    }

    private func className(_ name: String) -> String { "cells-fg-\(name)" }
}
