import CGtk
import CellsGtk
import Gtk
import XCTest

/// `Menu` on real widgets: a GtkMenuButton whose popover holds the buttons.
final class MenuWindowTests: XCTestCase {
    struct Sorter: View {
        @Owned var order = "name"
        var body: some View {
            VStack {
                Text("Order: \(order)")
                Menu("Sort") {
                    Button("By Name") { order = "name" }
                    Button("By Price") { order = "price" }
                }
            }
        }
    }

    func testAMenuButtonOpensItsItemsAndAClickRunsOneAndCloses() throws {
        try onMainActor {
            let window = try RealWindow(Sorter())
            defer { window.close() }
            let menuButton = OpaquePointer(try window.widget(ofType: gtk_menu_button_get_type(), "menu button"))
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(menuButton)), "Sort")
            gtk_menu_button_popup(menuButton)
            window.settle()
            let popover = try XCTUnwrap(gtk_menu_button_get_popover(menuButton))
            let popoverWidget = UnsafeMutablePointer<GtkWidget>(OpaquePointer(popover))
            XCTAssertNotEqual(gtk_widget_get_visible(popoverWidget), 0)
            let items = try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(popoverWidget)))
            try items.click("By Price")
            window.settle()
            XCTAssertNoThrow(try window.label("Order: price"))
            XCTAssertEqual(gtk_widget_get_visible(popoverWidget), 0, "the menu closed")
        }
    }
}
