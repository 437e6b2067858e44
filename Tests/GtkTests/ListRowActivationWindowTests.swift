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
        let controllers = gtk_widget_observe_controllers(list)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!
            defer { g_object_unref(controller) }
            guard g_type_check_instance_is_a(controller.assumingMemoryBound(to: GTypeInstance.self), gtk_shortcut_controller_get_type()) != 0 else { continue }
            let shortcuts = OpaquePointer(controller)
            for position in 0..<g_list_model_get_n_items(shortcuts) {
                let shortcut = OpaquePointer(g_list_model_get_item(shortcuts, position)!)
                defer { g_object_unref(UnsafeMutableRawPointer(shortcut)) }
                let trigger = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut))!
                defer { g_free(trigger) }
                guard String(cString: trigger).contains("space") else { continue }
                return gtk_shortcut_action_activate(gtk_shortcut_get_action(shortcut), GtkShortcutActionFlags(0), list, nil) != 0
            }
        }
        return false
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
