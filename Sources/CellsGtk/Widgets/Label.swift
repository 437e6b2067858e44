import Cells
import Gtk

/// `Text` as a `GtkLabel`; its colour is a CSS class (see ``TextColorStyles``).
extension TextProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Gtk.Label {
        Gtk.Label()
    }

    public func update(_ label: Gtk.Label, context: GtkWidgetContext<Self>) {
        if context.previous?.text != text { label.text = text }
        if context.previous?.foregroundColor != foregroundColor,
           context.previous != nil || foregroundColor != nil {
            TextColorStyles.apply(foregroundColor, to: label)
        }
    }

    /// The label's use of its colour's style sheet ends with its view.
    public static func dismantle(_ label: Gtk.Label, context: GtkWidgetContext<Self>) {
        TextColorStyles.release(label)
    }
}
