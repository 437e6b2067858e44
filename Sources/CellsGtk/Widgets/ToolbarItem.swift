import Cells
import Gtk

/// `ToolbarItem`: an empty hidden placeholder in the content; its views go in a box packed
/// at the start or end of the window's header bar (`HostedWindow.headerBar`, or a sheet's:
/// `SheetChrome`), removed from it when the item leaves. Outside a hosted window, the box
/// shows in place of the placeholder. A `.confirmationAction` item's button is the window's
/// default (the suggested style; Enter in a text field presses it), as SwiftUI makes it.
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
        if context.previous?.placement != placement || context.previous?.chrome != chrome {
            context.coordinator.place(in: placeholder, placement: placement, of: chrome)
        }
        context.coordinator.isOnShownPage = isOnShownPage
    }

    public static func setChildren(_ children: [Widget], of placeholder: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.box.setChildren(children)
        context.coordinator.updateDefaultButton()
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
        if context.previous?.chrome != chrome {
            context.coordinator.place(in: placeholder, placement: .automatic, of: chrome)
        }
        context.coordinator.isOnShownPage = isOnShownPage
    }

    public static func setChildren(_ children: [Widget], of placeholder: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        parts.box.setChildren(children)
        // Only ToolbarItems inside (hidden placeholders; their views are in the header bar):
        // nothing to show, and no gap in the header bar.
        parts.hasContent = children.contains { $0.isVisible }
    }
}

/// The box holding a toolbar item's views, and the header bar it is packed in.
@MainActor
public final class ToolbarItemParts {
    let box = Box(orientation: .horizontal, spacing: 6)
    weak var headerBar: HeaderBar?
    /// The sheet whose header bar holds the box, if it is a sheet's.
    private weak var sheet: SheetChrome?
    private var placement = ToolbarItemPlacement.automatic
    /// The button this item made the window's default (a `.confirmationAction`'s).
    private weak var defaultButton: Widget?
    /// Whether the item's navigation page is shown: a covered page's items are hidden.
    var isOnShownPage = true {
        didSet { updateVisibility() }
    }
    /// Whether the box has anything to show (a `.toolbar`'s loose views: false while it
    /// holds only items that placed themselves).
    var hasContent = true {
        didSet { updateVisibility() }
    }

    private func updateVisibility() {
        box.isVisible = isOnShownPage && hasContent
    }

    /// Packs the box at the start or end of the header bar of `chrome`'s window (a sheet's
    /// too), or, outside a hosted window, shows it in place of `placeholder`.
    func place(in placeholder: Box, placement: ToolbarItemPlacement, of chrome: ChromeReference?) {
        detach()
        self.placement = placement
        let host = chrome?.chrome.host
        let sheet = host as? SheetChrome
        if let headerBar = (host as? HeaderBar) ?? sheet?.headerBar {
            if placement.isAtStart { headerBar.packStart(box) } else { headerBar.packEnd(box) }
            self.headerBar = headerBar
            self.sheet = sheet
            sheet?.itemPlaced(ObjectIdentifier(self), placement: placement, in: box)
        } else {
            placeholder.setChildren([box])
            placeholder.isVisible = true
        }
        updateDefaultButton()
    }

    /// A `.confirmationAction` item's first button is the window's default, in the
    /// suggested style, unless it is the default already (`.keyboardShortcut(.defaultAction)`).
    func updateDefaultButton() {
        let button = placement == .confirmationAction
            ? box.children.first { widgetIsA($0.widgetPointer, gtk_button_get_type()) } : nil
        if let defaultButton, defaultButton !== button {
            KeyboardShortcutAttribute.apply(nil, previous: .defaultAction, to: defaultButton)
            self.defaultButton = nil
        }
        guard let button, defaultButton == nil, !EventControllers.holder(for: button).isDefaultAction else { return }
        KeyboardShortcutAttribute.apply(.defaultAction, previous: nil, to: button)
        defaultButton = button
    }

    func detach() {
        headerBar?.remove(box)
        headerBar = nil
        sheet?.itemRemoved(ObjectIdentifier(self))
        sheet = nil
    }

    isolated deinit {
        detach()
    }
}
