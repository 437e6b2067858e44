import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

private struct Searching: View {
    @Owned var query = ""
    @Owned var notes = ""
    @Owned var finds = 0
    @FocusState private var searchFocused: Bool

    var body: some View {
        VStack {
            Text("Finds: \(finds)")
            TextField("Notes", text: $notes)
            TextField("Search", text: $query).focused($searchFocused)
            Button("Find") {
                finds += 1
                searchFocused = true
            }
            .keyboardShortcut("f")
        }
    }
}

/// A button's `.keyboardShortcut` runs its action within the key press, with real keys
/// (XTEST, `RealInput`): Ctrl+F moves the focus to the search field, and what is typed right after it
/// (60 ms a key, a fast typist) all lands there.
final class ShortcutTimingWindowTests: XCTestCase {
    func testAShortcutRunsItsActionInTheKeyPress() throws {
        try onMainActor {
            let window = try RealWindow(Searching(), title: "Searching \(getpid())")
            defer { window.close() }
            let input = try RealInput.shared()
            let gtkWindow = window.hosted!.window.widgetPointer
            try window.realFocusWindow()
            gtk_window_set_focus(UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtkWindow)), UnsafeMutablePointer<GtkWidget>(try window.entry("Notes")))
            window.settle()

            try input.key(named: "f", modifiers: .control)
            XCTAssertNoThrow(try window.label("Finds: 1"), "the action ran before the key press was done with")
            try input.type("peas", delay: 0.06)
            XCTAssertEqual(window.text(of: try window.entry("Search")), "peas", "everything typed after Ctrl+F went to the search field")
            XCTAssertEqual(window.text(of: try window.entry("Notes")), "", "nothing was typed into the field focused before")
            MainLoop.run(for: 0.4)
            XCTAssertNoThrow(try window.label("Finds: 1"), "the shortcut ran the action once")
        }
    }
}
