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
}
