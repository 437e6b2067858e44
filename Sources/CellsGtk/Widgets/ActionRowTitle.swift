import Gtk

/// A form row's title, made of the view's label (a `Toggle`'s, a `DisclosureGroup`'s): a
/// libadwaita row shows a title string and an icon, the view's label is widgets. A label
/// that is text (a `Text`, a `Label` with an icon) is shown through GObject bindings: its
/// text as the row's "title" and its icon as the row's "icon-name", following them as they
/// change. A label holding anything else (controls, several texts) goes at the row's start
/// as it is. (libadwaita names the row's activatable widget, its switch, by the title.)
@MainActor
public final class ActionRowTitle {
    /// The row (an `AdwActionRow`, or a subclass's: an `AdwComboRow`).
    let row: Widget
    private let links = PropertyLinks()
    private var linkedSources: [UnsafeMutablePointer<GtkWidget>?] = []
    /// Where a label that is not plain text goes: the row's prefix.
    private var prefix: Box?
    /// Puts a widget at the row's start (`adw_action_row_add_prefix`, or an expander row's).
    private let addPrefix: @MainActor (Widget) -> Void

    /// The title of `row`, an action row unless `addPrefix` says how to add to its start.
    init(row: Widget, addPrefix: (@MainActor (Widget) -> Void)? = nil) {
        self.row = row
        self.addPrefix = addPrefix ?? { [unowned row] prefix in adw_action_row_add_prefix(row.pointer(), prefix.widgetPointer) }
        // The title is the label's text, not Pango markup ("Fish & Chips").
        row.setProperty("use-markup", false)
    }

    /// A new `AdwActionRow` with its title.
    static func actionRow() -> ActionRowTitle {
        ActionRowTitle(row: AdwActionRow())
    }

    /// Shows `children`, the view's label widgets, as the row's title (see the type).
    func show(_ children: [Widget]) {
        let labels = children.flatMap { widgets(ofType: gtk_label_get_type(), at: $0.widgetPointer) }
        if let title = labels.first, labels.count == 1, children.allSatisfy(Self.isText) {
            prefix?.setChildren([])
            prefix?.isVisible = false
            let icon = children.lazy.flatMap { widgets(ofType: gtk_image_get_type(), at: $0.widgetPointer) }.first
            link(title: title, icon: icon)
        } else {
            link(title: nil, icon: nil)
            if prefix == nil, !children.isEmpty {
                let box = Box(orientation: .horizontal, spacing: 6)
                box.verticalAlignment = .center
                addPrefix(box)
                prefix = box
            }
            prefix?.setChildren(children)
            prefix?.isVisible = !children.isEmpty
        }
    }

    /// Undoes the bindings now (the row goes; they also go with this title).
    func unlink() {
        links.unlinkAll()
        linkedSources = []
    }

    private func link(title: UnsafeMutablePointer<GtkWidget>?, icon: UnsafeMutablePointer<GtkWidget>?) {
        guard [title, icon] != linkedSources else { return }
        unlink()
        linkedSources = [title, icon]
        row.setProperty("title", "")
        row.setProperty("icon-name", nil as String?)
        if let title { links.link(title, "label", to: row.rawPointer, "title") }
        if let icon { links.link(icon, "icon-name", to: row.rawPointer, "icon-name") }
    }

    /// Whether `widget` shows only text and icons (labels and images in boxes).
    private static func isText(_ widget: Widget) -> Bool {
        !walkWidgetTree(from: widget.widgetPointer) { current in
            let isTextual = [gtk_label_get_type(), gtk_image_get_type(), gtk_box_get_type()].contains { widgetIsA(current, $0) }
            return isTextual ? .descend : .stop
        }
    }
}

/// Hides the images libadwaita puts in a row it just made (an entry row's pencil, a combo
/// row's arrow) from screen readers: decoration, read as "GtkImage". Called before the row
/// holds any view of the app's, whose images keep their names.
@MainActor
func hideImagesFromScreenReaders(in row: Widget) {
    for image in widgets(ofType: gtk_image_get_type(), at: row.widgetPointer) {
        cells_accessible_set_boolean_state(image, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
    }
}
