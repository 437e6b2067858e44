import Cells
import Gtk

/// A view that is any GTK widget you make and update yourself: the counterpart of
/// SwiftUI's `NSViewRepresentable`.
///
/// ``makeWidget(context:)`` makes the widget once; ``updateWidget(_:context:)`` brings it up
/// to date whenever the view's inputs changed (compared as the graph compares a view before
/// running its `body` again) or state it read while updating changed. Connect signals
/// through the context: their handlers get the widget and the current view, run as user
/// actions, and are blocked while `updateWidget` writes, so a model write never echoes back
/// as a user edit.
///
/// ```swift
/// struct Level: GtkWidgetRepresentable {
///     @Binding var value: Double
///
///     func makeWidget(context: Context) -> Widget {
///         let scale = Widget(taking: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.1))
///         context.connect(scale, "value-changed") { scale, view in
///             view.value = gtk_range_get_value(OpaquePointer(scale.rawPointer))
///         }
///         return scale
///     }
///
///     func updateWidget(_ scale: Widget, context: Context) {
///         let range = OpaquePointer(scale.rawPointer)
///         if gtk_range_get_value(range) != value { gtk_range_set_value(range, value) }
///     }
/// }
/// ```
public protocol GtkWidgetRepresentable: PrimitiveView
where Properties == ComparedView<Self>, Actions == Self, Content == EmptyView {
    /// The GTK widget this view is.
    associatedtype NativeWidget: Widget
    /// State kept with the widget for as long as it lives (delegates, handler ids).
    associatedtype Coordinator = Void
    /// What ``makeWidget(context:)`` and ``updateWidget(_:context:)`` get.
    typealias Context = GtkWidgetContext<ComparedView<Self>>

    /// Makes the coordinator, before the widget.
    @MainActor func makeCoordinator() -> Coordinator
    /// Makes the widget and connects its signals through `context`.
    @MainActor func makeWidget(context: Context) -> NativeWidget
    /// Writes this view's values into the widget, comparing with what it shows.
    @MainActor func updateWidget(_ widget: NativeWidget, context: Context)
    /// The view left the tree: undo what `makeWidget` set up outside the widget.
    @MainActor static func dismantleWidget(_ widget: NativeWidget, coordinator: Coordinator)
}

extension GtkWidgetRepresentable {
    public func properties(in environment: EnvironmentValues) -> ComparedView<Self> {
        ComparedView(self)
    }

    /// The view itself: a signal handler connected through the context gets the view of the
    /// latest update, with its current bindings.
    public func actions(in environment: EnvironmentValues) -> Self {
        self
    }

    public static func dismantleWidget(_ widget: NativeWidget, coordinator: Coordinator) {}
}

extension GtkWidgetRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension GtkWidgetContext {
    /// For a ``GtkWidgetRepresentable``: the view of the latest update.
    public func view<Representable: GtkWidgetRepresentable>() -> Representable where Binding == ComparedView<Representable> {
        current.view
    }
}

/// A representable's description is the view itself; its binding calls the view.
extension ComparedView: GtkWidgetBinding where Content: GtkWidgetRepresentable {
    public typealias Actions = Content
    public typealias NativeWidget = Content.NativeWidget
    public typealias Coordinator = Content.Coordinator

    public func makeCoordinator() -> Content.Coordinator {
        view.makeCoordinator()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Content.NativeWidget {
        context.current.view.makeWidget(context: context)
    }

    public func update(_ widget: Content.NativeWidget, context: GtkWidgetContext<Self>) {
        view.updateWidget(widget, context: context)
    }

    public static func dismantle(_ widget: Content.NativeWidget, context: GtkWidgetContext<Self>) {
        Content.dismantleWidget(widget, coordinator: context.coordinator)
    }
}
