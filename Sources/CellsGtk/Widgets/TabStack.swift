import Cells
import Gtk

/// A `TabView` as GNOME's adaptive tabs (libadwaita's AdwViewStack): every tab is a page of
/// the stack (kept while another shows); the tabs are an AdwViewSwitcherTitle in the
/// window's header bar, and an AdwViewSwitcherBar at the bottom that shows when the window
/// is too narrow for the header bar's switcher (the title then shows in its place), as
/// GNOME's own apps do. Ctrl+Page Down and Ctrl+Page Up go to the next and previous tab, and
/// Alt+1 … Alt+9 to a tab by its place. `.tabViewStyle(.page)` is a carousel of the pages
/// with its indicator dots (``TabPages``).
extension TabStackProperties: GtkWidgetBinding {
    public typealias Actions = TabStackActions

    public func makeCoordinator() -> TabPages {
        TabPages()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let box = Box(orientation: .vertical, spacing: 0)
        box.expandsHorizontally = true
        box.expandsVertically = true
        let pages = context.coordinator
        if context.current.style == .page {
            pages.makeCarousel(in: box)
        } else {
            pages.makeViewStack(in: box)
        }
        let weakContext = WeakCapture(context)
        pages.onUserChoice = { index in
            weakContext.object?.perform { $0.select(index) }
        }
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {
        if context.previous?.chrome != chrome || context.previous?.isShown != isShown {
            // A hidden tab view (a covered page, another tab) leaves the header bar to the one shown.
            context.coordinator.place(in: isShown ? chrome : nil)
        }
        context.coordinator.show(context.current)
    }

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.setPages(children)
        context.coordinator.show(context.current)
    }

    public static func dismantle(_ box: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.place(in: nil)
    }
}

/// A tab view's pages and switchers: the view stack (or carousel), the header bar's
/// switcher title, the bottom bar, and which page is which tab.
@MainActor
public final class TabPages {
    /// The pages, in the tabs' order.
    private(set) var pages: [Widget] = []
    /// The view stack (the automatic style), or nil.
    private(set) var viewStack: Widget?
    /// The carousel (the page style), or nil.
    private(set) var carousel: Widget?
    /// The switcher in the header bar, and the bar at the bottom.
    private(set) var switcherTitle: Widget?
    private(set) var switcherBar: Widget?
    private weak var headerBar: HeaderBar?
    private let titleLink = PropertyLinks()
    /// Runs with a tab's index when the user chose it.
    var onUserChoice: (@MainActor (Int) -> Void)?
    /// The tab shown as the description last said, so a switch the update makes is not
    /// reported back as the user's.
    private var shownIndex = 0

    func makeViewStack(in box: Box) {
        let stack = Widget(taking: UnsafeMutableRawPointer(adw_view_stack_new()!))
        stack.expandsVertically = true
        viewStack = stack
        let title = Widget(taking: UnsafeMutableRawPointer(adw_view_switcher_title_new()!))
        adw_view_switcher_title_set_stack(OpaquePointer(title.rawPointer), OpaquePointer(stack.rawPointer))
        switcherTitle = title
        let bar = Widget(taking: UnsafeMutableRawPointer(adw_view_switcher_bar_new()!))
        adw_view_switcher_bar_set_stack(OpaquePointer(bar.rawPointer), OpaquePointer(stack.rawPointer))
        // The bar shows when the header bar's switcher does not fit (its title shows instead).
        g_object_bind_property(title.rawPointer, "title-visible", bar.rawPointer, "reveal", G_BINDING_SYNC_CREATE)
        switcherBar = bar
        box.setChildren([stack, bar])
        // Screen readers: the switcher not on screen (the bar's while wide, the title's while
        // narrow) is hidden, so each tab is read once, and each switcher has a name of its own
        // (libadwaita 1.2 names it by its class, "AdwViewSwitcher").
        for switcher in widgets(ofType: adw_view_switcher_get_type(), at: title.widgetPointer) + widgets(ofType: adw_view_switcher_get_type(), at: bar.widgetPointer) {
            Widget.setAccessibleLabel(Localization.string("Tabs"), of: switcher)
            Widget.hideFromScreenReadersWhileUnmapped(switcher)
        }
        AdwViewStack(retaining: stack.rawPointer).onNotifyVisibleChild { [weak self] in self?.visibleChildChanged() }
        addKeyboardShortcuts(to: box)
    }

    func makeCarousel(in box: Box) {
        let carousel = Widget(taking: UnsafeMutableRawPointer(adw_carousel_new()!))
        carousel.expandsVertically = true
        self.carousel = carousel
        let dots = Widget(taking: UnsafeMutableRawPointer(adw_carousel_indicator_dots_new()!))
        adw_carousel_indicator_dots_set_carousel(OpaquePointer(dots.rawPointer), OpaquePointer(carousel.rawPointer))
        box.setChildren([carousel, dots])
        AdwCarousel(retaining: carousel.rawPointer).onPageChanged { [weak self] _ in self?.visibleChildChanged() }
        addKeyboardShortcuts(to: box)
    }

    /// Puts the switcher in the header bar of `chrome`'s window (nil: takes it out).
    func place(in chrome: ChromeReference?) {
        titleLink.unlinkAll()
        if let headerBar, headerBar.titleWidget === switcherTitle { headerBar.titleWidget = nil }
        headerBar = nil
        guard let switcherTitle, let chrome else { return }
        let host = chrome.chrome.host
        guard let bar = (host as? HeaderBar) ?? (host as? SheetChrome)?.headerBar else { return }
        headerBar = bar
        bar.titleWidget = switcherTitle
        // The window's title (and subtitle) shows when the switcher moves to the bottom bar.
        titleLink.link(bar.windowTitle.widgetPointer, "title", to: switcherTitle.rawPointer, "title")
        titleLink.link(bar.windowTitle.widgetPointer, "subtitle", to: switcherTitle.rawPointer, "subtitle")
    }

    /// Makes `children` the pages, in order, keeping those already there. Both widgets keep
    /// their pages in the order they were added: the pages that go are removed, then those
    /// from the first one out of place on are added again in their new order.
    func setPages(_ children: [Widget]) {
        guard children.map(ObjectIdentifier.init) != pages.map(ObjectIdentifier.init) else { return }
        let remove: (Widget) -> Void, add: (Widget) -> Void
        if let viewStack {
            let stack = OpaquePointer(viewStack.rawPointer)
            remove = { adw_view_stack_remove(stack, $0.widgetPointer) }
            add = { _ = adw_view_stack_add(stack, $0.widgetPointer) }
        } else if let carousel {
            let pointer = OpaquePointer(carousel.rawPointer)
            remove = { adw_carousel_remove(pointer, $0.widgetPointer) }
            add = { adw_carousel_append(pointer, $0.widgetPointer) }
        } else {
            return
        }
        for page in pages where !children.contains(where: { $0 === page }) { remove(page) }
        let kept = pages.filter { page in children.contains { $0 === page } }
        let inPlace = zip(kept, children).prefix { $0 === $1 }.count
        for page in kept.dropFirst(inPlace) { remove(page) }
        for child in children.dropFirst(inPlace) { add(child) }
        pages = children
    }

    /// Shows the tabs' labels and the chosen tab.
    func show(_ properties: TabStackProperties) {
        if let viewStack {
            let stack = OpaquePointer(viewStack.rawPointer)
            for (page, tab) in zip(pages, properties.tabs) {
                guard let stackPage = adw_view_stack_get_page(stack, page.widgetPointer) else { continue }
                if adw_view_stack_page_get_title(stackPage).map({ String(cString: $0) }) != tab.title { adw_view_stack_page_set_title(stackPage, tab.title) }
                if adw_view_stack_page_get_icon_name(stackPage).map({ String(cString: $0) }) != tab.iconName { adw_view_stack_page_set_icon_name(stackPage, tab.iconName) }
                let badge = guint(max(0, tab.badge ?? 0))
                if adw_view_stack_page_get_badge_number(stackPage) != badge { adw_view_stack_page_set_badge_number(stackPage, badge) }
                // A text badge: the switcher's attention dot (1.2 shows counts, not text).
                let needsAttention: gboolean = tab.badgeText == nil ? 0 : 1
                if adw_view_stack_page_get_needs_attention(stackPage) != needsAttention {
                    adw_view_stack_page_set_needs_attention(stackPage, needsAttention)
                }
                // A screen reader names the page by its tab (libadwaita 1.2's stack pages
                // have no name of their own).
                page.setAccessibleLabel(tab.title.isEmpty ? nil : tab.title)
            }
        }
        nameSwitcherButtons(properties)
        shownIndex = properties.selectedTab
        guard pages.indices.contains(shownIndex) else { return }
        let page = pages[shownIndex]
        if let viewStack, adw_view_stack_get_visible_child(OpaquePointer(viewStack.rawPointer)) != page.widgetPointer {
            adw_view_stack_set_visible_child(OpaquePointer(viewStack.rawPointer), page.widgetPointer)
        } else if let carousel, Int(adw_carousel_get_position(OpaquePointer(carousel.rawPointer)).rounded()) != shownIndex {
            adw_carousel_scroll_to(OpaquePointer(carousel.rawPointer), page.widgetPointer, 1)
        }
    }

    /// Each tab of the switchers reads as its title, and nothing in it by a class's name:
    /// libadwaita 1.2's switcher button holds a stack of two layouts, whose pages read as
    /// "GtkStackPage" panels.
    private func nameSwitcherButtons(_ properties: TabStackProperties) {
        let titles = Set(properties.tabs.map(\.title))
        for switcherArea in [switcherTitle, switcherBar].compactMap({ $0 }) {
            for button in widgets(ofType: gtk_toggle_button_get_type(), at: switcherArea.widgetPointer, insideMatches: false) {
                let labels = widgets(ofType: gtk_label_get_type(), at: button).compactMap { gtk_label_get_text(OpaquePointer($0)).map { String(cString: $0) } }
                guard let title = labels.first(where: titles.contains) else { continue }
                // A text badge, which the switcher shows as a dot, is read after the tab's name.
                let badgeText = properties.tabs.first { $0.title == title }?.badgeText
                cells_accessible_set_description(button, badgeText ?? "")
                for inner in widgets(ofType: gtk_stack_get_type(), at: button, insideMatches: false) {
                    var child = gtk_widget_get_first_child(inner)
                    while let page = child {
                        if let stackPage = gtk_stack_get_page(OpaquePointer(inner), page) {
                            cells_accessible_set_label(UnsafeMutableRawPointer(stackPage).assumingMemoryBound(to: GtkWidget.self), title)
                        }
                        child = gtk_widget_get_next_sibling(page)
                    }
                }
            }
        }
    }

    private func visibleChildChanged() {
        let index: Int?
        if let viewStack {
            let visible = adw_view_stack_get_visible_child(OpaquePointer(viewStack.rawPointer))
            index = pages.firstIndex { $0.widgetPointer == visible }
        } else if let carousel {
            index = Int(adw_carousel_get_position(OpaquePointer(carousel.rawPointer)).rounded())
        } else {
            index = nil
        }
        guard let index, index != shownIndex, pages.indices.contains(index) else { return }
        onUserChoice?(index)
    }

    /// Ctrl+Page Down / Ctrl+Page Up: the next and previous tab; Alt+1 … Alt+9: a tab by its
    /// place. Anywhere in the window (the switcher is in the header bar, outside this box).
    private func addKeyboardShortcuts(to box: Box) {
        func add(_ trigger: String, _ choose: @escaping @MainActor (TabPages) -> Int) {
            box.addShortcut(trigger, scope: GTK_SHORTCUT_SCOPE_GLOBAL) { [weak self] in
                guard let self else { return false }
                let index = choose(self)
                guard self.pages.indices.contains(index), index != self.shownIndex else { return false }
                self.onUserChoice?(index)
                return true
            }
        }
        add("<Control>Page_Down") { $0.shownIndex + 1 }
        add("<Control>Page_Up") { $0.shownIndex - 1 }
        for number in 1...9 { add("<Alt>\(number)") { _ in number - 1 } }
    }
}
