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

    struct Insets: View {
        var body: some View {
            List {
                Text("Edge to edge").listRowInsets(EdgeInsets())
                Text("Inset by four").listRowInsets(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
                Text("The list's padding")
            }
        }
    }

    func testListRowInsetsReplaceTheRowsPadding() throws {
        try onMainActor {
            let window = try RealWindow.opened(Insets(), width: 400, height: 400)
            defer { window.close() }
            window.settle(for: 0.2)
            @MainActor func row(_ text: String) throws -> UnsafeMutablePointer<GtkWidget> {
                var row = gtk_widget_get_parent(try window.label(text))!
                while String(cString: gtk_widget_get_css_name(row)) != "row" { row = gtk_widget_get_parent(row)! }
                return row
            }
            @MainActor func offset(_ text: String) throws -> Double {
                let label = try window.label(text)
                let row = try row(text)
                var x = 0.0, y = 0.0
                _ = gtk_widget_translate_coordinates(label, row, 0, 0, &x, &y)
                return x
            }
            XCTAssertEqual(try offset("Edge to edge"), 0)
            XCTAssertEqual(try offset("Inset by four"), 4)
            // The theme's padding of the row goes where insets are given (GTK 4.8's Adwaita
            // pads list view rows by nothing; libadwaita's newer rich lists do).
            XCTAssertTrue(window.hasCSSClass(try row("Edge to edge"), "cells-row-flush"))
            XCTAssertFalse(window.hasCSSClass(try row("The list's padding"), "cells-row-flush"))
        }
    }
}
