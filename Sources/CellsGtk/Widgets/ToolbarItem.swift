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
        makePlaceholder()
    }

    /// The hidden, empty box that stands in the content for views shown in the header bar.
    @MainActor static func makePlaceholder() -> Box {
        let placeholder = Box(orientation: .horizontal, spacing: 0)
        placeholder.isVisible = false
        return placeholder
    }

    public func update(_ placeholder: Box, context: GtkWidgetContext<Self>) {
        guard context.previous != self else { return }
        context.coordinator.place(in: placeholder, atStart: placement.isAtStart, of: chrome)
    }

    public static func setChildren(_ children: [Widget], of placeholder: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.box.setChildren(children)
    }
}

/// `.toolbar { }`'s views outside any `ToolbarItem`: at the header bar's end, as an
/// `.automatic` item; hidden while it holds only items that placed themselves elsewhere.
extension ToolbarContentProperties: GtkWidgetBinding {
    public func makeCoordinator() -> ToolbarItemParts {
        ToolbarItemParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        ToolbarItemProperties.makePlaceholder()
    }

    public func update(_ placeholder: Box, context: GtkWidgetContext<Self>) {
        guard context.previous != self else { return }
        context.coordinator.place(in: placeholder, atStart: false, of: chrome)
    }

    public static func setChildren(_ children: [Widget], of placeholder: Box, context: GtkWidgetContext<Self>) {
        let box = context.coordinator.box
        box.setChildren(children)
        // Only ToolbarItems inside (hidden placeholders; their views are in the header bar):
        // nothing to show, and no gap in the header bar.
        box.isVisible = children.contains { $0.isVisible }
    }
}

/// The box holding a toolbar item's views, and the header bar it is packed in.
@MainActor
public final class ToolbarItemParts {
    let box = Box(orientation: .horizontal, spacing: 6)
    weak var headerBar: HeaderBar?

    /// Packs the box at the start or end of the header bar of `chrome`'s window, or, outside
    /// a hosted window, shows it in place of `placeholder`.
    func place(in placeholder: Box, atStart: Bool, of chrome: ChromeReference?) {
        detach()
        if let headerBar = chrome?.chrome.host as? HeaderBar {
            if atStart { headerBar.packStart(box) } else { headerBar.packEnd(box) }
            self.headerBar = headerBar
        } else {
            placeholder.setChildren([box])
            placeholder.isVisible = true
        }
    }

    func detach() {
        headerBar?.remove(box)
        headerBar = nil
    }

    isolated deinit {
        detach()
    }
}
