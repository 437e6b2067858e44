import Cells
import CellsGtk
import Gtk

/// The area showing the chosen preview: a box holding the preview's own hosted graph at
/// the chosen width. When the session makes a new host (a reload, another preview), the
/// box swaps it in and, two frames later (the first one drawn with it), says so.
struct PreviewCanvas: GtkWidgetRepresentable {
    let host: HostingWidget?
    let generation: Int
    let width: Int
    let presented: @MainActor (Int) -> Void

    func makeWidget(context: Context) -> Box {
        let box = Box(orientation: .vertical)
        box.horizontalAlignment = .center
        box.verticalAlignment = .start
        box.marginTop = 18
        box.marginBottom = 18
        box.addCSSClass("cells-preview-canvas")
        return box
    }

    func updateWidget(_ box: Box, context: Context) {
        let content = host.map { [$0.widget] } ?? []
        if box.children.map(ObjectIdentifier.init) != content.map(ObjectIdentifier.init) {
            box.setChildren(content)
            reportFirstFrame(of: box)
        }
        gtk_widget_set_size_request(box.widgetPointer, Int32(width), -1)
    }

    /// Calls `presented` at the second frame tick after the swap: the first frame that
    /// laid out and drew the new widgets has then been painted.
    private func reportFirstFrame(of box: Box) {
        var ticks = 0
        let generation = generation, presented = presented
        _ = box.addTickCallback {
            ticks += 1
            guard ticks == 2 else { return true }
            presented(generation)
            return false
        }
    }
}
