import Cells
import Gtk

/// `Grid` as a `GtkGrid`: its child widgets are attached row by row, as many to each row as
/// the description's row lengths say.
extension GridProperties: GtkWidgetBinding {
    public func makeCoordinator() -> GridCellsAttached {
        GridCellsAttached()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        Widget(taking: gtk_grid_new())
    }

    public func update(_ grid: Widget, context: GtkWidgetContext<Self>) {
        let pointer = grid.pointer(as: GtkGrid.self)
        gtk_grid_set_column_spacing(pointer, guint(horizontalSpacing.rounded()))
        gtk_grid_set_row_spacing(pointer, guint(verticalSpacing.rounded()))
        if let previous = context.previous, previous.rowLengths != rowLengths {
            Self.attach(context.coordinator.cells, to: grid, rows: rowLengths, context: context)
        }
    }

    public static func setChildren(_ children: [Widget], of grid: Widget, context: GtkWidgetContext<Self>) {
        attach(children, to: grid, rows: context.current.rowLengths, context: context)
    }

    @MainActor private static func attach(_ children: [Widget], to grid: Widget, rows: [Int], context: GtkWidgetContext<Self>) {
        let pointer = grid.pointer(as: GtkGrid.self)
        for cell in context.coordinator.cells { gtk_grid_remove(pointer, cell.widgetPointer) }
        var index = 0
        for (row, length) in rows.enumerated() {
            for column in 0..<length where index < children.count {
                gtk_grid_attach(pointer, children[index].widgetPointer, gint(column), gint(row), 1, 1)
                children[index].horizontalAlignment = children[index] is Gtk.Label ? .start : children[index].horizontalAlignment
                index += 1
            }
        }
        context.coordinator.cells = Array(children.prefix(index))
    }
}

/// The cells a grid attached.
@MainActor
public final class GridCellsAttached {
    var cells: [Widget] = []
}
