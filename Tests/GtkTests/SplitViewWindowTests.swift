import CGtk
import CellsGtk
import Gtk
import XCTest

private struct ShelvesSplit: View {
    @Owned private var shelf: String?
    var body: some View {
        NavigationSplitView {
            List(["Novels", "History", "Poetry"], id: \.self, selection: $shelf) { Text($0) }
                .navigationTitle("Shelves")
        } detail: {
            if let shelf {
                Text("Shelf \(shelf)").navigationTitle(shelf)
            } else {
                Text("No shelf chosen")
            }
        }
    }
}

/// `NavigationSplitView` on real widgets: libadwaita's leaflet, a header bar per column with
/// the window's buttons at the outer ends, folding at 360 pixels, used with real clicks and
/// keys.
final class SplitViewWindowTests: XCTestCase {
    @MainActor private static func leaflet(in window: RealWindow) throws -> OpaquePointer {
        OpaquePointer(try window.find("leaflet") { window.isA($0, adw_leaflet_get_type()) })
    }

    /// The header bars in the window, in tree order.
    @MainActor private static func headerBars(in window: RealWindow) throws -> [UnsafeMutablePointer<GtkWidget>] {
        let root = try XCTUnwrap(window.hosted).window.widgetPointer
        return window.descendants(of: root).filter { window.isA($0, adw_header_bar_get_type()) && gtk_widget_get_mapped($0) != 0 }
    }

    func testWideEachColumnHasItsHeaderBarAndTheWindowsButtonsSitAtTheOuterEnds() throws {
        try onMainActor {
            let window = try RealWindow.opened(ShelvesSplit(), title: "Library", width: 1000)
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let leaflet = try Self.leaflet(in: window)
            XCTAssertEqual(adw_leaflet_get_folded(leaflet), 0, "wide: side by side")
            let bars = try Self.headerBars(in: window)
            XCTAssertEqual(bars.count, 2, "a header bar over each column")
            XCTAssertEqual(gtk_window_get_titlebar(UnsafeMutableRawPointer(hosted.window.widgetPointer).assumingMemoryBound(to: GtkWindow.self))
                .map { gtk_widget_get_visible($0) } ?? 0, 0, "no title bar across the window")
            XCTAssertTrue(bars.contains(hosted.headerBar.widgetPointer), "the detail's bar is the window's own (title, menu, back button)")
            XCTAssertTrue(gtk_widget_is_ancestor(hosted.headerBar.widgetPointer, UnsafeMutableRawPointer(leaflet).assumingMemoryBound(to: GtkWidget.self)) != 0,
                          "in the detail column, not across the window")
            let detailBar = OpaquePointer(hosted.headerBar.widgetPointer)
            let sidebarBar = OpaquePointer(try XCTUnwrap(bars.first { $0 != hosted.headerBar.widgetPointer }))
            XCTAssertEqual(adw_header_bar_get_show_end_title_buttons(sidebarBar), 0, "the close button is not between the columns")
            XCTAssertNotEqual(adw_header_bar_get_show_end_title_buttons(detailBar), 0, "it is at the window's end")
            XCTAssertEqual(adw_header_bar_get_show_start_title_buttons(detailBar), 0)
            XCTAssertNoThrow(try window.find("the sidebar's title") { window.isOwnLabel($0) && window.labelText($0) == "Shelves" })

            // A real click on a shelf shows it beside the sidebar; the window is titled by it.
            try window.realClick(label: "History")
            window.settle(for: 0.2)
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Shelf History")), 1)
            XCTAssertEqual(hosted.window.title, "History")
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Novels")), 1, "the sidebar stays")
        }
    }

    func testNarrowTheColumnsFoldAChoiceShowsTheDetailAndEscapeAndAltLeftGoBack() throws {
        try onMainActor {
            let window = try RealWindow.opened(ShelvesSplit(), title: "Library", width: 360)
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let leaflet = try Self.leaflet(in: window)
            XCTAssertNotEqual(adw_leaflet_get_folded(leaflet), 0, "360 pixels: folded")
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Novels")), 1, "the sidebar first")
            let sidebarBar = OpaquePointer(try XCTUnwrap(Self.headerBars(in: window).first { $0 != hosted.headerBar.widgetPointer }))
            XCTAssertNotEqual(adw_header_bar_get_show_end_title_buttons(sidebarBar), 0, "folded, the sidebar's bar has the close button")

            try window.realClick(label: "Poetry")
            window.settle(for: 0.5)  // the leaflet slides
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Shelf Poetry")), 1, "the detail shows")
            XCTAssertEqual(hosted.backButton.isVisible, true, "with a Back button")
            try window.realKey("Escape")
            window.settle(for: 0.5)
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Novels")), 1, "Escape: back to the sidebar")
            XCTAssertEqual(hosted.backButton.isVisible, false)

            try window.realClick(label: "History")
            window.settle(for: 0.5)
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Shelf History")), 1)
            try window.realKey("Left", modifiers: .alt)
            window.settle(for: 0.5)
            XCTAssertEqual(gtk_widget_get_mapped(try window.label("Novels")), 1, "Alt+Left: back to the sidebar")
            XCTAssertLessThanOrEqual(gtk_widget_get_width(hosted.window.widgetPointer), 360, "it fits 360 pixels")
        }
    }

    /// The window gets its title bar back when the split view goes.
    func testTheWindowsHeaderBarComesBackWhenTheSplitViewGoes() throws {
        struct Toggled: View {
            @Owned private var split = true
            var body: some View {
                VStack {
                    Button("Plain") { split = false }
                    if split { ShelvesSplit() }
                }
            }
        }
        try onMainActor {
            let window = try RealWindow.opened(Toggled(), title: "Library", width: 1000)
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let titlebar = { gtk_window_get_titlebar(UnsafeMutableRawPointer(hosted.window.widgetPointer).assumingMemoryBound(to: GtkWindow.self)) }
            XCTAssertNotEqual(titlebar(), hosted.headerBar.widgetPointer)
            try window.realClick("Plain")
            window.settle(for: 0.2)
            XCTAssertEqual(titlebar(), hosted.headerBar.widgetPointer, "the header bar is the window's title bar again")
            XCTAssertEqual(gtk_widget_get_mapped(hosted.headerBar.widgetPointer), 1)
        }
    }
}
