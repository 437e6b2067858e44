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

    /// Opens a window titled `title` showing `content`, with a header bar holding the title
    /// and, if given, the app's primary menu.
    public init<Content: View>(
        title: String, content: Content, application: Application?,
        defaultSize: (width: Int, height: Int) = (480, 320),
        environment: EnvironmentValues = EnvironmentValues(),
        backend: GtkBackend = GtkBackend(),
        primaryMenu: Menu? = nil,
        onClose: @escaping @MainActor (HostedWindow) -> Void = { _ in }
    ) {
        window = Window(application: application)
        window.title = title
        window.titlebar = headerBar
        if let primaryMenu {
            let button = MenuButton()
            button.iconName = "open-menu-symbolic"
            button.menu = primaryMenu
            button.isPrimary = true  // F10 opens it
            button.tooltipText = "Main Menu"
            button.setAccessibleLabel("Main Menu")
            headerBar.packEnd(button)
        }
        window.setDefaultSize(width: defaultSize.width, height: defaultSize.height)
        self.onClose = onClose
        var environment = environment
        let window = self.window
        // `@Environment(\.dismiss)` outside a navigation page closes the window.
        environment.dismiss = DismissAction { [weak window] in window?.close() }
        self.content = HostingWidget(content, environment: environment, backend: backend)
        window.child = self.content.widget
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
        content.tearDown()
        window.child = nil
        onClose(self)
    }
}
