import Cells
import Gtk

extension TransitionAttribute: GtkWidgetAttribute {
    /// Kept on the widget (GObject data) for the container that inserts or removes it.
    public static func apply(_ value: AnyTransition?, previous: AnyTransition?, to widget: Widget) {
        WidgetTransitions.set(value, on: widget)
    }
}

/// The transition of each widget (`.transition(_:)`), kept as GObject data so that it lives
/// and dies with the widget.
@MainActor
enum WidgetTransitions {
    private final class Box {
        let transition: AnyTransition
        init(_ transition: AnyTransition) { self.transition = transition }
    }

    private static let key = "cells-transition"

    static func set(_ transition: AnyTransition?, on widget: Widget) {
        let data = transition.map { Unmanaged.passRetained(Box($0)).toOpaque() }
        g_object_set_data_full(UnsafeMutablePointer(OpaquePointer(widget.widgetPointer)), key, data) { data in
            if let data { Unmanaged<Box>.fromOpaque(data).release() }
        }
    }

    /// The widget's transition; `.opacity`, SwiftUI's default, if it has none.
    static func transition(of widget: UnsafeMutablePointer<GtkWidget>) -> AnyTransition {
        guard let data = g_object_get_data(UnsafeMutablePointer(OpaquePointer(widget)), key) else { return .opacity }
        return Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().transition
    }
}
