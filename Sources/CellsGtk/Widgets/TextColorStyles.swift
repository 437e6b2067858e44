import Cells
import Gtk

/// Gives widgets a text colour through CSS classes ("cells-fg-blue"), so theming and dark
/// mode stay GTK's.
///
/// One style sheet per display and colour, shared by every widget of that colour on the
/// display and counted: the first widget to use a colour installs its sheet, and the last to
/// stop (its colour changed, or its view left the tree) takes it off the display. Windows
/// come and go without leaving a provider behind for GTK to walk on every style change.
@MainActor
public enum TextColorStyles {
    private static let sheets = SharedStyleSheets()
    /// The colours each display has a sheet for (to find a widget's colour class).
    private static var colorsInUse: Set<String> = []

    /// What a colour is for: text, which takes a selected row's colour, or the paint of a
    /// shape or background, which keeps its own.
    public enum Use: Sendable {
        case text, paint
    }

    /// Colours `widget`'s text (or its drawing's paint) `color`, or the theme's for nil; the
    /// widget's previous colour is released.
    public static func apply(_ color: Color?, to widget: Widget, as use: Use = .text) {
        let display = gtk_widget_get_display(widget.widgetPointer)
        let css = color?.css
        if let color, css != nil, widget.hasCSSClass(className(color.name, use)) { return }
        release(widget, display: display)
        guard let color, let css, let display else { return }
        sheets.retain(className(color.name, use), on: display) {
            switch use {
            // In a selected row (white on the accent's blue) text takes the row's colour, as
            // GNOME's lists do: a green "Read" on blue was 1.8:1.
            case .text: ".\($0) { color: \(css); } row:selected .\($0), row:selected.\($0) { color: inherit; }"
            // A shape keeps its paint: a card's background drawn in the selected row's text
            // colour was a black slab.
            case .paint: ".\($0) { color: \(css); }"
            }
        }
        colorsInUse.insert(color.name)
        widget.addCSSClass(className(color.name, use))
    }

    /// The widget no longer shows a colour of ours (its view left the tree): its use of the
    /// colour's sheet ends.
    public static func release(_ widget: Widget) {
        release(widget, display: gtk_widget_get_display(widget.widgetPointer))
    }

    private static func release(_ widget: Widget, display: OpaquePointer?) {
        for name in colorsInUse {
            for use in [Use.text, .paint] where widget.hasCSSClass(className(name, use)) {
                widget.removeCSSClass(className(name, use))
                guard let display else { continue }
                sheets.release(className(name, use), on: display)
            }
            if !sheets.isInstalled(className(name, .text)) && !sheets.isInstalled(className(name, .paint)) { colorsInUse.remove(name) }
        }
    }

    /// How many colour style sheets are installed now, over all displays.
    public static var installedCount: Int { sheets.installedCount }

    /// How many widgets use the sheet of `color` on the default display.
    public static func users(of color: Color) -> Int {
        guard let display = gdk_display_get_default() else { return 0 }
        return sheets.users(of: className(color.name, .text), on: display) + sheets.users(of: className(color.name, .paint), on: display)
    }

    private static func className(_ name: String, _ use: Use) -> String {
        switch use {
        case .text: "cells-fg-\(name)"
        case .paint: "cells-paint-\(name)"
        }
    }
}
