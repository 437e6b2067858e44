import Cells
import Gtk

/// `DisclosureGroup` as a form's row: libadwaita's expander row (`AdwExpanderRow`), the
/// label its title, each content view a row it reveals. Elsewhere: a `GtkExpander`, the label
/// its label widget, the content a column under it. Expanding reports through the binding; a
/// model write expands only if the widget shows the other state.
extension DisclosureGroupProperties: GtkWidgetBinding {
    public typealias Actions = DisclosureGroupActions

    public func makeCoordinator() -> DisclosureParts {
        DisclosureParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let parts = context.coordinator
        let widget: Widget
        if context.current.isFormRow {
            let row = AdwExpanderRow()
            parts.rowTitle = ActionRowTitle(row: row) { [unowned row] prefix in
                adw_expander_row_add_prefix(row.pointer(), prefix.widgetPointer)
            }
            widget = row
        } else {
            let expander = Widget(taking: UnsafeMutableRawPointer(gtk_expander_new(nil)!))
            gtk_expander_set_label_widget(OpaquePointer(expander.rawPointer), parts.label.widgetPointer)
            gtk_expander_set_child(OpaquePointer(expander.rawPointer), parts.content.widgetPointer)
            widget = expander
        }
        // Both widgets have an "expanded" property.
        context.connect(widget, { widget in { handler in widget.connectNotifyTyped("expanded") { _ in handler() } } },
                        reporting: { DisclosureParts.isExpanded($0) }, shown: \.isExpanded) { expanded, actions in
            actions.expansionChanged(expanded)
        }
        return widget
    }

    public func update(_ widget: Widget, context: GtkWidgetContext<Self>) {
        if DisclosureParts.isExpanded(widget) != isExpanded { widget.setProperty("expanded", isExpanded) }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { widget.isSensitive = isEnabled }
    }

    public static func dismantle(_ widget: Widget, context: GtkWidgetContext<Self>) {
        context.coordinator.rowTitle?.unlink()
    }

    public static func setChildren(_ children: [Widget], of widget: Widget, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        let label = children.filter { $0.hasCSSClass(DisclosureGroupProperties.labelClass) }
        let content = children.filter { !$0.hasCSSClass(DisclosureGroupProperties.labelClass) }
        if let title = parts.rowTitle {
            title.show(label)
            parts.setRows(content, of: widget)
        } else {
            parts.label.setChildren(label)
            parts.content.setChildren(content)
        }
    }
}

/// The widgets of a disclosure group.
@MainActor
public final class DisclosureParts {
    /// An expander row's title (its label).
    fileprivate var rowTitle: ActionRowTitle?
    /// A `GtkExpander`'s label widget and content column.
    fileprivate let label = Box(orientation: .horizontal, spacing: 6)
    fileprivate let content = Box(orientation: .vertical, spacing: 6)
    /// An expander row's rows.
    private var rows: [SectionRow] = []

    /// Whether `widget` (either kind) shows its content.
    fileprivate static func isExpanded(_ widget: Widget) -> Bool {
        if widgetIsA(widget.widgetPointer, gtk_expander_get_type()) { return gtk_expander_get_expanded(OpaquePointer(widget.rawPointer)) != 0 }
        return adw_expander_row_get_expanded(widget.pointer()) != 0
    }

    /// Puts one row per content view in the expander row, in place of the rows before.
    fileprivate func setRows(_ children: [Widget], of row: Widget) {
        for old in rows {
            old.child?.setChildren([])
            adw_expander_row_remove(row.pointer(), old.row.widgetPointer)
        }
        rows = children.map { child in
            let made = SectionRow(holding: child)
            adw_expander_row_add_row(row.pointer(), made.row.widgetPointer)
            // Collapsed, libadwaita 1.2 still shows the rows to screen readers.
            Widget.hideFromScreenReadersWhileUnmapped(made.row.widgetPointer)
            return made
        }
    }
}
