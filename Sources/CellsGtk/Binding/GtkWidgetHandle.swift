import Cells
import Gtk

/// What the GTK backend hands the core for one widget: the GTK widget placed in its parent,
/// and the binding that keeps it up to date, behind a type-erased interface.
@MainActor
class GtkWidgetHandle {
    /// The widget placed in the parent container.
    let widget: Widget

    init(widget: Widget) {
        self.widget = widget
    }

    /// Brings the widget to the description `properties`, of the binding's own type (generic,
    /// not an `Any`: no box and no dynamic cast on every update).
    func update<Properties>(with properties: Properties, environment: EnvironmentValues) {}
    func setChildren(_ children: [Widget]) {}
    func updateRows(with splices: [RowSplice]) {}
    func dismantle() {}
}

/// A widget made by the binding `Binding`.
@MainActor
final class BoundWidget<Binding: GtkWidgetBinding>: GtkWidgetHandle {
    let native: Binding.NativeWidget
    let context: GtkWidgetContext<Binding>

    init(_ properties: Binding, actions: WidgetActions<Binding.Actions>, environment: EnvironmentValues, backend: GtkBackend) {
        let context = GtkWidgetContext(properties: properties, actions: actions, environment: environment, backend: backend)
        self.context = context
        native = Binding.makeWidget(context: context)
        super.init(widget: native)
        context.update(keepsPrevious: false, to: properties, environment: environment) { $0.update(native, context: context) }
    }

    override func update<Properties>(with given: Properties, environment: EnvironmentValues) {
        guard Properties.self == Binding.self else { preconditionFailure("a \(Binding.self) widget was handed a \(Properties.self)") }
        let properties = unsafeBitCast(given, to: Binding.self)  // the same type, checked above
        let native = self.native, context = self.context
        context.update(keepsPrevious: true, to: properties, environment: environment) { $0.update(native, context: context) }
    }

    override func setChildren(_ children: [Widget]) {
        Binding.setChildren(children, of: native, context: context)
    }

    override func updateRows(with splices: [RowSplice]) {
        Binding.updateRows(of: native, with: splices, context: context)
    }

    override func dismantle() {
        Binding.dismantle(native, context: context)
    }
}
