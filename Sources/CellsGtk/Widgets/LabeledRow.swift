import Cells
import Gtk

/// `LabeledContent` as a horizontal `GtkBox`: the title label filling the start, the content
/// (dimmed when it is text) at the end.
extension LabeledContentProperties: GtkWidgetBinding {
    public func makeCoordinator() -> LabeledRowParts {
        LabeledRowParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let parts = context.coordinator
        let row = Box(orientation: .horizontal, spacing: 12)
        parts.title.expandsHorizontally = true
        parts.title.horizontalTextAlignment = 0
        parts.content.verticalAlignment = .center
        row.append(parts.title)
        row.append(parts.content)
        return row
    }

    public func update(_ row: Box, context: GtkWidgetContext<Self>) {
        if context.coordinator.title.text != title { context.coordinator.title.text = title }
    }

    public static func setChildren(_ children: [Widget], of row: Box, context: GtkWidgetContext<Self>) {
        for child in children where child is Gtk.Label { child.addCSSClass("dim-label") }
        context.coordinator.content.setChildren(children)
        // A control as the content (a slider) reads as the row's title.
        for child in children where !(child is Gtk.Label) { child.setAccessibleLabelsOfControl(from: [context.coordinator.title]) }
    }
}

/// The title and content box of a labelled row.
@MainActor
public final class LabeledRowParts {
    let title = Gtk.Label()
    let content = Box(orientation: .horizontal, spacing: 6)
}
