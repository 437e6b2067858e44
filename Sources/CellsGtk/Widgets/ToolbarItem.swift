import Cells
import Gtk

/// `ToolbarItem`: an empty hidden placeholder in the content; its views go in a box packed
/// at the start or end of the window's header bar (`HostedWindow.headerBar`), removed from it
/// when the item leaves. Outside a hosted window, the box shows in place of the placeholder.
extension ToolbarItemProperties: GtkWidgetBinding {
    public func makeCoordinator() -> ToolbarItemParts {
        ToolbarItemParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let placeholder = Box(orientation: .horizontal, spacing: 0)
        placeholder.isVisible = false
        return placeholder
    }

    public func update(_ placeholder: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        guard context.previous != self else { return }
        parts.detach()
        if let headerBar = chrome?.chrome.host as? HeaderBar {
            if placement.isAtStart { headerBar.packStart(parts.box) } else { headerBar.packEnd(parts.box) }
            parts.headerBar = headerBar
        } else {
            placeholder.setChildren([parts.box])
            placeholder.isVisible = true
        }
    }

    public static func setChildren(_ children: [Widget], of placeholder: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.box.setChildren(children)
    }
}

/// The box holding a toolbar item's views, and the header bar it is packed in.
@MainActor
public final class ToolbarItemParts {
    let box = Box(orientation: .horizontal, spacing: 6)
    weak var headerBar: HeaderBar?

    func detach() {
        headerBar?.remove(box)
        headerBar = nil
    }

    isolated deinit {
        detach()
    }
}
