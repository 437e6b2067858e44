import CGtk
import CellsGtk
import Gtk
import XCTest

private enum Field: Hashable { case name }

/// A focused field removed by a keyboard shortcut (the focus stays in it until it goes).
private struct RemovableField: View {
    @FocusState private var focus: Field?
    @Owned private var showsName = true
    @Owned private var name = ""

    var body: some View {
        VStack {
            if showsName { TextField("Name", text: $name).focused($focus, equals: .name) }
            Text("focus \(focus.map { "\($0)" } ?? "none")")
            Button("Hide Name") { showsName = false }.keyboardShortcut("h")
            Button("Show Name") { showsName = true }
        }
        .padding()
    }
}

/// A focused field disabled by a keyboard shortcut while the user types in it.
private struct LockableField: View {
    @FocusState private var focus: Field?
    @Owned private var locked = false
    @Owned private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name).disabled(locked)
            Text("focus \(focus.map { "\($0)" } ?? "none")")
            Button("Lock") { locked = true }.keyboardShortcut("l")
        }
        .padding()
    }
}

/// A focused view that leaves takes the focus with it, as in SwiftUI: its `@FocusState`
/// reads nil in the same update, rather than naming a field that is not on screen.
final class FocusedViewRemovedWindowTests: XCTestCase {
    func testRemovingTheFocusedFieldClearsItsFocusState() throws {
        try onMainActor {
            let window = try RealWindow(RemovableField())
            defer { window.close() }
            let name = UnsafeMutableRawPointer(try window.entry("Name")).assumingMemoryBound(to: GtkWidget.self)
            try window.realClick(name)
            window.settle()
            XCTAssertNoThrow(try window.label("focus name"))
            try window.realKey("h", modifiers: .control)  // the focus is still in the field
            XCTAssertNoThrow(try window.label("focus none"), "cleared in the pass that removed the field")
            try window.click("Show Name")
            window.settle()
            XCTAssertNoThrow(try window.label("focus none"), "a field that comes back is not focused by it")
        }
    }

    /// Disabling the field the user types in takes the focus from it first: GTK 4.8 left its
    /// text without a focus-out, and warned ("GtkText - did not receive a focus-out event")
    /// when the cursor blinked next.
    func testDisablingTheFocusedFieldTakesTheFocusFromItWithoutAWarning() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let window = try RealWindow(LockableField())
            defer { window.close() }
            let name = UnsafeMutableRawPointer(try window.entry("Name")).assumingMemoryBound(to: GtkWidget.self)
            try window.realType("Ada", into: name)
            XCTAssertNoThrow(try window.label("focus name"))
            try window.realKey("l", modifiers: .control)  // the focus is still in the field
            window.settle(for: 1.5)  // past a cursor blink
            XCTAssertEqual(gtk_widget_get_sensitive(name), 0)
            XCTAssertNoThrow(try window.label("focus none"), "the field gave up the focus")
            GLibLogRecorder.assertNoProblems("disabling a focused field")
        }
    }
}
