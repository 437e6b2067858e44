import Gtk

/// Style sheets shared by the widgets that use them: one per display and CSS class, installed
/// on the display by its first user and taken off by its last, so windows come and go without
/// leaving a provider behind for GTK to walk on every style change. Text colours, tints,
/// clips and row backgrounds each keep their widgets' classes in one of these.
@MainActor
public final class SharedStyleSheets {
    private struct Key: Hashable {
        let display: OpaquePointer
        let className: String
    }

    private struct Sheet {
        let sheet: CSSStyleSheet
        var users: Int
    }

    private var sheets: [Key: Sheet] = [:]

    public init() {}

    /// One more user of `className` on `display`; `css` makes the class's rules (called with
    /// the class name, only when its sheet is not installed there yet).
    public func retain(_ className: String, on display: OpaquePointer, css: (String) -> String) {
        let key = Key(display: display, className: className)
        if sheets[key] == nil {
            let sheet = CSSStyleSheet(css: css(className))
            sheet.install(on: display)
            sheets[key] = Sheet(sheet: sheet, users: 0)
        }
        sheets[key]?.users += 1
    }

    /// One user fewer of `className` on `display`; the last takes its sheet off the display.
    public func release(_ className: String, on display: OpaquePointer) {
        let key = Key(display: display, className: className)
        guard var entry = sheets[key] else { return }
        entry.users -= 1
        if entry.users > 0 {
            sheets[key] = entry
        } else {
            sheets[key] = nil
            entry.sheet.uninstall()
        }
    }

    /// Gives `widget` the class `className` (nil: none) in place of `previous`, one user more
    /// of the new class's sheet and one fewer of the old's; returns the class it has now.
    @discardableResult
    public func replaceClass(_ previous: String?, with className: String?, on widget: Widget, css: (String) -> String) -> String? {
        guard previous != className else { return className }
        let display = gtk_widget_get_display(widget.widgetPointer)
        if let previous {
            widget.removeCSSClass(previous)
            if let display { release(previous, on: display) }
        }
        guard let className, let display else { return nil }
        retain(className, on: display, css: css)
        widget.addCSSClass(className)
        return className
    }

    /// How many widgets use `className` on `display`.
    public func users(of className: String, on display: OpaquePointer) -> Int {
        sheets[Key(display: display, className: className)]?.users ?? 0
    }

    /// Whether any display has a sheet for `className`.
    public func isInstalled(_ className: String) -> Bool {
        sheets.keys.contains { $0.className == className }
    }

    /// How many sheets are installed now, over all displays.
    public var installedCount: Int { sheets.count }
}
