import Gtk

/// A `NavigationLink` that is a row of a form's section: libadwaita's activatable action row
/// (`AdwActionRow`) with GNOME's "go-next-symbolic" at its end, in place of the link's button.
///
/// The link's button stays the view's widget, out of the window: the row's title is the text
/// of the button's label (``ActionRowTitle``, through GObject bindings), the row is as
/// sensitive as the button (a binding too), and activating the row (a click anywhere on it,
/// Enter or Space on it) emits the button's "clicked", so the link's action runs as written.
/// The row is a Tab stop, read by screen readers by its title. (In a `List` a link row stays
/// the button drawn as a row, ``NavigationRowLink``: a `GtkListView`'s rows are no list box
/// rows.)
@MainActor
enum NavigationActionRow {
    /// Whether `widget` is a navigation link's button drawn as a row.
    static func isLinkButton(_ widget: Widget) -> Bool {
        widget is Gtk.Button && widget.hasCSSClass(NavigationRowLink.styleClass)
    }

    /// The action row standing for `button` in a section's list.
    static func make(for button: Gtk.Button) -> Widget {
        let title = ActionRowTitle.actionRow()
        let row = title.row
        let chevron = Widget(taking: gtk_image_new_from_icon_name("go-next-symbolic"))
        cells_accessible_set_boolean_state(chevron.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN, 1)  // decoration
        adw_action_row_add_suffix(row.pointer(), chevron.widgetPointer)
        gtk_list_box_row_set_activatable(row.pointer(), 1)
        let parts = LinkRowParts(title: title)
        parts.sensitivity.link(button.widgetPointer, "sensitive", to: row.rawPointer, "sensitive")
        _ = (row as? AdwActionRow)?.onActivated { [weak button] in button?.emitClicked() }
        attach(parts, to: button)
        showLabel(of: button)
        return row
    }

    /// Shows the button's label as its row's title again (its label's widgets changed).
    static func showLabel(of button: Gtk.Button) {
        guard let parts = attachedParts(of: button) else { return }
        parts.title.show(ButtonContent.labelWidgets(of: button))
    }

    // MARK: The row's parts, kept by the button

    /// What a link's row keeps: its title and the binding of its sensitivity to the button's
    /// (both undone when they go, with the button or when a later row replaces them).
    @MainActor private final class LinkRowParts {
        let title: ActionRowTitle
        let sensitivity = PropertyLinks()

        init(title: ActionRowTitle) {
            self.title = title
        }
    }

    private static let partsKey = "cells-navigation-action-row"

    /// Keeps `parts` (and so the row) with `button`, in place of an earlier row's.
    private static func attach(_ parts: LinkRowParts, to button: Gtk.Button) {
        g_object_set_data_full(button.objectPointer, partsKey, Unmanaged.passRetained(parts).toOpaque()) { pointer in
            guard let pointer else { return }
            Unmanaged<LinkRowParts>.fromOpaque(pointer).release()
        }
    }

    private static func attachedParts(of button: Gtk.Button) -> LinkRowParts? {
        g_object_get_data(button.objectPointer, partsKey).map { Unmanaged<LinkRowParts>.fromOpaque($0).takeUnretainedValue() }
    }
}
