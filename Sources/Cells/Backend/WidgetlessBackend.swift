/// A backend for a tree that shows nothing: an app's body, evaluated in a node of its own
/// for its state and its `onChange(of:)` actions (``AppBodyHost``). Each widget is a plain
/// object standing in for one.
@MainActor
final class WidgetlessBackend: Backend {
    private final class Placeholder {}

    func makeWidget<Properties: Equatable, Actions>(
        _ properties: Properties, actions: WidgetActions<Actions>, environment: EnvironmentValues
    ) -> AnyObject {
        Placeholder()
    }

    func updateWidget<Properties: Equatable, Actions>(
        _ widget: AnyObject, from old: Properties, to new: Properties,
        actions: WidgetActions<Actions>, environment: EnvironmentValues
    ) {}

    func setPadding(_ padding: EdgeInsets, of widget: AnyObject) {}
    func setChildren(_ children: [AnyObject], of container: AnyObject) {}
    func widgetWasRemoved(_ widget: AnyObject) {}
    func updateRows(of list: AnyObject, with splices: [RowSplice]) {}
}
