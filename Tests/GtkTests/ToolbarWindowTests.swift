import CGtk
import CellsGtk
import Gtk
import XCTest

/// `.toolbar` on a real window: items in the header bar, at its start or end, acting on the
/// view's state, and gone with the view.
final class ToolbarWindowTests: XCTestCase {
    struct Counter: View {
        @Owned var count = 0
        var body: some View {
            Text("Count: \(count)")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add") { count += 1 } }
                    ToolbarItem(placement: .navigation) { Button("Reset") { count = 0 } }
                }
        }
    }

    struct Pages: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", destination: Counter())
            }
        }
    }

    func testToolbarItemsAreInTheHeaderBarAndActOnTheView() throws {
        try onMainActor {
            let window = try RealWindow(Counter())
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let headerBar = try RealWindow(root: hosted.headerBar)
            XCTAssertFalse(window.labelTexts.contains("Add"), "not in the content")
            try headerBar.click("Add")
            try headerBar.click("Add")
            window.settle()
            XCTAssertNoThrow(try window.label("Count: 2"))
            try headerBar.click("Reset")
            window.settle()
            XCTAssertNoThrow(try window.label("Count: 0"))
            // .navigation at the start (before the title), .primaryAction at the end.
            let add = try headerBar.button("Add"), reset = try headerBar.button("Reset")
            var addX = 0.0, resetX = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(add, hosted.headerBar.widgetPointer, 0, 0, &addX, &y)
            _ = gtk_widget_translate_coordinates(reset, hosted.headerBar.widgetPointer, 0, 0, &resetX, &y)
            XCTAssertLessThan(resetX, addX)
        }
    }

    func testAPoppedPagesToolbarItemsLeaveTheHeaderBar() throws {
        try onMainActor {
            let window = try RealWindow(Pages())
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let headerBar = try RealWindow(root: hosted.headerBar)
            XCTAssertThrowsError(try headerBar.button("Add"))
            try window.click("Open")
            XCTAssertNoThrow(try headerBar.button("Add"))
            cells_emit_signal(hosted.backButton.rawPointer, "clicked")
            window.settle()
            XCTAssertThrowsError(try headerBar.button("Add"))
        }
    }

    struct RootWithToolbar: View {
        @Owned var adds = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Adds: \(adds)")
                    NavigationLink("Open", destination: Counter())
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("New") { adds += 1 } }
                    EditButton()
                }
            }
        }
    }

    /// A page covered by a pushed page has disappeared, and its toolbar items with it: the
    /// header bar shows the top page's items only, as SwiftUI's does; going back (a real
    /// Escape) shows the root's again.
    func testACoveredPagesToolbarItemsAreHiddenUntilItIsShownAgain() throws {
        try onMainActor {
            let window = try RealWindow(RootWithToolbar())
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            let headerBar = try RealWindow(root: hosted.headerBar)
            let new = try headerBar.button("New"), edit = try headerBar.button("Edit")
            XCTAssertTrue(gtk_widget_is_visible(new) != 0 && gtk_widget_is_visible(edit) != 0)
            try window.realClick("Open")
            window.settle()
            XCTAssertTrue(gtk_widget_is_visible(new) == 0, "the root's New is hidden on the pushed page")
            XCTAssertTrue(gtk_widget_is_visible(edit) == 0, "so is its loose EditButton")
            XCTAssertTrue(gtk_widget_is_visible(try headerBar.button("Add")) != 0, "the pushed page's own item shows")
            try window.realKey("Escape")
            window.settle()
            XCTAssertTrue(gtk_widget_is_visible(new) != 0 && gtk_widget_is_visible(edit) != 0, "back: the root's items again")
            try window.realClick(new)
            window.settle()
            XCTAssertNoThrow(try window.label("Adds: 1"))
        }
    }
}
