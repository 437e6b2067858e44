import Cells
import Gtk

/// A row of a list whose rows can be deleted or moved: a `GtkBox` with the row's content in
/// a box that takes the width (the content keeps its own alignment in it), then, in edit
/// mode, the edit controls at the end.
extension EditableRowProperties: GtkWidgetBinding {
    public func makeCoordinator() -> EditableRowParts {
        EditableRowParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let row = Box(orientation: .horizontal, spacing: 6)
        context.coordinator.content.expandsHorizontally = true
        row.setChildren([context.coordinator.content])
        return row
    }

    public func update(_ row: Box, context: GtkWidgetContext<Self>) {}

    public static func setChildren(_ children: [Widget], of row: Box, context: GtkWidgetContext<Self>) {
        let isControls = { (widget: Widget) in widget.hasCSSClass(EditableRowProperties.controlsStyleClass) }
        let content = context.coordinator.content
        content.setChildren(children.filter { !isControls($0) })
        row.setChildren([content] + children.filter(isControls))
        // Edit mode came or went: the row's edit buttons are named with its title.
        RowAccessibleNames.scheduleRow(containing: row.widgetPointer)
    }
}

/// The box holding an editable row's content.
@MainActor
public final class EditableRowParts {
    let content = Box(orientation: .horizontal, spacing: 0)
}
