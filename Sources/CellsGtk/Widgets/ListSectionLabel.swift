import Cells
import Gtk

/// A section's header or footer in a `List` as a row of text: the header in GNOME's heading
/// style with room above it (the first row of a group), the footer small and dimmed. The row
/// is one the user cannot select or activate (``Gtk/ListView/unselectableRowClass``).
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
        switch role {
        case .header:
            label.removeCSSClass("dim-label")
            label.removeCSSClass("caption")
            label.addCSSClass("heading")
            label.marginTop = 12
            label.marginBottom = 0
        case .footer:
            label.removeCSSClass("heading")
            label.addCSSClass("dim-label")
            label.addCSSClass("caption")
            label.marginTop = 0
            label.marginBottom = 6
        }
    }
}
