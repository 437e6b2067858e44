/// Turns the built-in views into native widgets. The core calls it; it never calls the core
/// except through ``WidgetEvents``.
///
/// Widgets are opaque to the core (`AnyObject`). The core promises to:
/// - call ``makeWidget(_:events:)`` once per widget, then ``setProperty(_:on:)`` only with
///   values that changed since the last call for that property;
/// - call ``setChildren(_:of:)`` with the full ordered list whenever a container's children
///   change (the backend keeps widgets that stay, so their state and focus survive);
/// - call ``widgetWasRemoved(_:)`` when a widget's view leaves the tree.
@MainActor
public protocol Backend: AnyObject {
    /// Creates a widget of `kind` whose signals report to `events`.
    func makeWidget(_ kind: WidgetKind, events: WidgetEvents) -> AnyObject
    /// Writes one property that changed.
    func setProperty(_ property: WidgetProperty, on widget: AnyObject)
    /// Makes `children` the container's children, in order.
    func setChildren(_ children: [AnyObject], of container: AnyObject)
    /// The widget's view left the tree; drop references to it.
    func widgetWasRemoved(_ widget: AnyObject)
    /// The rows of a list changed: apply `splices` in order to the list's row model. Rows the
    /// backend shows are then asked for with ``WidgetEvents/widgetForRow(at:)`` and handed
    /// back with ``WidgetEvents/rowWasHidden(_:)``.
    func updateRows(of list: AnyObject, with splices: [RowSplice])
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
