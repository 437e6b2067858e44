import CGtk
import CellsGtk
import Gtk
import XCTest

/// Sections in a list under real clicks: each row is a list row of its own, which a click
/// selects and a right click opens the menu of; a header is text that cannot be selected.
final class ListSectionWindowTests: XCTestCase {
    struct Notes: View {
        @Owned var notes = ["Groceries", "Ideas", "Trips"]
        @Owned var chosen: String?
        var body: some View {
            VStack {
                Text("Chosen: \(chosen ?? "none")")
                List(selection: $chosen) {
                    Section("Pinned") {
                        ForEach(notes.prefix(1), id: \.self) { Text($0) }
                    }
                    Section("Notes") {
                        ForEach(notes.dropFirst(), id: \.self) { note in
                            Text(note).contextMenu { Button("Delete") { notes.removeAll { $0 == note } } }
                        }
                    }
                }
            }
        }
    }

    func testRowsOfSectionsAreSelectedAndActedOnOneByOneAndHeadersAreNot() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let window = try RealWindow.opened(Notes(), width: 400, height: 500)
            defer { window.close() }
            XCTAssertEqual(try window.listItemCount(), 5, "two headers and three rows")
            let header = try window.label("Notes")
            XCTAssertTrue(window.hasCSSClass(header, "heading"))
            try window.realClick(label: "Trips")
            XCTAssertNoThrow(try window.label("Chosen: Trips"))
            try window.realClick(label: "Notes")
            XCTAssertNoThrow(try window.label("Chosen: Trips"), "a click on a header selects nothing")
            try window.realClick(label: "Groceries")
            XCTAssertNoThrow(try window.label("Chosen: Groceries"))

            try window.realRightClick(try window.label("Trips"))
            let item = try window.find("the menu's Delete") { window.isOwnLabel($0) && window.labelText($0) == "Delete" && gtk_widget_get_mapped($0) != 0 }
            try window.realClick(item)
            window.settle(for: 0.3)
            let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
            let shown = window.descendants(of: list).filter { window.isOwnLabel($0) && gtk_widget_get_mapped($0) != 0 }.map(window.labelText)
            XCTAssertEqual(shown, ["Pinned", "Groceries", "Notes", "Ideas"], "Trips went, not another row")
            GLibLogRecorder.assertNoProblems("using the sections")
        }
    }
}
