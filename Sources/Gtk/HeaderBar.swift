import CAdw
import CGtk

/// A window's title bar, as GNOME apps have it (libadwaita's AdwHeaderBar): flat buttons at
/// its start and end, the window's title in the middle (an AdwWindowTitle, which can show a
/// subtitle under it), and the window buttons where the desktop puts them.
@MainActor
public final class HeaderBar: Widget {
    private var barPointer: OpaquePointer { OpaquePointer(rawPointer) }
    private var packed: [Widget] = []
    /// The title in the middle: the window's own title unless ``title`` is set.
    public let windowTitle: AdwWindowTitle

    public init() {
        windowTitle = AdwWindowTitle(taking: UnsafeMutableRawPointer(adw_window_title_new("", "")!))
        super.init(taking: adw_header_bar_new())
        adw_header_bar_set_title_widget(barPointer, windowTitle.widgetPointer)
    }

    /// A widget shown in the middle instead of the title (a tab view's view switcher); nil
    /// gives the title back.
    public var titleWidget: Widget? {
        didSet { adw_header_bar_set_title_widget(barPointer, (titleWidget ?? windowTitle).widgetPointer) }
    }

    /// The window whose title bar this is (``attach(to:)``), if any.
    public private(set) weak var hostWindow: Window?

    /// Makes this `window`'s title bar, showing its title.
    public func attach(to window: Window) {
        window.titlebar = self
        showsTitle(of: window)
        hostWindow = window
    }

    /// Shows `window`'s title, and each later change of it, in the middle of the bar (a
    /// GBinding, released when either object goes).
    public func showsTitle(of window: Widget) {
        g_object_bind_property(window.rawPointer, "title", windowTitle.rawPointer, "title", G_BINDING_SYNC_CREATE)
    }

    /// The smaller line under the title (`.navigationSubtitle`); hidden while empty.
    public var subtitle: String {
        get { windowTitle.subtitle ?? "" }
        set { if windowTitle.subtitle != newValue { windowTitle.subtitle = newValue } }
    }

    /// Whether the window buttons (close, and those the desktop adds) show at both ends.
    public var showsTitleButtons: Bool {
        get { showsEndTitleButtons }
        set {
            showsStartTitleButtons = newValue
            showsEndTitleButtons = newValue
        }
    }

    /// Whether the window buttons the desktop puts at the start show (a split view's detail
    /// column leaves them to its sidebar's bar).
    public var showsStartTitleButtons: Bool {
        get { adw_header_bar_get_show_start_title_buttons(barPointer) != 0 }
        set { if showsStartTitleButtons != newValue { adw_header_bar_set_show_start_title_buttons(barPointer, newValue ? 1 : 0) } }
    }

    /// Whether the window buttons at the end (close) show (a split view's sidebar leaves
    /// them to its detail column's bar).
    public var showsEndTitleButtons: Bool {
        get { adw_header_bar_get_show_end_title_buttons(barPointer) != 0 }
        set { if showsEndTitleButtons != newValue { adw_header_bar_set_show_end_title_buttons(barPointer, newValue ? 1 : 0) } }
    }

    /// Adds `widget` at the start (left in left-to-right languages).
    public func packStart(_ widget: Widget) {
        adw_header_bar_pack_start(barPointer, widget.widgetPointer)
        packed.append(widget)
    }

    /// Removes a widget packed at the start or end.
    public func remove(_ widget: Widget) {
        guard let index = packed.firstIndex(where: { $0 === widget }) else { return }
        adw_header_bar_remove(barPointer, widget.widgetPointer)
        packed.remove(at: index)
    }

    /// Adds `widget` at the end, before the window buttons.
    public func packEnd(_ widget: Widget) {
        adw_header_bar_pack_end(barPointer, widget.widgetPointer)
        packed.append(widget)
    }
}
