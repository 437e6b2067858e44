import CGtk
import CellsGtk
import Gtk
import XCTest

/// The header bar: `.navigationTitle`, the back button, Escape and Alt+Left.
final class HeaderBarWindowTests: XCTestCase {
    struct InnerPage: View {
        var body: some View {
            Text("Inner").navigationTitle("Inner Page")
        }
    }

    struct Home: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", destination: InnerPage())
            }
            .navigationTitle("Home")
        }
    }

    @MainActor private static func title(of hosted: HostedWindow) -> String {
        String(cString: gtk_window_get_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(hosted.window.rawPointer))))
    }

    /// Presses the window's keyboard shortcut `accelerator` ("Escape", "<Alt>Left"): runs the
    /// action of the shortcut whose trigger it is, as GTK does for that key. Returns whether
    /// a shortcut took it.
    @MainActor private static func press(_ accelerator: String, in hosted: HostedWindow) -> Bool {
        let widget = hosted.window.widgetPointer
        let controllers = gtk_widget_observe_controllers(widget)!
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
                guard String(cString: trigger) == accelerator else { continue }
                let handled = gtk_shortcut_action_activate(gtk_shortcut_get_action(shortcut), GtkShortcutActionFlags(0), widget, nil) != 0
                for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
                return handled
            }
        }
        return false
    }

    func testNavigationTitleAndTheBackButtonInTheHeaderBar() throws {
        try onMainActor {
            let window = try RealWindow(Home(), title: "Test")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertEqual(Self.title(of: hosted), "Home")
            XCTAssertFalse(hosted.backButton.isVisible)
            try window.click("Open")
            XCTAssertEqual(Self.title(of: hosted), "Inner Page")
            XCTAssertTrue(hosted.backButton.isVisible)
            XCTAssertFalse(window.labelTexts.contains("‹ Back"), "the back button is in the header bar, not the page")
            cells_emit_signal(hosted.backButton.rawPointer, "clicked")
            window.settle()
            XCTAssertEqual(Self.title(of: hosted), "Home")
            XCTAssertFalse(hosted.backButton.isVisible)
        }
    }

    func testEscapeAndAltLeftGoBack() throws {
        try onMainActor {
            let window = try RealWindow(Home(), title: "Test")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertFalse(Self.press("Escape", in: hosted), "nothing to go back to: Escape goes on to other widgets")
            for key in ["Escape", "<Alt>Left"] {
                try window.click("Open")
                XCTAssertEqual(Self.title(of: hosted), "Inner Page")
                XCTAssertTrue(Self.press(key, in: hosted), key)
                XCTAssertEqual(Self.title(of: hosted), "Home", key)
                XCTAssertNoThrow(try window.button("Open"))
            }
        }
    }
}
