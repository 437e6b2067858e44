import Cells
import Gtk

/// What a `Button`'s GtkButton holds: its title's label alone when the label is one `Text`
/// (as `gtk_button_new_with_label` makes a button: one widget fewer to make, measure and lay
/// out in every text button), otherwise a box holding the label's widgets (an icon beside the
/// text, a `Spacer`, a row link's chevron).
@MainActor
enum ButtonContent {
    /// Puts `children` (the label's widgets) in `button`, its label alone when it can.
    static func show(_ children: [Widget], in button: Gtk.Button) {
        if let label = children.first, children.count == 1, canHoldAlone(label, in: button) {
            if button.child !== label {
                (button.child as? Box)?.setChildren([])  // GTK takes a child that has no parent
                button.child = label
            }
            label.horizontalAlignment = MenuItemLook.isItem(button.widgetPointer) ? .start : .center
            return
        }
        let box = box(of: button)
        if let chevron = NavigationRowLink.chevron(in: box) {
            // A link that is a list row: its chevron stays at the end.
            box.setChildren(children + [chevron])
            NavigationRowLink.arrange(box)
        } else {
            box.setChildren(children)
            // A label with a Spacer (text, then a chevron at the end) takes the button's width.
            box.horizontalAlignment = children.contains { $0.wantsToExpand(horizontally: true) } ? .fill
                : MenuItemLook.isItem(button.widgetPointer) ? .start : .center  // a menu item's text at the leading edge
        }
    }

    /// The box holding the button's label, made now (with the label moved into it) if the
    /// button holds its label alone: a row link's chevron goes beside the label.
    static func box(of button: Gtk.Button) -> Box {
        if let box = button.child as? Box { return box }
        let label = button.child
        let box = Box(orientation: .horizontal, spacing: 6)
        box.horizontalAlignment = .center
        button.child = box  // GTK unparents the label
        if let label {
            label.horizontalAlignment = .fill
            box.setChildren([label])
        }
        return box
    }

    /// The label's widgets, in the box or alone.
    static func labelWidgets(of button: Gtk.Button) -> [Widget] {
        guard let child = button.child else { return [] }
        guard let box = child as? Box else { return [child] }
        return box.children.filter { !$0.hasCSSClass(NavigationRowLink.chevronClass) }
    }

    /// Whether `widget` can be the button's only child: a text label that does not take the
    /// button's width, with no alignment of its own (a `.frame`'s), in a button that is not a
    /// row link (whose chevron goes beside it).
    private static func canHoldAlone(_ widget: Widget, in button: Gtk.Button) -> Bool {
        guard widgetIsA(widget.widgetPointer, gtk_label_get_type()),
              !widget.wantsToExpand(horizontally: true),
              !button.hasCSSClass(NavigationRowLink.styleClass) else { return false }
        return button.child === widget || widget.horizontalAlignment == .fill
    }
}
