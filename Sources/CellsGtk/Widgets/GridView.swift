import CGtk
import Cells
import Gtk

/// `LazyVGrid` and `LazyHGrid` as a `GtkGridView` in a `GtkScrolledWindow`: items are asked
/// of the core as they come into sight, exactly as a `List`'s rows (``ListRows``), and laid
/// out by GTK in as many columns as the grid items allow: a fixed count for `.fixed` and
/// `.flexible` items, as many as fit for `.adaptive` ones (each item at least the minimum
/// wide). Arrow keys move between items, Enter or Space activates the focused one.
extension LazyGridProperties: GtkWidgetBinding {
    public typealias Actions = ListRowActions

    public func makeCoordinator() -> LazyGridParts {
        LazyGridParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> ScrolledWindow {
        let vertical = context.current.axis == .vertical
        let grid = ListView(layout: .grid(vertical: vertical))
        let parts = context.coordinator
        let scrolled = LazyContainer.scrolledWindow(around: grid, vertical: vertical, rows: parts.rows, context: context)
        // The columns that fit follow the width shown: GTK keeps widgets for up to 30 lines of
        // its most columns, so the most is what fits, not a number for any screen.
        let across = vertical ? Adjustment.horizontal(of: grid) : Adjustment.vertical(of: grid)
        across?.onNotifyPageSize { [weak parts] _ in parts?.fitColumnsAfterLayout() }
        parts.lengthAcross = across
        return scrolled
    }

    public func update(_ scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        guard let grid = parts.rows.listView else { return }
        parts.properties = self
        parts.rows.itemAlignment = itemAlignment
        if context.previous?.itemsAcross != itemsAcross || context.previous?.itemMinimumLength != itemMinimumLength {
            parts.fitColumns()
        }
        if context.previous?.itemMinimumLength != itemMinimumLength || context.previous?.itemSpacing != itemSpacing
            || context.previous?.lineSpacing != lineSpacing {
            parts.itemStyleClass = GridItemSizes.apply(self, to: grid, replacing: parts.itemStyleClass)
        }
    }

    public static func dismantle(_ scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        if let grid = parts.rows.listView {
            parts.itemStyleClass = GridItemSizes.apply(nil, to: grid, replacing: parts.itemStyleClass)
        }
    }

    public static func updateRows(of scrolled: ScrolledWindow, with splices: [RowSplice], context: GtkWidgetContext<Self>) {
        context.coordinator.rows.listView?.applyRowChanges(ListRows.changes(of: splices))
    }
}

extension LazyGridProperties {
    /// Where items sit in their cells: the first grid item's alignment, else the centre.
    var itemAlignment: (horizontal: Widget.Alignment, vertical: Widget.Alignment) {
        (items.first?.alignment ?? .center).widgetAlignments
    }
}

/// A lazy grid's parts: its items (as a list's rows), its description, the adjustment whose
/// page size is the length across, and the style class of its items' sizes.
@MainActor
public final class LazyGridParts {
    let rows = ListRows()
    var properties: LazyGridProperties?
    var lengthAcross: Adjustment?
    /// The style class for the items' sizes (``GridItemSizes``).
    var itemStyleClass: String?

    private var isFitScheduled = false

    /// ``fitColumns()`` once the layout under way is done. The length shown changes while GTK
    /// 4.8's grid view lays itself out, and a new most-columns count then changes how many
    /// item widgets it keeps, under its feet: its next row heights come out negative and it
    /// aborts (`row_height >= 0` in gtk_grid_view_size_allocate). So the count follows the
    /// width a frame later.
    func fitColumnsAfterLayout() {
        guard !isFitScheduled else { return }
        isFitScheduled = true
        MainLoop.scheduleIdle { [weak self] in
            self?.isFitScheduled = false
            self?.fitColumns()
        }
    }

    /// Sets the grid view's fewest and most columns (rows, sideways): the items' count for
    /// fixed and flexible items; for adaptive ones, as many items of the least length (and
    /// their spacing) as fit the length shown.
    func fitColumns() {
        guard let properties, let grid = rows.listView else { return }
        var across = properties.itemsAcross
        if across.count > 1, let minimum = properties.itemMinimumLength, let length = lengthAcross?.pageSize, length > 0 {
            let fitting = Int(length / (minimum + (properties.itemSpacing ?? 8)))
            across = 1...min(max(fitting, 1), across.upperBound)
        }
        grid.setProperty("max-columns", across.upperBound)
        grid.setProperty("min-columns", across.lowerBound)
    }
}

/// The size and spacing of a lazy grid's items, as CSS on the grid's cells (GtkGridView's
/// "child" nodes): an item's least width (or height, sideways) is the grid items' minimum,
/// which is what GTK divides the width by to count the columns; half the spacing on each
/// side of every cell makes the gaps.
@MainActor
enum GridItemSizes {
    private static let sheets = SharedStyleSheets()

    /// Gives `grid`'s cells the sizes `properties` says (none, for nil) through a shared style
    /// sheet, taking off the class of the sheet it had; returns the new class.
    static func apply(_ properties: LazyGridProperties?, to grid: Gtk.ListView, replacing previous: String?) -> String? {
        guard let properties else { return sheets.replaceClass(previous, with: nil, on: grid) { _ in "" } }
        let across = properties.axis == .vertical ? "width" : "height"
        let itemGap = (properties.itemSpacing ?? 8) / 2
        let lineGap = (properties.lineSpacing ?? 8) / 2
        let minimum = properties.itemMinimumLength.map { Int($0) } ?? 0
        let name = "cells-grid-\(minimum)-\(Int(itemGap * 2))-\(Int(lineGap * 2))-\(properties.axis == .vertical ? "v" : "h")"
        let (sideMargin, lineMargin) = properties.axis == .vertical ? ("left", "top") : ("top", "left")
        let (otherSide, otherLine) = properties.axis == .vertical ? ("right", "bottom") : ("bottom", "right")
        return sheets.replaceClass(previous, with: name, on: grid) { cls in
            """
            gridview.\(cls) > child { min-\(across): \(minimum)px; padding: 0;
              margin-\(sideMargin): \(itemGap)px; margin-\(otherSide): \(itemGap)px;
              margin-\(lineMargin): \(lineGap)px; margin-\(otherLine): \(lineGap)px; }
            """
        }
    }
}
