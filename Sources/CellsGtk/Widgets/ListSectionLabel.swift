import Cells
import Gtk

/// A section's header or footer in a `List` as a row of text: the header in GNOME's heading
/// style with room above it (the first row of a group), the footer small and dimmed. The row
/// is one the user cannot select or activate (`Gtk/ListView/unselectableRowClass`).
extension ListSectionLabelProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Gtk.Label {
        let label = Gtk.Label()
        label.horizontalTextAlignment = 0
        label.wraps = true
        label.addCSSClass(Gtk.ListView.unselectableRowClass)
        return label
    }

    public func update(_ label: Gtk.Label, context: GtkWidgetContext<Self>) {
        if context.previous?.text != text { label.text = text }
        guard context.previous?.role != role else { return }
        // The header is GNOME's heading with room above it; the footer a dim caption.
        let (classes, marginTop, marginBottom) = role == .header ? (["heading"], 12, 0) : (["dim-label", "caption"], 0, 6)
        for name in ["heading", "dim-label", "caption"] where !classes.contains(name) { label.removeCSSClass(name) }
        for name in classes { label.addCSSClass(name) }
        label.marginTop = marginTop
        label.marginBottom = marginBottom
    }
}
