import Cells
import Gtk

/// What a ``GtkWidgetBinding`` gets with each call for one widget: the description the widget
/// showed before, the environment, the coordinator, the actions, and signal connections
/// that do nothing while the widget is updated.
@MainActor
public final class GtkWidgetContext<Binding: GtkWidgetBinding> {
    // The context's fields are set at every update and read by the binding's `update`; no
    // access to one ever overlaps a write to it.

    /// The description the widget showed before this update; nil while it is made.
    public var previous: Binding? { hasPrevious ? previousDescription : nil }
    // Stored unwrapped: in the unspecialized code that updates every widget, each copy of a
    // `Binding?` asks the runtime for the metadata of `Optional<Binding>`.
    private var previousDescription: Binding
    private var hasPrevious = false
    /// The description the widget shows (or, inside an update, is being brought to).
    public internal(set) var current: Binding
    /// The environment of the view the widget belongs to.
    public internal(set) var environment: EnvironmentValues
    /// The binding's per-widget state.
    public let coordinator: Binding.Coordinator
    /// The view's current actions.
    public let actions: WidgetActions<Binding.Actions>
    /// The backend that made the widget.
    public private(set) weak var backend: GtkBackend?
    /// True while ``GtkWidgetBinding/update(_:context:)`` runs.
    public private(set) var isUpdating = false
    /// Connections made elsewhere that must not run while the widget is updated (see
    /// ``blockWhileUpdating(_:)``). Handlers that act through ``perform(checksWidget:_:)`` need
    /// no block: it checks ``isUpdating`` (a block and an unblock in GLib, per handler and
    /// update, cost more than a keystroke's checks of the entry's text).
    private var blockedConnections: [SignalConnection] = []

    init(properties: Binding, actions: WidgetActions<Binding.Actions>, environment: EnvironmentValues, backend: GtkBackend?) {
        self.current = properties
        self.previousDescription = properties
        self.actions = actions
        self.environment = environment
        self.backend = backend
        self.coordinator = properties.makeCoordinator()
    }

    /// Runs the view's current actions as the widget's user did something: the model
    /// changes, and the widget is checked against it in the next update. Not while the widget
    /// is updated: a signal the update causes (the model's text written into an entry) is no
    /// user's action. Every handler the context connects comes through here, so none needs
    /// GLib to block it around each update.
    public func perform(checksWidget: Bool = true, _ body: (Binding.Actions) -> Void) {
        guard !isUpdating else { return }
        actions.perform(checksWidget: checksWidget, body)
    }

    /// Connects `handler` to a signal of `object` through its typed method (`{ $0.onClicked }`,
    /// generated from GTK's GIR data; a closure, which works for every wrapper class): it gets the object and the view's current actions, runs
    /// as a user action (see ``perform(checksWidget:_:)``), does nothing while the widget is
    /// updated, and is released by GLib when the object dies. The object is held weakly;
    /// capture neither it nor the context in `handler`. Pass `checksWidget: false` for a signal
    /// that changes nothing the widget shows ("clicked").
    ///
    /// ```swift
    /// context.connect(button, { $0.onClicked }, checksWidget: false) { _, actions in actions.press() }
    /// ```
    @discardableResult
    public func connect<Object: AnyObject>(
        _ object: Object, _ signal: (Object) -> (@escaping @MainActor () -> Void) -> SignalConnection, checksWidget: Bool = true,
        _ handler: @escaping @MainActor (Object, Binding.Actions) -> Void
    ) -> SignalConnection {
        let weakObject = WeakCapture(object), weakSelf = WeakCapture(self)
        return signal(object)({
            guard let object = weakObject.object, let self = weakSelf.object else { return }
            self.perform(checksWidget: checksWidget) { handler(object, $0) }
        })
    }

    /// Connects `handler` to a signal that reports a value the user edits (an entry's text,
    /// a check button's state), read from the widget by `value`, and shown from the
    /// description's `shown`: the value reaches `handler` as the user's edit unless it equals
    /// what the model last had the widget show. So a signal GTK emits late for a value the
    /// model wrote (GtkSearchEntry's "search-changed", after its delay) is not taken for an
    /// edit, whichever widget it comes from; one during ``GtkWidgetBinding/update(_:context:)``
    /// is ignored as well.
    ///
    /// ```swift
    /// context.connect(entry, { $0.onChanged }, reporting: { $0.text }, shown: \.text) { text, actions in
    ///     actions.textChanged(text)
    /// }
    /// ```
    @discardableResult
    public func connect<Object: AnyObject, Value: Equatable>(
        _ object: Object, _ signal: (Object) -> (@escaping @MainActor () -> Void) -> SignalConnection,
        reporting value: @escaping @MainActor (Object) -> Value, shown: KeyPath<Binding, Value>,
        _ handler: @escaping @MainActor (Value, Binding.Actions) -> Void
    ) -> SignalConnection {
        let weakObject = WeakCapture(object), weakSelf = WeakCapture(self)
        return signal(object)({
            guard let object = weakObject.object, let self = weakSelf.object else { return }
            self.report(value(object), shown: shown, handler)
        })
    }

    /// ``connect(_:_:reporting:shown:_:)`` for a typed property notification
    /// (`{ $0.onNotifyActive }`), whose handler gets the new value.
    @discardableResult
    public func connect<Object: AnyObject, Value: Equatable>(
        _ object: Object, _ notification: (Object) -> (@escaping @MainActor (Value) -> Void) -> SignalConnection,
        shown: KeyPath<Binding, Value>, _ handler: @escaping @MainActor (Value, Binding.Actions) -> Void
    ) -> SignalConnection {
        let weakSelf = WeakCapture(self)
        return notification(object)({ reported in
            weakSelf.object?.report(reported, shown: shown, handler)
        })
    }

    /// Reports a value the widget's user edited (for a widget whose changes come some other
    /// way than one signal: a group of buttons): `handler` runs as the user's action unless
    /// `reported` equals what the model last had the widget show (description's `shown`),
    /// or the widget is being updated. The check of every `connect(…, reporting:shown:)`.
    public func report<Value: Equatable>(
        _ reported: Value, shown: KeyPath<Binding, Value>, _ handler: @escaping @MainActor (Value, Binding.Actions) -> Void
    ) {
        guard reported != current[keyPath: shown] else { return }
        perform { handler(reported, $0) }
    }

    /// Blocks `connection` while the widget is updated, so that it does nothing then, as those
    /// made by ``connect(_:_:checksWidget:_:)`` do (for signals connected with the `Gtk`
    /// wrappers' own methods whose handlers act other than through ``perform(checksWidget:_:)``
    /// or ``report(_:shown:_:)``, which ignore what an update causes).
    public func blockWhileUpdating(_ connection: SignalConnection) {
        blockedConnections.append(connection)
    }

    /// Runs `body` as the widget's update: ``isUpdating`` set (the context's handlers ignore
    /// the signals the update causes), the others blocked, `current` set, and `previous` set
    /// to the description before (none while the widget is made: `keepsPrevious` false).
    func update(keepsPrevious: Bool, to properties: Binding, environment: EnvironmentValues, _ body: (Binding) -> Void) {
        if keepsPrevious { previousDescription = current }
        hasPrevious = keepsPrevious
        current = properties
        self.environment = environment
        isUpdating = true
        for connection in blockedConnections { connection.block() }
        body(properties)
        for connection in blockedConnections { connection.unblock() }
        isUpdating = false
    }

}
