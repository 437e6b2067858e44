import CGtk
import CellsGtk
import Gtk
import XCTest

/// A form whose binding counts the writes it receives.
private struct CountingForm: View {
    let writes: WriteCounter
    @Owned private var name = "frodo"

    var body: some View {
        let counted = Binding(get: { name }, set: { newValue in
            writes.count += 1
            name = newValue
        })
        VStack {
            TextField("Name", text: counted)
            Button("Shout") { name = name.uppercased() }
            Button("Replace") { name = "sam" }
            Text("Name: \(name)")
        }
    }
}

@MainActor
private final class WriteCounter {
    var count = 0
}

final class BindingEchoTests: XCTestCase {
    func testEachKeystrokeWritesTheBindingOnceAndModelWritesDoNotEchoBack() throws {
        try onMainActor {
            let writes = WriteCounter()
            let window = try RealWindow(CountingForm(writes: writes))
            defer { window.close() }
            XCTAssertEqual(writes.count, 0)

            try window.placeCursor(in: "Name", at: 5)
            try window.type("s", into: "Name")
            try window.type("!", into: "Name")
            XCTAssertEqual(writes.count, 2, "one binding write per keystroke")
            XCTAssertNoThrow(try window.label("Name: frodos!"))

            try window.click("Shout")
            XCTAssertEqual(window.text(of: try window.entry("Name")), "FRODOS!")
            XCTAssertEqual(writes.count, 2, "the model's write into the entry must not come back as an edit")
        }
    }

    func testAModelWriteKeepsTheCursorWhereTheUserHadIt() throws {
        try onMainActor {
            let window = try RealWindow(CountingForm(writes: WriteCounter()))
            defer { window.close() }
            let entry = try window.entry("Name")
            _ = gtk_widget_grab_focus(UnsafeMutablePointer(entry))
            try window.placeCursor(in: "Name", at: 2)

            try window.click("Shout")
            XCTAssertEqual(window.text(of: entry), "FRODO")
            XCTAssertEqual(window.cursor(of: entry), 2)

            try window.click("Replace")
            XCTAssertEqual(window.text(of: entry), "sam")
            XCTAssertEqual(window.cursor(of: entry), 2, "cursor stays, clamped to the new text")
        }
    }
}
