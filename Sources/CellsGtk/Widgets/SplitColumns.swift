import Cells
import Gtk

/// A `NavigationSplitView` as libadwaita's leaflet (AdwLeaflet): its columns side by side in
/// a wide window, each under a header bar of its own (``SplitPanes``), folded into one
/// column in a narrow one. The detail column's header bar is the window's own (its title,
/// back button, toolbar items and main menu), moved from the window's title bar into the
/// column while the split view is there; the sidebar's and the content column's bars show
/// their own chrome. The window's buttons sit at the outer ends, and on every bar while
/// folded, where each column is alone.
extension SplitColumnsProperties: GtkWidgetBinding {
    public typealias Actions = SplitColumnsActions

    public func makeCoordinator() -> SplitPanes {
        SplitPanes()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let panes = context.coordinator
        let leaflet = panes.makeLeaflet(hasContentColumn: context.current.hasContentColumn)
        let weakContext = WeakCapture(context)
        panes.onFoldChange = { folded in
            weakContext.object?.perform(checksWidget: false) { $0.collapsedChanged(folded) }
        }
        return leaflet
    }

    public func update(_ leaflet: Widget, context: GtkWidgetContext<Self>) {
        let panes = context.coordinator
        if context.previous?.sidebarChrome != sidebarChrome || context.previous?.contentChrome != contentChrome
            || context.previous?.detailChrome != detailChrome || context.previous?.isShown != isShown {
            // A hidden split view (another tab shows) gives the window its header bar back.
            panes.showChrome(sidebar: sidebarChrome, content: contentChrome, detail: isShown ? detailChrome : nil)
        }
        panes.show(self)
    }

    public static func setChildren(_ children: [Widget], of leaflet: Widget, context: GtkWidgetContext<Self>) {
        context.coordinator.setColumns(children)
        context.coordinator.show(context.current)
    }

    public static func dismantle(_ leaflet: Widget, context: GtkWidgetContext<Self>) {
        context.coordinator.giveBackTheWindowsHeaderBar()
    }
}

/// A split view's leaflet and its columns' panes: each pane a header bar above its column's
/// view.
@MainActor
public final class SplitPanes {
    private(set) var leaflet: Widget?
    /// The panes, in order: sidebar, content (three columns), detail.
    private var panes: [Box] = []
    /// The separators between the panes (never shown alone when folded).
    private var separators: [Widget] = []
    /// The sidebar's and the content column's own header bars.
    public let sidebarBar = HeaderBar()
    public private(set) var contentBar: HeaderBar?
    /// The detail's bar: the window's own, moved here, or one of this split view's when it is
    /// in no window with a header bar.
    public private(set) var detailBar: HeaderBar?
    /// The window whose header bar the detail column holds, and the empty title bar it has
    /// meanwhile.
    private weak var borrowedFrom: Window?
    private let hiddenTitlebar = Box(orientation: .horizontal)
    /// The columns' views, in their panes.
    private var columns: [Widget] = []
    var onFoldChange: (@MainActor (Bool) -> Void)?

    public var isFolded: Bool {
        guard let leaflet else { return false }
        return adw_leaflet_get_folded(OpaquePointer(leaflet.rawPointer)) != 0
    }

    func makeLeaflet(hasContentColumn: Bool) -> Widget {
        let leaflet = Widget(taking: UnsafeMutableRawPointer(adw_leaflet_new()!))
        leaflet.expandsHorizontally = true
        leaflet.expandsVertically = true
        self.leaflet = leaflet
        hiddenTitlebar.isVisible = false
        let paneCount = hasContentColumn ? 3 : 2
        if hasContentColumn { contentBar = HeaderBar() }
        for index in 0..<paneCount {
            let pane = Box(orientation: .vertical, spacing: 0)
            pane.expandsVertically = true
            let isDetail = index == paneCount - 1
            pane.expandsHorizontally = isDetail
            panes.append(pane)
            _ = adw_leaflet_append(OpaquePointer(leaflet.rawPointer), pane.widgetPointer)
            // Folded, the columns off screen are not read to a screen reader.
            Widget.hideFromScreenReadersWhileUnmapped(pane.widgetPointer)
            if !isDetail {
                let separator = Widget(taking: UnsafeMutableRawPointer(gtk_separator_new(GTK_ORIENTATION_VERTICAL)!))
                separator.addCSSClass("sidebar-separator")
                let page = adw_leaflet_append(OpaquePointer(leaflet.rawPointer), separator.widgetPointer)
                adw_leaflet_page_set_navigatable(page, 0)  // never the one column shown when folded
                separators.append(separator)
            }
        }
        AdwLeaflet(retaining: leaflet.rawPointer).onNotifyFolded { [weak self] folded in
            self?.placeWindowButtons()
            self?.onFoldChange?(folded)
        }
        placeWindowButtons()
        return leaflet
    }

    /// Each column's header bar shows its chrome: the sidebar's and the content column's
    /// own titles and toolbar items, and the detail the window's bar itself.
    func showChrome(sidebar: ChromeReference, content: ChromeReference?, detail: ChromeReference?) {
        show(sidebar.chrome, on: sidebarBar)
        if let content, let contentBar { show(content.chrome, on: contentBar) }
        giveBackTheWindowsHeaderBar()
        let windowBar = detail?.chrome.host as? HeaderBar
        if let windowBar, let window = windowBar.hostWindow {
            // The window's title bar goes empty; its header bar heads the detail column.
            window.titlebar = hiddenTitlebar
            borrowedFrom = window
            detailBar = windowBar
        } else if detailBar == nil {
            detailBar = HeaderBar()
        }
        setColumns(columns)
        placeWindowButtons()
    }

    private func show(_ chrome: WindowChrome, on bar: HeaderBar) {
        chrome.host = bar
        bar.windowTitle.title = chrome.title ?? ""
        bar.subtitle = chrome.subtitle ?? ""
        chrome.onChange = { [weak bar] chrome in
            bar?.windowTitle.title = chrome.title ?? ""
            bar?.subtitle = chrome.subtitle ?? ""
        }
    }

    /// Puts the window's header bar back as its title bar (the split view is going).
    func giveBackTheWindowsHeaderBar() {
        guard let window = borrowedFrom, let bar = detailBar else { return }
        panes.last?.remove(bar)
        window.titlebar = bar
        borrowedFrom = nil
        detailBar = nil
    }

    /// Puts the columns' views in their panes, each under its header bar.
    func setColumns(_ children: [Widget]) {
        columns = children
        for (index, pane) in panes.enumerated() {
            let bar: HeaderBar? = index == 0 ? sidebarBar : index == panes.count - 1 ? detailBar : contentBar
            let column = children.indices.contains(index) ? [children[index]] : []
            column.first?.expandsVertically = true
            pane.setChildren((bar.map { [$0] } ?? []) + column)
        }
    }

    /// Which panes show in a wide window, their widths, and the column shown while folded.
    func show(_ properties: SplitColumnsProperties) {
        guard let leaflet, panes.count >= 2 else { return }
        let folded = isFolded
        panes[0].isVisible = folded || properties.showsSidebarWhenWide
        separators.first?.isVisible = panes[0].isVisible
        if panes.count == 3 {
            panes[1].isVisible = folded || properties.showsContentWhenWide
            separators.last?.isVisible = panes[1].isVisible
        }
        // A sidebar is as wide as its view asks, else GNOME's 220 to 280 pixels.
        let sidebarWidth = Int(properties.sidebarWidth?.ideal ?? 240)
        gtk_widget_set_size_request(panes[0].widgetPointer, gint(sidebarWidth), -1)
        if panes.count == 3 {
            gtk_widget_set_size_request(panes[1].widgetPointer, gint(properties.contentWidth?.ideal ?? 300), -1)
        }
        let shown = panes[min(properties.compactColumnIndex, panes.count - 1)]
        let leafletPointer = OpaquePointer(leaflet.rawPointer)
        if adw_leaflet_get_visible_child(leafletPointer) != shown.widgetPointer {
            adw_leaflet_set_visible_child(leafletPointer, shown.widgetPointer)
        }
    }

    /// The window's buttons at the outer ends: the sidebar's bar has those at the start, the
    /// detail's those at the end; folded, each column is alone and has them all.
    private func placeWindowButtons() {
        let folded = isFolded
        sidebarBar.showsStartTitleButtons = true
        sidebarBar.showsEndTitleButtons = folded
        contentBar?.showsStartTitleButtons = folded
        contentBar?.showsEndTitleButtons = folded
        detailBar?.showsStartTitleButtons = folded
        detailBar?.showsEndTitleButtons = true
    }
}
