import CGtk
import CellsGtk
import Gtk
import XCTest

/// A focused list row is activated with Enter or Space, as in GTK's own list views.
final class ListRowActivationWindowTests: XCTestCase {
    struct Item: Identifiable {
        let id: Int
        let title: String
        var isOn = false
    }

    struct Rows: View {
        @Owned var items = [Item(id: 0, title: "Alpha"), Item(id: 1, title: "Beta")]
        @Owned var taps = 0
        var body: some View {
            VStack {
                Text("On: \(items.filter(\.isOn).map(\.title).joined(separator: ","))")
                Text("Taps: \(taps)")
                List {
                    ForEach($items) { $item in Toggle(item.title, isOn: $item.isOn) }
                    Text("Tap me").onTapGesture { taps += 1 }
                }
            }
        }
    }

    @MainActor private static func pressSpace(on list: UnsafeMutablePointer<GtkWidget>) -> Bool {
        pressShortcut(on: list) { $0.contains("space") }
    }

    func testEnterOnARowFlipsItsToggleOrRunsItsTap() throws {
        try onMainActor {
            let window = try RealWindow(Rows())
            defer { window.close() }
            let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
            // Enter on a focused row: GtkListView's "list.activate-item" with its position.
            gtk_widget_activate_action_variant(list, "list.activate-item", g_variant_new_uint32(1))
            window.settle()
            XCTAssertNoThrow(try window.label("On: Beta"))
            gtk_widget_activate_action_variant(list, "list.activate-item", g_variant_new_uint32(2))
            window.settle()
            XCTAssertNoThrow(try window.label("Taps: 1"))
        }
    }

    func testSpaceOnAFocusedRowFlipsItsToggle() throws {
        try onMainActor {
            let window = try RealWindow(Rows())
            defer { window.close() }
            let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
            let toggle = try window.nthWidget(ofType: gtk_check_button_get_type(), 0)
            var rowItem = toggle  // GTK's list item widget: the list view's child holding the row
            while let parent = gtk_widget_get_parent(rowItem), parent != list { rowItem = parent }
            XCTAssertNotEqual(gtk_widget_grab_focus(rowItem), 0)
            XCTAssertTrue(Self.pressSpace(on: list))
            window.settle()
            XCTAssertNoThrow(try window.label("On: Alpha"))
        }
    }
}
