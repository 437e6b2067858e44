import Cells
import Gtk

/// `.searchable(text:)` as GNOME's search pattern: a column of a `GtkSearchBar` holding a
/// `GtkSearchEntry` (the prompt its placeholder) above the content, and a search toggle
/// button ("system-search-symbolic", named "Search") at the end of the window's header bar,
/// bound to the bar's search mode. Ctrl+F opens the bar and puts the focus in the entry;
/// typing while no text field takes the keys opens it too (the bar's key-capture widget is
/// the window); Escape in the entry clears and closes it. The entry reports every keystroke
/// ("changed", not GtkSearchEntry's delayed "search-changed"), as SwiftUI writes the text.
///
/// The button, Ctrl+F and key capture belong to the search while its content is on screen
/// (mapped): a navigation page covering it takes them away, and they come back with it.
/// Outside a window with a header bar, the button sits at the end of a row above the bar.
extension SearchableProperties: GtkWidgetBinding {
    public typealias Actions = SearchableActions

    public func makeCoordinator() -> SearchBarParts {
        SearchBarParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let parts = context.coordinator
        let column = Box(orientation: .vertical, spacing: 0)
        column.append(parts.fallbackRow)
        column.append(parts.bar)
        let entry = parts.entry
        context.connect(entry, { $0.onChanged }, reporting: { Self.text(of: $0) }, shown: \.text) { text, actions in
            actions.textChanged(text)
        }
        // (`context.report` ignores the bar's opening or closing that the widget's update causes.)
        _ = try? parts.bar.connectNotify("search-mode-enabled", { [weak context, weak parts] in
            guard let context, let parts else { return }
            context.report(parts.isOpen, shown: \.isPresented) { isOpen, actions in actions.presentedChanged(isOpen) }
        })
        parts.connectMapping(of: column)
        parts.addFindShortcut(to: column)
        return column
    }

    public func update(_ column: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        let entry = parts.entry
        if context.previous?.prompt != prompt {
            entry.placeholderText = prompt
            entry.setDerivedAccessibleLabel(prompt)
        }
        if Self.text(of: entry) != text {
            gtk_editable_set_text(OpaquePointer(entry.rawPointer), text)
            gtk_editable_set_position(OpaquePointer(entry.rawPointer), -1)
        }
        // Written when the model changed it (not whenever the bar differs): closing the bar
        // clears its text, and the pass that text's report starts must not open it again.
        if context.previous?.isPresented != isPresented, parts.isOpen != isPresented {
            parts.isOpen = isPresented
        }
        if context.previous?.chrome != chrome { parts.placeButton(in: chrome, column: column) }
    }

    public static func setChildren(_ children: [Widget], of column: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        column.setChildren([parts.fallbackRow, parts.bar] + children)
    }

    @MainActor private static func text(of entry: SearchEntry) -> String {
        String(cString: gtk_editable_get_text(OpaquePointer(entry.rawPointer)))
    }
}

/// The widgets of a search: the bar and its entry, the header bar's toggle button, and the
/// row that holds the button where no header bar does.
@MainActor
public final class SearchBarParts {
    let bar = Widget(taking: gtk_search_bar_new())
    let entry = SearchEntry()
    let button = ToggleButton()
    let fallbackRow = Box(orientation: .horizontal, spacing: 0)
    private weak var headerBar: HeaderBar?
    private var isMapped = false
    private var mapConnections: [SignalConnection] = []

    init() {
        let bar = OpaquePointer(self.bar.rawPointer)
        entry.expandsHorizontally = true
        gtk_widget_set_size_request(entry.widgetPointer, 280, -1)
        gtk_search_bar_set_child(bar, entry.widgetPointer)
        gtk_search_bar_connect_entry(bar, OpaquePointer(entry.rawPointer))
        gtk_button_set_icon_name(UnsafeMutablePointer<GtkButton>(OpaquePointer(button.rawPointer)), "system-search-symbolic")
        let label = Localization.string("Search")
        button.tooltipText = label
        button.setAccessibleLabel(label)
        button.isVisible = false
        g_object_bind_property(
            UnsafeMutableRawPointer(button.rawPointer), "active", UnsafeMutableRawPointer(self.bar.rawPointer), "search-mode-enabled",
            GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        fallbackRow.isVisible = false
        fallbackRow.horizontalAlignment = .end
    }

    /// Whether the search bar is open (its search mode).
    var isOpen: Bool {
        get { gtk_search_bar_get_search_mode(OpaquePointer(bar.rawPointer)) != 0 }
        set { gtk_search_bar_set_search_mode(OpaquePointer(bar.rawPointer), newValue ? 1 : 0) }
    }

    /// Puts the toggle button at the end of the header bar of `chrome`'s window (a sheet's
    /// too), or in the row above the bar when there is none.
    func placeButton(in chrome: ChromeReference?, column: Box) {
        detachButton()
        let host = chrome?.chrome.host
        if let headerBar = (host as? HeaderBar) ?? (host as? SheetChrome)?.headerBar {
            headerBar.packEnd(button)
            self.headerBar = headerBar
            fallbackRow.isVisible = false
        } else {
            fallbackRow.setChildren([button])
            fallbackRow.isVisible = true
        }
        button.isVisible = isMapped
    }

    private func detachButton() {
        headerBar?.remove(button)
        headerBar = nil
        fallbackRow.setChildren([])
    }

    /// Shows the button and lets the bar capture the window's typing while the search's
    /// column is on screen; hides and stops them while it is not.
    func connectMapping(of column: Box) {
        let pointer = column.widgetPointer
        mapConnections.append(column.onMap { [weak self] in
            guard let self else { return }
            isMapped = true
            button.isVisible = true
            if let root = gtk_widget_get_root(pointer) {
                gtk_search_bar_set_key_capture_widget(OpaquePointer(bar.rawPointer), UnsafeMutablePointer<GtkWidget>(root))
            }
        })
        mapConnections.append(column.onUnmap { [weak self] in
            guard let self else { return }
            isMapped = false
            button.isVisible = false
            gtk_search_bar_set_key_capture_widget(OpaquePointer(bar.rawPointer), nil)
        })
    }

    /// Ctrl+F anywhere in the window opens the bar and focuses its entry, while the search
    /// is on screen (a managed shortcut: the window runs it wherever the focus is).
    func addFindShortcut(to column: Box) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_MANAGED)
        let trigger = gtk_keyval_trigger_new(guint(GDK_KEY_f), GDK_CONTROL_MASK)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, gtk_callback_action_new(openSearch, nil, nil)))
        gtk_widget_add_controller(column.widgetPointer, controller)
    }

    /// Whether a search bar below `window` is on screen: its window lists Ctrl+F among its
    /// keyboard shortcuts.
    static func windowHasSearch(_ window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widgets(ofType: gtk_search_bar_get_type(), at: window).contains { gtk_widget_get_mapped($0) != 0 }
    }

    isolated deinit {
        detachButton()
    }
}

/// Ctrl+F's action on a search's column (its second child is the bar): opens the bar and
/// focuses the entry; passes the key on while the column is off screen.
private let openSearch: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { column, _, _ in
    guard let column, gtk_widget_get_mapped(column) != 0,
          let bar = gtk_widget_get_next_sibling(gtk_widget_get_first_child(column)),
          let entry = gtk_search_bar_get_child(OpaquePointer(bar))
    else { return 0 }
    gtk_search_bar_set_search_mode(OpaquePointer(bar), 1)
    gtk_widget_grab_focus(entry)
    return 1
}
