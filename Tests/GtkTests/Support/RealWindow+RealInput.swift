import CGtk
import Gtk
import XCTest

/// Real input into a `RealWindow`: the `real…` methods find a widget as the window's other
/// methods do and drive it through the X server with `RealInput` (a user's clicks and keys,
/// through GTK's whole event pipeline), then let the main loop settle.
extension RealWindow {
    /// The process's XTEST driver.
    var input: RealInput {
        get throws { try RealInput.shared() }
    }

    /// Clicks `widget` at `spot` (a fraction of its size; its centre unless told).
    func realClick(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: RealInput.Spot = .center) throws {
        try input.click(widget, at: spot)
        settle()
    }

    /// Clicks the button titled `title`.
    func realClick(_ title: String) throws {
        try realClick(try button(title))
    }

    /// Clicks the label showing exactly `text` (a row, a view with `.onTapGesture`).
    func realClick(label text: String) throws {
        try realClick(try label(text))
    }

    func realDoubleClick(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: RealInput.Spot = .center) throws {
        try input.doubleClick(widget, at: spot)
        settle()
    }

    /// Clicks `widget` with the secondary button (a context menu).
    func realRightClick(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: RealInput.Spot = .center) throws {
        try input.rightClick(widget, at: spot)
        settle()
    }

    /// Presses `widget` and holds for `seconds` (a long press) before releasing.
    func realLongPress(_ widget: UnsafeMutablePointer<GtkWidget>, for seconds: Double = 0.8) throws {
        try input.pressAndHold(widget, for: seconds)
        settle()
    }

    /// Drags from one widget's spot to another's, through intermediate motion events.
    func realDrag(
        from source: UnsafeMutablePointer<GtkWidget>, at sourceSpot: RealInput.Spot = .center,
        to target: UnsafeMutablePointer<GtkWidget>, at targetSpot: RealInput.Spot = .center
    ) throws {
        try input.drag(from: source, at: sourceSpot, to: target, at: targetSpot)
        settle()
    }

    /// Scrolls `steps` wheel clicks over `widget`.
    func realScroll(_ widget: UnsafeMutablePointer<GtkWidget>, _ direction: RealInput.ScrollDirection, steps: Int = 1) throws {
        try input.scroll(widget, direction, steps: steps)
        settle()
    }

    /// Gives the window the X keyboard focus (as a window manager does).
    func realFocusWindow() throws {
        try input.focusWindow(of: window)
    }

    /// Types `text` with real key presses into whatever has GTK's focus in the window.
    func realType(_ text: String) throws {
        try realFocusWindow()
        try input.type(text)
        settle()
    }

    /// Clicks into `widget` (an entry, a text view: the click puts the focus and the cursor
    /// there, at `spot`, its centre unless told: past the end of a short text in a wide entry,
    /// and clear of a password entry's peek icon at its end) and types `text`.
    func realType(_ text: String, into widget: UnsafeMutablePointer<GtkWidget>, at spot: RealInput.Spot = .center) throws {
        try input.focusWindow(of: widget)
        try input.click(widget, at: spot)
        try input.type(text)
        settle()
    }

    /// Clicks into the entry whose placeholder is `placeholder` and types `text`.
    func realType(_ text: String, intoEntry placeholder: String) throws {
        try realType(text, into: UnsafeMutableRawPointer(try entry(placeholder)).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Presses a key X names ("Return", "Escape", "s") with `modifiers`, the window focused.
    func realKey(_ name: String, modifiers: RealInput.Modifiers = []) throws {
        try realFocusWindow()
        try input.key(named: name, modifiers: modifiers)
        settle()
    }

    /// The first widget of GType `type` that shows a label reading `text` (a check box, a
    /// toggle button, a list row).
    func widget(ofType type: GType, showing text: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try find("widget of type \(String(cString: g_type_name(type))) showing \"\(text)\"") { widget in
            isA(widget, type) && descendants(of: widget).contains { isOwnLabel($0) && labelText($0) == text }
        }
    }
}
