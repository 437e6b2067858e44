import Cells
import Gtk

/// `LabeledContent` as a form's row: libadwaita's action row (`AdwActionRow`), its title
/// the view's, the content at its end. Elsewhere, a row (a `GtkBox` laid out by
/// `ReflowingRow`): the title label
/// filling the start, wrapping when the row is short of width, the content (dimmed when it is
/// text) at the end, or under the title when the row is too narrow for both. Screen readers
/// read a control there by the title, and a row of controls as a group named by it.
extension LabeledContentProperties: GtkWidgetBinding {
    public func makeCoordinator() -> LabeledRowParts {
        LabeledRowParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let parts = context.coordinator
        parts.content.verticalAlignment = .center
        if context.current.isFormRow {
            // A form's row: libadwaita's action row, the title its title, the content at its end.
            let row = AdwActionRow()
            row.useMarkup = false
            adw_action_row_add_suffix(row.pointer(), parts.content.widgetPointer)
            parts.actionRow = row
            return row
        }
        let row = Box(orientation: .horizontal, spacing: 12)
        parts.title.expandsHorizontally = true
        parts.title.horizontalTextAlignment = 0
        parts.title.wrapLikeText()
        row.append(parts.title)
        row.append(parts.content)
        ReflowingRow.install(on: row)
        return row
    }

    public func update(_ row: Widget, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        if let actionRow = parts.actionRow {
            if context.previous?.title != title {
                actionRow.title = title
                parts.nameControlsByRowTitle()
            }
        } else if parts.title.text != title {
            parts.title.text = title
        }
    }

    public static func setChildren(_ children: [Widget], of row: Widget, context: GtkWidgetContext<Self>) {
        for child in children where child is Gtk.Label { child.addCSSClass("dim-label") }
        context.coordinator.content.setChildren(children)
        context.coordinator.forgetControls(except: children)
        // An action row reads as its title alone: a row showing a value reads as both
        // ("Result 3.28 ft"), as the other rows of a form do.
        if let row = context.coordinator.actionRow {
            let values = children.filter { $0 is Gtk.Label }.map(\.widgetPointer)
            let title = widgets(ofType: gtk_label_get_type(), at: row.widgetPointer).first { gtk_widget_has_css_class($0, "title") != 0 }
            if let title { Widget.setLabelledBy(row.widgetPointer, all: [title] + values) }
        }
        // A control as the content (a slider) reads as the row's title; a row of controls (a
        // choice of buttons) is a group named by the title, whose buttons keep their own names
        // ("Plate holds its model:, group: observed, owned, environment").
        for child in children where !(child is Gtk.Label) {
            if Self.isRowOfControls(child) {
                if gtk_widget_get_root(child.widgetPointer) == nil,
                   gtk_accessible_get_accessible_role(OpaquePointer(child.widgetPointer)) == GTK_ACCESSIBLE_ROLE_GENERIC {
                    AccessibleRole.set(GTK_ACCESSIBLE_ROLE_GROUP, of: child)
                }
                child.setAccessibleLabels(from: [context.coordinator.title])
            } else {
                child.setAccessibleLabelsOfControl(from: [context.coordinator.title])
            }
            // In an action row the title label is the row's (not ours, which stays empty).
            if context.coordinator.actionRow != nil { context.coordinator.nameByRowTitle(child) }
        }
    }
}

extension LabeledContentProperties {
    /// Whether `widget` is a box holding two controls or more side by side (a choice of
    /// buttons), not one control (a stepper, a colour button) in a box of its own.
    @MainActor static func isRowOfControls(_ widget: Widget) -> Bool {
        guard widgetIsA(widget.widgetPointer, gtk_box_get_type()) else { return false }
        var controls = 0
        var child = gtk_widget_get_first_child(widget.widgetPointer)
        while let current = child {
            if gtk_widget_get_focusable(current) != 0 || widgetIsA(current, gtk_button_get_type()) { controls += 1 }
            child = gtk_widget_get_next_sibling(current)
        }
        return controls >= 2
    }
}

/// The title and content box of a labelled row.
@MainActor
public final class LabeledRowParts {
    let title = Gtk.Label()
    let content = Box(orientation: .horizontal, spacing: 6)
    /// The row, when the view is a form's row (an `AdwActionRow` whose title is the view's).
    var actionRow: AdwActionRow?

    /// The content's controls, named by the action row's title.
    private var namedControls: [Widget] = []

    /// Names `control` by the action row's title, now and after the title changes.
    func nameByRowTitle(_ control: Widget) {
        if !namedControls.contains(where: { $0 === control }) { namedControls.append(control) }
        nameControlsByRowTitle()
    }

    /// Forgets the controls no longer in the content.
    func forgetControls(except children: [Widget]) {
        namedControls.removeAll { control in !children.contains { $0 === control } }
    }

    /// Names the content's controls by the action row's title again (it changed).
    func nameControlsByRowTitle() {
        let title = actionRow?.title
        for control in namedControls { control.setDerivedAccessibleLabel(title?.isEmpty == false ? title : nil) }
    }
}
