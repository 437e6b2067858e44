import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

@MainActor @Observable
private final class Sorting {
    var order = "name"
    var page = "https://example.org/a"
}

/// A menu of two orders and a link whose destination the model holds.
private struct SortMenu: View {
    let sorting: Sorting
    var body: some View {
        VStack {
            Text("order \(sorting.order)")
            Menu("Sort") {
                Button("By Name") { sorting.order = "name" }
                Button("By Price") { sorting.order = "price" }
            }
            Link("Docs", destination: URL(string: sorting.page)!)
        }
    }
}

/// A menu whose button is a label view (`Menu { } label: { }`).
private struct ActionsMenu: View {
    let sorting: Sorting
    var body: some View {
        VStack {
            Text("order \(sorting.order)")
            Menu {
                Button("By Price") { sorting.order = "price" }
            } label: {
                Label("Actions", systemImage: "view-more-symbolic")
            }
        }
    }
}

/// The links GtkLinkButton was asked to open (its "activate-link", answered as handled so
/// no browser starts).
@MainActor private var activatedLinks: [String] = []

private let activateLink: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> gboolean = { button, _ in
    let uri = String(cString: gtk_link_button_get_uri(OpaquePointer(button)))
    MainActor.assumeIsolated { activatedLinks.append(uri) }
    return 1
}

/// A `Menu` opened and chosen from, and a `Link` clicked, with real pointer events.
final class RealInputMenuTests: XCTestCase {
    func testClickingTheMenuOpensItAndClickingAnItemRunsItAndClosesIt() throws {
        try onMainActor {
            let sorting = Sorting()
            let window = try RealWindow(SortMenu(sorting: sorting))
            defer { window.close() }
            let menuButton = try window.widget(ofType: gtk_menu_button_get_type(), "menu button")
            try window.realClick(menuButton)
            let popover = try XCTUnwrap(gtk_menu_button_get_popover(opaque(menuButton)))
            let popoverWidget = UnsafeMutablePointer<GtkWidget>(OpaquePointer(popover))
            XCTAssertNotEqual(gtk_widget_get_visible(popoverWidget), 0, "the click opened the menu")
            try window.realClick("By Price")
            XCTAssertEqual(sorting.order, "price")
            XCTAssertNoThrow(try window.label("order price"))
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(popoverWidget) == 0 }, timeout: 1), "the menu closed")

            sorting.order = "name"  // a model write shows
            window.settle()
            XCTAssertNoThrow(try window.label("order name"))
        }
    }

    func testEscapeClosesAnOpenMenuWithoutChoosing() throws {
        try onMainActor {
            let sorting = Sorting()
            let window = try RealWindow(SortMenu(sorting: sorting))
            defer { window.close() }
            let menuButton = try window.widget(ofType: gtk_menu_button_get_type(), "menu button")
            try window.realClick(menuButton)
            let popover = UnsafeMutablePointer<GtkWidget>(OpaquePointer(try XCTUnwrap(gtk_menu_button_get_popover(opaque(menuButton)))))
            XCTAssertNotEqual(gtk_widget_get_visible(popover), 0)
            try window.input.focusWindow(of: popover)
            try window.input.key(named: "Escape")
            window.settle()
            XCTAssertEqual(gtk_widget_get_visible(popover), 0)
            XCTAssertEqual(sorting.order, "name")
        }
    }

    func testClickingALinkAsksToOpenItsDestinationAndAModelWriteChangesIt() throws {
        try onMainActor {
            let sorting = Sorting()
            let window = try RealWindow(SortMenu(sorting: sorting))
            defer { window.close() }
            let link = try window.widget(ofType: gtk_link_button_get_type(), "link button")
            g_signal_connect_data(UnsafeMutableRawPointer(link), "activate-link", unsafeBitCast(activateLink, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
            activatedLinks = []
            try window.realClick(link)
            XCTAssertEqual(activatedLinks, ["https://example.org/a"])

            sorting.page = "https://example.org/b"
            window.settle()
            XCTAssertEqual(String(cString: gtk_link_button_get_uri(opaque(link))), "https://example.org/b")
            try window.realClick(link)
            XCTAssertEqual(activatedLinks, ["https://example.org/a", "https://example.org/b"])
        }
    }

    func testAMenusLabelViewIsItsButtonAndAClickOnItOpensTheMenu() throws {
        try onMainActor {
            let sorting = Sorting()
            let window = try RealWindow(ActionsMenu(sorting: sorting))
            defer { window.close() }
            let menuButton = try window.widget(ofType: gtk_menu_button_get_type(), "menu button")
            let title = try window.label("Actions")
            XCTAssertNotNil(gtk_widget_get_ancestor(title, gtk_menu_button_get_type()), "the label view is in the button")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(menuButton, GTK_ACCESSIBLE_PROPERTY_LABEL, "Actions"), 0,
                              "named by its label's text")
            try window.realClick(title)
            let popover = UnsafeMutablePointer<GtkWidget>(OpaquePointer(try XCTUnwrap(gtk_menu_button_get_popover(opaque(menuButton)))))
            XCTAssertNotEqual(gtk_widget_get_visible(popover), 0, "a click on the label opened the menu")
            try window.realClick("By Price")
            XCTAssertEqual(sorting.order, "price")
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(popover) == 0 }, timeout: 1), "the menu closed")
        }
    }
}
