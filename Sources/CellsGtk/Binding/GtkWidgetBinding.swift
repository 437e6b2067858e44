import Cells
import Gtk

/// Binds a primitive view's description to a GTK widget: the one place that knows both.
///
/// A type that is some `PrimitiveView`'s `Properties` conforms to say how its widget is
/// made and kept up to date; the ``GtkBackend`` finds the binding from the description's
/// type, so a user's widget is bound exactly as the library's own (see `Widgets/`, one file
/// per GTK widget). The backend calls:
/// - ``makeWidget(context:)`` once, then ``update(_:context:)`` with the first description;
/// - ``update(_:context:)`` with each later description that differs, or when the widget
///   must be checked against the model (its user changed it, or state read while updating
///   changed). `self` is the new description, `context.previous` the one the widget showed.
///   Write only what differs, and compare user-editable values with the widget itself;
///   signal handlers connected through the context are blocked meanwhile, so a write never
///   echoes back as a user edit;
/// - ``setChildren(_:of:context:)`` when the views inside change;
/// - ``dismantle(_:context:)`` when the view leaves the tree.
///
/// ```swift
/// extension LevelProperties: GtkWidgetBinding {
///     public typealias Actions = LevelActions
///     public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
///         let bar = Widget(taking: gtk_level_bar_new())
///         return bar
///     }
///     public func update(_ bar: Widget, context: GtkWidgetContext<Self>) {
///         if context.previous?.value != value { bar.setProperty("value", value) }
///     }
/// }
/// ```
@MainActor
public protocol GtkWidgetBinding: Equatable {
    /// What the widget reports back: the `Actions` of the primitive views it describes.
    associatedtype Actions = NoActions
    /// The GTK widget placed in the parent's container.
    associatedtype NativeWidget: Widget
    /// State the binding keeps per widget (boxes it made, handler ids), made with the widget.
    associatedtype Coordinator = Void

    /// Makes the coordinator of a new widget, from its first description.
    @MainActor func makeCoordinator() -> Coordinator
    /// Makes the widget and connects its signals (through `context`, so they are blocked
    /// while the widget is updated). Properties are written by the first ``update(_:context:)``.
    @MainActor static func makeWidget(context: GtkWidgetContext<Self>) -> NativeWidget
    /// Brings `widget` from `context.previous` (nil the first time) to this description.
    @MainActor func update(_ widget: NativeWidget, context: GtkWidgetContext<Self>)
    /// Places the widgets of the views inside this one, in order. The default accepts none.
    @MainActor static func setChildren(_ children: [Widget], of widget: NativeWidget, context: GtkWidgetContext<Self>)
    /// For a list: applies row splices to its model. The default ignores them.
    @MainActor static func updateRows(of widget: NativeWidget, with splices: [RowSplice], context: GtkWidgetContext<Self>)
    /// The view left the tree: release what the widget holds. The default does nothing (the
    /// parent drops the widget, and GLib releases its signal closures when it dies).
    @MainActor static func dismantle(_ widget: NativeWidget, context: GtkWidgetContext<Self>)
}

extension GtkWidgetBinding where Coordinator == Void {
    public func makeCoordinator() {}
}

extension GtkWidgetBinding {
    public static func setChildren(_ children: [Widget], of widget: NativeWidget, context: GtkWidgetContext<Self>) {
        precondition(children.isEmpty, "\(Self.self)'s widget takes no child widgets; \(children.count) were given")
    }

    public static func updateRows(of widget: NativeWidget, with splices: [RowSplice], context: GtkWidgetContext<Self>) {}

    public static func dismantle(_ widget: NativeWidget, context: GtkWidgetContext<Self>) {}
}
