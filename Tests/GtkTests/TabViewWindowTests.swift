import CGtk
import CellsGtk
import Gtk
import XCTest

private enum Section: Hashable { case library, search, settings }

private struct Sections: View {
    @Owned private var section = Section.library
    @Owned private var taps = 0

    var body: some View {
        TabView(selection: $section) {
            VStack {
                Text("Library taps \(taps)")
                Button("Tap") { taps += 1 }
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }
            .tag(Section.library)
            Text("Search page")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Section.search)
                .badge(2)
            Text("Settings page")
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Section.settings)
        }
    }
}

/// `TabView` on real widgets: libadwaita's view stack, its switcher in the header bar (at
/// the bottom when the window is narrow), chosen by real clicks and keys.
final class TabViewWindowTests: XCTestCase {
    /// The switcher's button of the tab `title` on screen, in the header bar or the bottom bar.
    @MainActor private static func tabButton(_ title: String, in window: RealWindow) throws -> UnsafeMutablePointer<GtkWidget> {
        let root = try XCTUnwrap(window.hosted).window.widgetPointer
        return try XCTUnwrap(window.descendants(of: root).first { widget in
            window.isA(widget, gtk_toggle_button_get_type()) && gtk_widget_get_mapped(widget) != 0
                && window.descendants(of: widget).contains { window.isOwnLabel($0) && window.labelText($0) == title && gtk_widget_get_mapped($0) != 0 }
        }, "the \(title) tab's button on screen")
    }

    @MainActor private static func stack(in window: RealWindow) throws -> OpaquePointer {
        OpaquePointer(try window.find("view stack") { window.isA($0, adw_view_stack_get_type()) })
    }

    func testTheTabsAreAViewStackWithItsSwitcherInTheHeaderBarChosenByClicksAndKeys() throws {
        try onMainActor {
            let window = try RealWindow.opened(Sections(), title: "Shelves", width: 1000)
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let stack = try Self.stack(in: window)
            let switcherTitle = try XCTUnwrap(hosted.headerBar.titleWidget, "the switcher replaces the header bar's title")
            XCTAssertTrue(window.isA(switcherTitle.widgetPointer, adw_view_switcher_title_get_type()))
            XCTAssertEqual(adw_view_switcher_title_get_title_visible(OpaquePointer(switcherTitle.rawPointer)), 0, "wide: the switcher shows")

            // Each tab a page, with its title, icon and badge.
            let pages = adw_view_stack_get_pages(stack)!
            XCTAssertEqual(g_list_model_get_n_items(pages), 3)
            var titles: [String] = []
            for index in 0..<g_list_model_get_n_items(pages) {
                let page = OpaquePointer(g_list_model_get_item(pages, index)!)
                titles.append(String(cString: adw_view_stack_page_get_title(page)))
                XCTAssertNotNil(adw_view_stack_page_get_icon_name(page))
                if index == 1 { XCTAssertEqual(adw_view_stack_page_get_badge_number(page), 2) }
                g_object_unref(UnsafeMutableRawPointer(page))
            }
            g_object_unref(UnsafeMutableRawPointer(pages))
            XCTAssertEqual(titles, ["Library", "Search", "Settings"])
            XCTAssertEqual(window.labelText(try window.label("Library taps 0")), "Library taps 0")

            // A real click on the Search tab shows its page; the Library's state stays.
            try window.realClick("Tap")
            try window.realClick(try Self.tabButton("Search", in: window))
            window.settle(for: 0.3)
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Search page")), 1, "the Search page shows")
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Library taps 1")), 0, "the Library page is kept, hidden")

            // Keys: Ctrl+Page Down the next tab, Alt+1 the first.
            try window.realKey("Page_Down", modifiers: .control)
            window.settle(for: 0.3)
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Settings page")), 1, "Ctrl+Page Down: the next tab")
            try window.realKey("1", modifiers: .alt)
            window.settle(for: 0.3)
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Library taps 1")), 1, "Alt+1: the first tab, its state kept")
        }
    }

    func testANarrowWindowMovesTheSwitcherToABarAtTheBottom() throws {
        try onMainActor {
            let window = try RealWindow.opened(Sections(), title: "Shelves", width: 360)
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let switcherTitle = try XCTUnwrap(hosted.headerBar.titleWidget)
            XCTAssertNotEqual(adw_view_switcher_title_get_title_visible(OpaquePointer(switcherTitle.rawPointer)), 0,
                              "narrow: the header bar shows the title")
            let bar = try window.find("view switcher bar") { window.isA($0, adw_view_switcher_bar_get_type()) }
            XCTAssertNotEqual(adw_view_switcher_bar_get_reveal(OpaquePointer(bar)), 0, "and the switcher is at the bottom")
            try window.realClick(try Self.tabButton("Settings", in: window))
            window.settle(for: 0.3)
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Settings page")), 1)
            XCTAssertLessThanOrEqual(gtk_widget_get_width(hosted.window.widgetPointer), 360, "it fits 360 pixels")
        }
    }

    /// The switcher leaves the header bar with its tab view, and the title comes back.
    func testTheWindowsTitleComesBackWhenTheTabViewGoes() throws {
        struct Toggled: View {
            @Owned private var tabs = true
            var body: some View {
                VStack {
                    Button("No Tabs") { tabs = false }
                    if tabs {
                        TabView { Text("One").tabItem { Text("One") } }
                    }
                }
            }
        }
        try onMainActor {
            let window = try RealWindow(Toggled(), title: "Plain")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertNotNil(hosted.headerBar.titleWidget)
            try window.realClick("No Tabs")
            XCTAssertNil(hosted.headerBar.titleWidget, "the header bar shows the window's title again")
        }
    }

    /// `.tabViewStyle(.page)`: libadwaita's carousel with its indicator dots; a swipe or a
    /// scroll (here the keys) moves between the pages and writes the selection.
    func testThePageStyleIsACarouselWithDots() throws {
        struct Pages: View {
            @Owned private var page = 0
            var body: some View {
                VStack {
                    Text("On page \(page)")
                    Button("Last") { page = 2 }
                    TabView(selection: $page) {
                        Text("First").tag(0)
                        Text("Second").tag(1)
                        Text("Third").tag(2)
                    }
                    .tabViewStyle(.page)
                }
            }
        }
        try onMainActor {
            let window = try RealWindow(Pages())
            defer { window.close() }
            let carousel = OpaquePointer(try window.find("carousel") { window.isA($0, adw_carousel_get_type()) })
            XCTAssertEqual(adw_carousel_get_n_pages(carousel), 3)
            XCTAssertNoThrow(try window.find("indicator dots") { window.isA($0, adw_carousel_indicator_dots_get_type()) })
            try window.realClick("Last")
            window.settle(for: 0.5)  // the carousel scrolls
            XCTAssertEqual(adw_carousel_get_position(carousel), 2, accuracy: 0.01, "writing the selection scrolls to its page")
            try window.realKey("Page_Up", modifiers: .control)
            window.settle(for: 0.5)
            XCTAssertNoThrow(try window.label("On page 1"), "Ctrl+Page Up: the page before, written back")
        }
    }

    /// A page pushed over a tab view has the header bar's title: the switcher leaves with its
    /// page and comes back with it.
    func testAPushedPageCoversTheSwitcher() throws {
        struct Stacked: View {
            var body: some View {
                NavigationStack {
                    TabView {
                        NavigationLink("Open", destination: Text("Pushed page").navigationTitle("Pushed"))
                            .tabItem { Text("One") }
                        Text("Two").tabItem { Text("Two") }
                    }
                }
            }
        }
        try onMainActor {
            let window = try RealWindow(Stacked(), title: "Stacked")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertNotNil(hosted.headerBar.titleWidget, "the switcher in the header bar")
            try window.realClick("Open")
            window.settle(for: 0.3)
            XCTAssertNil(hosted.headerBar.titleWidget, "the pushed page's title instead")
            XCTAssertEqual(hosted.headerBar.windowTitle.title, "Pushed")
            try window.realKey("Escape")
            window.settle(for: 0.3)
            XCTAssertNotNil(hosted.headerBar.titleWidget, "back: the switcher again")
        }
    }

    /// Tabs that change place (a ForEach reordered) keep their pages, in the new order.
    func testReorderedTabsShowInTheirNewOrder() throws {
        struct Shelves: View {
            @Owned private var names = ["A", "B", "C"]
            var body: some View {
                VStack {
                    Button("Reverse") { names.reverse() }
                    TabView {
                        ForEach(names, id: \.self) { name in Text("Shelf \(name)").tabItem { Text(name) } }
                    }
                }
            }
        }
        try onMainActor {
            let window = try RealWindow(Shelves())
            defer { window.close() }
            @MainActor func titles() throws -> [String] {
                let stack = OpaquePointer(try window.find("view stack") { window.isA($0, adw_view_stack_get_type()) })
                let pages = adw_view_stack_get_pages(stack)!
                defer { g_object_unref(UnsafeMutableRawPointer(pages)) }
                return (0..<g_list_model_get_n_items(pages)).map { index in
                    let page = OpaquePointer(g_list_model_get_item(pages, index)!)
                    defer { g_object_unref(UnsafeMutableRawPointer(page)) }
                    return String(cString: adw_view_stack_page_get_title(page))
                }
            }
            XCTAssertEqual(try titles(), ["A", "B", "C"])
            let shelfC = try window.label("Shelf C")
            try window.realClick("Reverse")
            XCTAssertEqual(try titles(), ["C", "B", "A"])
            XCTAssertEqual(try window.label("Shelf C"), shelfC, "the same page, moved")
        }
    }
}
