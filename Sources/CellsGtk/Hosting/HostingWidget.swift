import Cells
import Gtk

/// A Cells view inside a GTK widget tree of your own: the counterpart of SwiftUI's
/// `NSHostingView`. ``widget`` is a GTK widget to put in any container; the view's state,
/// updates and widgets live until ``tearDown()`` (or until this object goes). Its
/// environment's `colorScheme` follows the desktop's light or dark preference.
///
/// ```swift
/// let host = HostingWidget(TitleEditor())
/// myBox.append(host.widget)
/// ```
@MainActor
public final class HostingWidget {
    /// The GTK widget showing the view.
    public let widget: Widget
    /// The view graph; nil once torn down.
    public private(set) var graph: ViewGraph?

    /// Hosts `content`, updated by update passes on the GLib main loop.
    public init<Content: View>(
        _ content: Content, environment: EnvironmentValues = EnvironmentValues(), backend: GtkBackend = GtkBackend()
    ) {
        var environment = environment
        environment.colorScheme = ColorSchemeMonitor.colorScheme
        let graph = ViewGraph(content: content, backend: backend, scheduler: GLibIdleScheduler(), environment: environment)
        self.graph = graph
        ColorSchemeMonitor.follow(graph)
        widget = GtkBackend.gtkWidget(of: graph.rootWidget)
    }

    /// Releases the view's state, observations, widgets and their signal closures. The GTK
    /// widget stays empty wherever it was put. Runs once.
    public func tearDown() {
        graph?.tearDown()
        graph = nil
    }

    isolated deinit {
        tearDown()
    }
}
