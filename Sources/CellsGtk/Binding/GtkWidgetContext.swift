import Cells
import Gtk

/// What a ``GtkWidgetBinding`` gets with each call for one widget: the description the widget
/// showed before, the environment, the coordinator, the actions, and signal connections
/// that are blocked while the widget is updated.
@MainActor
public final class GtkWidgetContext<Binding: GtkWidgetBinding> {
    // The context's fields are set at every update and read by the binding's `update`; no
    // access to one ever overlaps a write to it, so they skip the exclusivity check.

    /// The description the widget showed before this update; nil while it is made.
    public var previous: Binding? { hasPrevious ? previousDescription : nil }
    // Stored unwrapped: in the unspecialized code that updates every widget, each copy of a
    // `Binding?` asks the runtime for the metadata of `Optional<Binding>`.
    @exclusivity(unchecked) private var previousDescription: Binding
    @exclusivity(unchecked) private var hasPrevious = false
    /// The description the widget shows (or, inside an update, is being brought to).
    @exclusivity(unchecked) public internal(set) var current: Binding
    /// The environment of the view the widget belongs to.
    @exclusivity(unchecked) public internal(set) var environment: EnvironmentValues
    /// The binding's per-widget state.
    public let coordinator: Binding.Coordinator
    /// The view's current actions.
    public let actions: WidgetActions<Binding.Actions>
    /// The backend that made the widget.
    public private(set) weak var backend: GtkBackend?
    /// True while ``GtkWidgetBinding/update(_:context:)`` runs.
    @exclusivity(unchecked) public private(set) var isUpdating = false
    @exclusivity(unchecked) private var connections: [SignalConnection] = []

    init(properties: Binding, actions: WidgetActions<Binding.Actions>, environment: EnvironmentValues, backend: GtkBackend?) {
        self.current = properties
        self.previousDescription = properties
        self.actions = actions
        self.environment = environment
        self.backend = backend
        self.coordinator = properties.makeCoordinator()
    }

    /// Runs the view's current actions as the widget's user did something: the model
    /// changes, and the widget is checked against it in the next update.
    public func perform(checksWidget: Bool = true, _ body: (Binding.Actions) -> Void) {
        actions.perform(checksWidget: checksWidget, body)
    }

    /// Connects `handler` to `signal` of `object` ("clicked", "day-selected"): it gets the
    /// object and the view's current actions, runs as a user action (see ``perform(checksWidget:_:)``),
    /// is blocked while the widget is updated, and is released by GLib when the object dies.
    /// The object is held weakly; capture neither it nor the context in `handler`. Pass
    /// `checksWidget: false` for a signal that changes nothing the widget shows ("clicked").
    ///
    /// ```swift
    /// context.connect(entry, "changed") { entry, actions in actions.textChanged(entry.text) }
    /// ```
    @discardableResult
    public func connect<Object: GObjectHandle>(
        _ object: Object, _ signal: String, checksWidget: Bool = true,
        _ handler: @escaping @MainActor (Object, Binding.Actions) -> Void
    ) -> SignalConnection {
        let actions = self.actions
        let connection = object.connectSignal(signal) { [weak object] in
            guard let object else { return }
            actions.perform(checksWidget: checksWidget) { handler(object, $0) }
        }
        connections.append(connection)
        return connection
    }

    /// Connects `handler` to changes of `object`'s GObject property `property` ("active",
    /// "value"), as ``connect(_:_:checksWidget:_:)`` does for signals.
    @discardableResult
    public func connectNotify<Object: GObjectHandle>(
        _ object: Object, _ property: String, _ handler: @escaping @MainActor (Object, Binding.Actions) -> Void
    ) -> SignalConnection {
        let actions = self.actions
        let connection = object.connectNotify(property) { [weak object] in
            guard let object else { return }
            actions.perform { handler(object, $0) }
        }
        connections.append(connection)
        return connection
    }

    /// Blocks `connection` while the widget is updated, like those made by ``connect(_:_:checksWidget:_:)``
    /// (for signals connected with the `Gtk` wrappers' own methods).
    public func blockWhileUpdating(_ connection: SignalConnection) {
        connections.append(connection)
    }

    /// Runs `body` as the widget's update: handlers blocked, `current` set, and `previous` set
    /// to the description before (none while the widget is made: `keepsPrevious` false).
    func update(keepsPrevious: Bool, to properties: Binding, environment: EnvironmentValues, _ body: (Binding) -> Void) {
        if keepsPrevious { previousDescription = current }
        hasPrevious = keepsPrevious
        current = properties
        self.environment = environment
        isUpdating = true
        for connection in connections { connection.block() }
        defer {
            for connection in connections { connection.unblock() }
            isUpdating = false
        }
        body(properties)
    }

}
