import Cells
import Gtk

/// `ViewThatFits` as libadwaita's squeezer (AdwSqueezer): it shows the first of its children
/// that fits its width (or height), switching as the window is resized, and keeps the others.
extension ViewThatFitsProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let squeezer = Widget(taking: UnsafeMutableRawPointer(adw_squeezer_new()!))
        let pointer = OpaquePointer(squeezer.rawPointer)
        // Sized by the child shown, not the widest one; no cross-fade between them.
        adw_squeezer_set_homogeneous(pointer, 0)
        adw_squeezer_set_transition_type(pointer, ADW_SQUEEZER_TRANSITION_TYPE_NONE)
        // A view fits when its natural size does, as SwiftUI measures ideal sizes (a text
        // that could wrap onto more lines does not fit by wrapping).
        adw_squeezer_set_switch_threshold_policy(pointer, ADW_FOLD_THRESHOLD_POLICY_NATURAL)
        gtk_orientable_set_orientation(pointer, context.current.fitsVertically ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        return squeezer
    }

    public func update(_ squeezer: Widget, context: GtkWidgetContext<Self>) {
        if context.previous.map({ $0.fitsVertically != fitsVertically }) == true {
            gtk_orientable_set_orientation(OpaquePointer(squeezer.rawPointer), fitsVertically ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        }
    }

    public static func setChildren(_ children: [Widget], of squeezer: Widget, context: GtkWidgetContext<Self>) {
        let pointer = OpaquePointer(squeezer.rawPointer)
        var current: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(squeezer.widgetPointer)
        while let widget = child {
            current.append(widget)
            child = gtk_widget_get_next_sibling(widget)
        }
        guard current != children.map(\.widgetPointer) else { return }
        for widget in current { adw_squeezer_remove(pointer, widget) }
        for widget in children { _ = adw_squeezer_add(pointer, widget.widgetPointer) }
    }
}
