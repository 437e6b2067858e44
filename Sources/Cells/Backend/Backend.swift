/// Turns primitive views into native widgets. The core calls it; it never calls the core
/// except through ``WidgetActions`` and ``ListRowActions``.
///
/// Widgets are opaque to the core (`AnyObject`). A backend finds how to make a widget from
/// the type of its ``PrimitiveView/Properties`` (the GTK backend looks for a widget binding
/// that type declares), so it knows no closed list of widget kinds. The core promises to:
/// - call ``makeWidget(_:actions:environment:)`` once per widget;
/// - call ``updateWidget(_:from:to:actions:environment:)`` when the description changed,
///   or when the widget must be checked again (its user changed it, or state read while
///   updating it changed), never with a description of another type;
/// - call ``setPadding(_:of:)`` and ``setAttributes(_:replacing:of:)`` only with values that changed;
/// - call ``setChildren(_:of:)`` with the full ordered list whenever a container's children
///   change (the backend keeps widgets that stay, so their state and focus survive);
/// - call ``widgetWasRemoved(_:)`` when a widget's view leaves the tree.
@MainActor
public protocol Backend: AnyObject {
    /// Makes the widget described by `properties`, showing them, whose user actions go to
    /// `actions`.
    func makeWidget<Properties: Equatable, Actions>(
        _ properties: Properties, actions: WidgetActions<Actions>, environment: EnvironmentValues
    ) -> AnyObject
    /// Brings the widget from showing `old` to showing `new`: writes only what differs from
    /// what the widget shows now.
    func updateWidget<Properties: Equatable, Actions>(
        _ widget: AnyObject, from old: Properties, to new: Properties,
        actions: WidgetActions<Actions>, environment: EnvironmentValues
    )
    /// Sets the space around the widget (padding from modifiers above it).
    func setPadding(_ padding: EdgeInsets, of widget: AnyObject)
    /// Sets the widget attributes (tooltip, opacity, CSS classes, …: see ``WidgetAttributeKey``)
    /// from modifiers above the widget; `old` are those set before. Called only when they changed.
    func setAttributes(_ attributes: WidgetAttributes, replacing old: WidgetAttributes, of widget: AnyObject)
    /// Makes `children` the container's children, in order.
    func setChildren(_ children: [AnyObject], of container: AnyObject)
    /// The widget's view left the tree; drop references to it.
    func widgetWasRemoved(_ widget: AnyObject)
    /// The rows of a list changed: apply `splices` in order to the list's row model. Rows the
    /// backend shows are then asked for with ``ListRowActions/widgetForRow(at:reusing:)`` and
    /// handed back with ``ListRowActions/rowWasHidden(_:)``.
    func updateRows(of list: AnyObject, with splices: [RowSplice])
}

extension Backend {
    /// A backend that knows no widget attributes ignores them.
    public func setAttributes(_ attributes: WidgetAttributes, replacing old: WidgetAttributes, of widget: AnyObject) {}
}

/// A change to a list's rows: at `position`, `removed` rows go and `inserted` new rows come.
/// Positions count in the list as it is after the splices before this one.
public struct RowSplice: Hashable, Sendable {
    public let position: Int
    public let removed: Int
    public let inserted: Int

    public init(position: Int, removed: Int, inserted: Int) {
        self.position = position
        self.removed = removed
        self.inserted = inserted
    }
}
