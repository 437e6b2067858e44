import Cells
import Gtk

/// Makes primitive views into GTK 4 widgets through their ``GtkWidgetBinding``s.
///
/// The backend knows no widget kinds: for each description it looks up the binding its type
/// conforms to (once per type), and every widget, the library's or a user's, is made and
/// updated by its binding (see `Widgets/`). Margins (padding) are the backend's, as every
/// GTK widget has them.
@MainActor
public final class GtkBackend: Backend {
    /// How a description type's widgets are made, found once per type.
    private typealias Factory = @MainActor (GtkBackend, Any, AnyObject, EnvironmentValues) -> GtkWidgetHandle
    private static var factories: [ObjectIdentifier: Factory] = [:]

    /// Counts of the list rows this backend's lists showed, for tests and benchmarks.
    public let listStatistics = ListRowStatistics()

    public init() {
        _ = Self.textClockOnGLib
        _ = Self.urlsOpenedByTheDesktop
    }

    /// `openURL` opens a URL with the desktop's handler (`gtk_show_uri`, over the active
    /// window): set once per process, by the first backend.
    private static let urlsOpenedByTheDesktop: Void = {
        OpenURLAction.systemOpener = { url in
            let windows = gtk_window_get_toplevels()
            var parent: UnsafeMutablePointer<GtkWindow>?
            for index in 0..<(windows.map { g_list_model_get_n_items($0) } ?? 0) {
                guard let item = g_list_model_get_item(windows, index) else { continue }
                defer { g_object_unref(item) }
                let window = item.assumingMemoryBound(to: GtkWindow.self)
                if gtk_window_is_active(window) != 0 { parent = window }
            }
            gtk_show_uri(parent, url.absoluteString, guint32(GDK_CURRENT_TIME))
            return true
        }
    }()

    /// Self-updating text ticks on a GLib timeout, armed only while such text is shown: set
    /// once per process, by the first backend.
    private static let textClockOnGLib: Void = {
        TextClock.scheduleTick = { seconds, tick in MainLoop.schedule(afterMilliseconds: UInt32(seconds * 1000), tick) }
    }()

    /// List row widgets handed to GTK so far (rows scrolled into sight).
    public var rowWidgetsShown: Int { listStatistics.rowWidgetsShown }
    /// List row widgets GTK holds now.
    public var rowWidgetsAlive: Int { listStatistics.rowWidgetsAlive }
    /// Time spent making or reusing the views of list rows GTK asked for, in microseconds.
    public var rowBindMicroseconds: Int { listStatistics.rowBindMicroseconds }
    /// Row items (GObjects) the list models hold for GTK, over all lists alive.
    public var rowItemsKept: Int { listStatistics.rowItemsKept }

    /// The GTK widget of a widget this backend made for the core (a graph's root widget).
    public static func gtkWidget(of widget: AnyObject) -> Widget {
        handle(widget).widget
    }

    // MARK: Backend

    public func makeWidget<Properties: Equatable, Actions>(
        _ properties: Properties, actions: WidgetActions<Actions>, environment: EnvironmentValues
    ) -> AnyObject {
        Self.factory(for: Properties.self)(self, properties, actions, environment)
    }

    public func updateWidget<Properties: Equatable, Actions>(
        _ widget: AnyObject, from old: Properties, to new: Properties,
        actions: WidgetActions<Actions>, environment: EnvironmentValues
    ) {
        Self.handle(widget).update(with: new, environment: environment)
    }

    public func setPadding(_ padding: EdgeInsets, of widget: AnyObject) {
        let widget = Self.handle(widget).widget
        widget.marginTop = Int(padding.top.rounded())
        widget.marginBottom = Int(padding.bottom.rounded())
        widget.marginStart = Int(padding.leading.rounded())
        widget.marginEnd = Int(padding.trailing.rounded())
    }

    public func setAttributes(_ attributes: WidgetAttributes, replacing old: WidgetAttributes, of widget: AnyObject) {
        GtkWidgetAttributes.apply(attributes, replacing: old, to: Self.handle(widget).widget)
    }

    public func setChildren(_ children: [AnyObject], of container: AnyObject) {
        Self.handle(container).setChildren(children.map { Self.handle($0).widget })
    }

    public func widgetWasRemoved(_ widget: AnyObject) {
        Self.handle(widget).dismantle()
    }

    public func updateRows(of list: AnyObject, with splices: [RowSplice]) {
        Self.handle(list).updateRows(with: splices)
    }

    // MARK: Bindings

    private static func factory<Properties>(for type: Properties.Type) -> Factory {
        let key = ObjectIdentifier(type)
        if let factory = factories[key] { return factory }
        guard let binding = type as? any GtkWidgetBinding.Type else {
            preconditionFailure(
                "No GTK binding for \(type): a primitive view's Properties must conform to GtkWidgetBinding "
                    + "(or the view to GtkWidgetRepresentable) to be shown with GTK."
            )
        }
        let factory = makeFactory(binding)
        factories[key] = factory
        return factory
    }

    private static func makeFactory<Binding: GtkWidgetBinding>(_: Binding.Type) -> Factory {
        { backend, properties, actions, environment in
            guard let actions = actions as? WidgetActions<Binding.Actions> else {
                preconditionFailure("\(Binding.self)'s widget reports \(Binding.Actions.self), but its view's actions are \(type(of: actions))")
            }
            return BoundWidget(properties as! Binding, actions: actions, environment: environment, backend: backend)
        }
    }

    private static func handle(_ widget: AnyObject) -> GtkWidgetHandle {
        guard let handle = widget as? GtkWidgetHandle else {
            preconditionFailure("GtkBackend was handed a widget it did not make: \(widget)")
        }
        return handle
    }
}

/// Counts kept by a backend's lists: how many row widgets GTK asked for, holds, and the time
/// spent making them. Written by the list binding, read by tests and benchmarks.
@MainActor
public final class ListRowStatistics {
    /// Row widgets handed to GTK so far.
    public var rowWidgetsShown = 0
    /// Row widgets GTK holds now (about 200 for a long list, whatever its length).
    public var rowWidgetsAlive = 0
    /// Time spent making or reusing row views, in microseconds.
    public var rowBindMicroseconds = 0
    private var lists: [WeakListView] = []

    /// Row items (GObjects) the list models of the lists alive hold for GTK.
    public var rowItemsKept: Int {
        lists.reduce(0) { $0 + ($1.list?.keptRowItemCount ?? 0) }
    }

    /// Counts the row items of `list` in ``rowItemsKept`` while it lives.
    public func track(_ list: ListView) {
        lists.removeAll { $0.list == nil }
        lists.append(WeakListView(list: list))
    }
}

/// A list view counted without being kept alive.
private struct WeakListView {
    weak var list: ListView?
}
