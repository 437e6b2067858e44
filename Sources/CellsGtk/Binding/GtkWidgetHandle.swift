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

    /// Brings the widget to the description at `properties`, of type `type` (the binding's
    /// own: a pointer, not an `Any`, so no box and no dynamic cast on every update).
    func update(withPropertiesAt properties: UnsafeRawPointer, of type: Any.Type, environment: EnvironmentValues) {}
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
        context.update(from: nil, to: properties, environment: environment) { $0.update(native, context: context) }
    }

    override func update(withPropertiesAt pointer: UnsafeRawPointer, of type: Any.Type, environment: EnvironmentValues) {
        guard type == Binding.self else { preconditionFailure("a \(Binding.self) widget was handed a \(type)") }
        let properties = pointer.assumingMemoryBound(to: Binding.self).pointee
        let native = self.native, context = self.context
        context.update(from: context.current, to: properties, environment: environment) { $0.update(native, context: context) }
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
