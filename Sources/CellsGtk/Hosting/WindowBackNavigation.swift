import Cells
import Gtk

/// A window's way back through its navigation stacks: the back button at the header bar's
/// start and the keys Escape and Alt+Left, all on the window action `chrome.back` (disabled
/// while there is nowhere to go back to, so Escape then reaches other widgets).
///
/// They are made the first time a page is pushed (or the button is asked for), so a window
/// without navigation does not make a button, an action group and a shortcut controller it
/// never shows: a fifth of what Cells adds to opening a window (`Benchmarks/instructions`,
/// the opening row).
@MainActor
final class WindowBackNavigation {
    private let headerBar: HeaderBar
    private weak var window: Window?
    private weak var chrome: WindowChrome?
    /// The button and its action, once made.
    private var made: (button: Gtk.Button, action: GioSimpleAction)?

    init(in headerBar: HeaderBar, window: Window, chrome: WindowChrome) {
        self.headerBar = headerBar
        self.window = window
        self.chrome = chrome
    }

    /// The header bar's back button, made now (hidden, its action disabled) if it was not.
    /// Every change of where the window can go back to reaches `show(canGoBack:)`, so one made
    /// here is hidden rightly until the next push.
    var button: Gtk.Button { madeParts().button }

    /// Shows the button, and lets it and the keys go back, while `canGoBack` (making them
    /// the first time there is somewhere to go back to).
    func show(canGoBack: Bool) {
        guard canGoBack || made != nil else { return }
        let (button, action) = madeParts()
        g_simple_action_set_enabled(OpaquePointer(action.rawPointer), canGoBack ? 1 : 0)
        button.isVisible = canGoBack
    }

    private func madeParts() -> (button: Gtk.Button, action: GioSimpleAction) {
        if let made { return made }
        let parts = make()
        made = parts
        return parts
    }

    private func make() -> (button: Gtk.Button, action: GioSimpleAction) {
        let button = Gtk.Button()
        let group = g_simple_action_group_new()!
        let action = GioSimpleAction(taking: UnsafeMutableRawPointer(g_simple_action_new("back", nil)!))
        action.onActivate { [weak chrome] _ in chrome?.goBack() }
        g_simple_action_set_enabled(OpaquePointer(action.rawPointer), 0)
        g_action_map_add_action(OpaquePointer(group), OpaquePointer(action.rawPointer))
        if let window { gtk_widget_insert_action_group(window.widgetPointer, "chrome", OpaquePointer(group)) }
        g_object_unref(UnsafeMutableRawPointer(group))
        gtk_button_set_icon_name(UnsafeMutablePointer<GtkButton>(OpaquePointer(button.rawPointer)), "go-previous-symbolic")
        gtk_actionable_set_action_name(OpaquePointer(button.rawPointer), "chrome.back")
        let label = Localization.string("Back")
        button.tooltipText = label
        button.setAccessibleLabel(label)
        button.isVisible = false
        headerBar.packStart(button)
        Self.lead(button)
        let controller = gtk_shortcut_controller_new()!
        for trigger in ["Escape", "<Alt>Left"] {
            let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new("chrome.back"))
            gtk_shortcut_controller_add_shortcut(controller, shortcut)
        }
        if let window { gtk_widget_add_controller(window.widgetPointer, controller) }
        return (button, action)
    }

    /// Moves the back button before what the content packed at the bar's start earlier (a
    /// toolbar's leading items), after only the window buttons the desktop puts there.
    private static func lead(_ button: Gtk.Button) {
        guard let start = gtk_widget_get_parent(button.widgetPointer), widgetIsA(start, gtk_box_get_type()) else { return }
        var windowButtons: UnsafeMutablePointer<GtkWidget>?
        var child = gtk_widget_get_first_child(start)
        while let widget = child, widget != button.widgetPointer, widgetIsA(widget, gtk_window_controls_get_type()) {
            windowButtons = widget
            child = gtk_widget_get_next_sibling(widget)
        }
        gtk_box_reorder_child_after(UnsafeMutableRawPointer(start).assumingMemoryBound(to: GtkBox.self), button.widgetPointer, windowButtons)
    }
}
