import Cells
import Gtk

/// `Button` as a `GtkButton` whose child is a box holding the label's widgets.
extension ButtonProperties: GtkWidgetBinding {
    public typealias Actions = ButtonActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Gtk.Button {
        let button = Gtk.Button()
        let content = Box(orientation: .horizontal, spacing: 6)
        content.horizontalAlignment = .center
        button.child = content
        context.connect(button, "clicked", checksWidget: false) { _, actions in actions.press() }
        return button
    }

    public func update(_ button: Gtk.Button, context: GtkWidgetContext<Self>) {
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { button.isSensitive = isEnabled }
        if context.previous?.accessibilityName != accessibilityName {
            // An icon-only label: the title or the icon's name (an .accessibilityLabel beats it).
            button.setDerivedAccessibleLabel(accessibilityName)
        }
        if context.previous?.role != role {
            // Adwaita's red button for a destructive action.
            if role == .destructive {
                gtk_widget_add_css_class(button.widgetPointer, "destructive-action")
            } else if context.previous?.role == .destructive {
                gtk_widget_remove_css_class(button.widgetPointer, "destructive-action")
            }
        }
    }

    /// The label's widgets go in the button's box; screen readers read the labels among them
    /// as the button's name.
    public static func setChildren(_ children: [Widget], of button: Gtk.Button, context: GtkWidgetContext<Self>) {
        (button.child as? Box)?.setChildren(children)
        // A label with a Spacer (text, then a chevron at the end) takes the button's width.
        button.child?.horizontalAlignment = children.contains { $0.wantsToExpand(horizontally: true) } ? .fill : .center
        button.setAccessibleLabels(from: children)
    }
}
