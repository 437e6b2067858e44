import Cells
import Gtk

/// One open window: a GTK window whose content is a view graph. Closing the window tears the
/// graph down, which releases its state, its widgets and their signal closures.
@MainActor
public final class HostedWindow {
    /// The GTK window.
    public let window: Window
    /// The content, hosted in the window.
    private let content: HostingWidget
    /// The content's view graph; nil once the window is closed.
    public var graph: ViewGraph? { content.graph }
    private let onClose: @MainActor (HostedWindow) -> Void

    /// The window's title bar: its title, the primary menu and the close button.
    public let headerBar = HeaderBar()
    /// What the content sets in the header bar: `.navigationTitle`, the back button.
    public let chrome = WindowChrome()
    /// The header bar's back button (shown while a navigation stack has pages pushed); it,
    /// Escape and Alt+Left activate the window action `chrome.back`. Made when first pushed
    /// to or asked for (see `WindowBackNavigation`).
    public var backButton: Gtk.Button { backNavigation.button }
    private let backNavigation: WindowBackNavigation
    /// The window's own focused values (`@FocusedValue`); the key scene's while the window is active.
    public let focusedValues: SceneFocusedValues

    /// The narrowest a window gets, as GNOME's (libadwaita's windows): 360 pixels, a phone's
    /// width or a tiled half of a small screen. Text wraps and form rows reflow, so content
    /// fits it; without this floor, wrapping text would let a window shrink to a column of
    /// single characters. A window whose default width is narrower keeps that instead.
    public static let narrowestWidth = 360

    /// The tallest a window opens when it grows to its content: it fits a 768-pixel screen
    /// with GNOME's top bar.
    public static let tallestOpeningHeight = 720

    /// Opens a window titled `title` showing `content`, with a header bar holding the title
    /// and, if given, the app's primary menu. With `growsToContent`, the window opens taller
    /// than `defaultSize` if its content asks for more (up to ``tallestOpeningHeight``).
    public init<Content: View>(
        title: String, content: Content, application: Application?,
        defaultSize: (width: Int, height: Int) = (480, 320), growsToContent: Bool = false,
        environment: EnvironmentValues = EnvironmentValues(),
        backend: GtkBackend = GtkBackend(),
        primaryMenu: Gtk.Menu? = nil,
        onClose: @escaping @MainActor (HostedWindow) -> Void = { _ in }
    ) {
        window = Window(application: application)
        window.title = title
        headerBar.attach(to: window)
        if let primaryMenu {
            let button = MenuButton()
            button.iconName = "open-menu-symbolic"
            button.menu = primaryMenu
            if let popover = gtk_menu_button_get_popover(OpaquePointer(button.rawPointer)) {
                ApplicationShortcuts.forward(from: UnsafeMutablePointer<GtkWidget>(OpaquePointer(popover)))
            }
            button.isPrimary = true  // F10 opens it
            button.tooltipText = "Main Menu"
            button.setAccessibleLabel("Main Menu")
            headerBar.packEnd(button)
        }
        window.setDefaultSize(width: defaultSize.width, height: defaultSize.height)
        window.keepsNarrowestWidth(min(Self.narrowestWidth, defaultSize.width))
        ApplicationShortcuts.yieldToWindowShortcuts(in: window.widgetPointer)
        self.onClose = onClose
        var environment = environment
        let window = self.window
        let headerBar = self.headerBar
        let backNavigation = WindowBackNavigation(in: headerBar, window: window, chrome: chrome)
        self.backNavigation = backNavigation
        chrome.onChange = { [weak window] chrome in
            window?.title = chrome.title ?? title
            headerBar.subtitle = chrome.subtitle ?? ""
            backNavigation.show(canGoBack: chrome.canGoBack)
        }
        environment.windowChrome = chrome
        chrome.host = headerBar
        // `@Environment(\.dismiss)` outside a navigation page closes the window.
        environment.dismiss = DismissAction { [weak window] in window?.close() }
        // `@Environment(\.scenePhase)`: active, inactive or background, from the window.
        environment.scenePhaseSource = ScenePhaseMonitor.follow(window).source
        // `@FocusedValue`: the window's own; the app's commands read the active window's.
        let focusedValues = environment.sceneFocusedValues ?? SceneFocusedValues()
        self.focusedValues = focusedValues
        environment.sceneFocusedValues = focusedValues
        window.onNotifyIsActive { isActive in
            if isActive { focusedValues.becomeKey() } else { focusedValues.resignKey() }
        }
        self.content = HostingWidget(content, environment: environment, backend: backend)
        window.child = self.content.widget
        if growsToContent { window.growDefaultHeightToContent(upTo: Self.tallestOpeningHeight) }
        // GTK destroys a closed window only when the last reference goes, and this object
        // holds one: so the close request, not "destroy", is where the window ends for us.
        window.onCloseRequest { [weak self] in
            self?.windowDidClose()
            return false
        }
        window.onDestroy { [weak self] in self?.windowDidClose() }
    }

    /// Shows the window.
    public func present() {
        window.present()
    }

    /// Closes the window as the user's close button does.
    public func close() {
        window.close()
    }

    /// Releases the content: state, widgets, signal closures. Runs once.
    private func windowDidClose() {
        guard graph != nil else { return }
        window.releaseWhatOutlivesIt()  // done already when closed by request; not when destroyed
        focusedValues.resignKey()
        content.tearDown()
        window.child = nil
        onClose(self)
    }
}
