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
}
