import CGtk
import CellsGtk
import Examples
import Gtk
import XCTest

/// `.keyboardShortcut` on real widgets: Enter in an entry presses the default button; a
/// shortcut's trigger activates its button.
final class KeyboardShortcutWindowTests: XCTestCase {
    struct Counter: View {
        @Owned var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Add") { count += 1 }.keyboardShortcut("k", modifiers: [.command, .shift])
            }
        }
    }

    /// Runs the action of the shortcut with trigger `accelerator` among `widget`'s shortcut
    /// controllers, as GTK does for that key. Returns whether it was found and handled.
    @MainActor static func press(_ accelerator: String, on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        pressShortcut(on: widget) { $0 == accelerator }
    }

    func testEnterInTheTitleEntryPressesTheDefaultButton() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            let button = try window.button("Change Title")
            let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(try XCTUnwrap(window.hosted).window.rawPointer))
            XCTAssertEqual(gtk_window_get_default_widget(gtkWindow), button, "Change Title is the window's default widget")
            XCTAssertTrue(window.hasCSSClass(button, "suggested-action"))
            try window.type("Hello", into: "Insert Title")
            let entry = try window.entry("Insert Title")
            XCTAssertNotEqual(gtk_entry_get_activates_default(UnsafeMutablePointer(entry)), 0)
            // Enter in the entry: its GtkText emits "activate", which activates the default.
            let text = try XCTUnwrap(gtk_editable_get_delegate(entry))
            cells_emit_signal(UnsafeMutableRawPointer(text), "activate")
            window.settle(for: 0.5)  // an activated GtkButton shows itself pressed, then clicks (250 ms)
            XCTAssertNoThrow(try window.label("Hello (5)"))
        }
    }

    func testAShortcutActivatesItsButton() throws {
        try onMainActor {
            let window = try RealWindow(Counter())
            defer { window.close() }
            let button = try window.button("Add")
            XCTAssertTrue(Self.press("<Shift><Control>k", on: button))
            window.settle(for: 0.5)
            XCTAssertNoThrow(try window.label("Count: 1"))
        }
    }
}
