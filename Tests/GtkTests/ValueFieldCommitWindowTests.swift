import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Measures {
    var amount = 1.5
    var quantity: Int? = 3
    var note = ""
}

private struct MeasuresForm: View {
    let measures: Measures
    var body: some View {
        @Bindable var measures = measures
        VStack {
            TextField("Amount", value: $measures.amount, format: .number)
            TextField("Quantity", value: $measures.quantity, format: .number)
            TextField("Note", text: $measures.note)
            Text("amount \(measures.amount), quantity \(measures.quantity.map { "\($0)" } ?? "none")")
        }
        .padding()
    }
}

@MainActor private func entryWidget(_ window: RealWindow, _ placeholder: String) throws -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutableRawPointer(try window.entry(placeholder)).assumingMemoryBound(to: GtkWidget.self)
}

/// Clicks into the entry, selects all its text (Ctrl+A) and types `text` over it.
@MainActor private func retype(_ text: String, in placeholder: String, of window: RealWindow) throws {
    try window.realClick(try entryWidget(window, placeholder))
    try window.realKey("a", modifiers: .control)
    try window.realType(text)
}

/// `TextField(value:format:)` with real keys and clicks: typing leaves the value alone until
/// Return or a click elsewhere commits it, as in SwiftUI; a model write while the user is in
/// the middle of an edit does not overwrite the typing.
final class ValueFieldCommitWindowTests: XCTestCase {
    func testTypedDigitsWriteTheValueOnlyWhenReturnIsPressed() throws {
        try onMainActor {
            let measures = Measures()
            let window = try RealWindow(MeasuresForm(measures: measures))
            defer { window.close() }
            GLibLogRecorder.clear()
            try retype("12", in: "Amount", of: window)
            XCTAssertEqual(window.text(of: try window.entry("Amount")), "12", "the digits were typed")
            XCTAssertEqual(measures.amount, 1.5, "typing leaves the value alone")
            XCTAssertNoThrow(try window.label("amount 1.5, quantity 3"))
            try window.realKey("Return")
            XCTAssertEqual(measures.amount, 12, "Return commits")
            XCTAssertNoThrow(try window.label("amount 12.0, quantity 3"))

            // Text that is not a number: Return shows the value again.
            try retype("1x", in: "Amount", of: window)
            XCTAssertTrue(window.hasCSSClass(try entryWidget(window, "Amount"), "error"), "shown invalid while typed")
            try window.realKey("Return")
            XCTAssertEqual(measures.amount, 12)
            XCTAssertEqual(window.text(of: try window.entry("Amount")), "12", "the text goes back to the value")
            XCTAssertFalse(window.hasCSSClass(try entryWidget(window, "Amount"), "error"))
            GLibLogRecorder.assertNoProblems("typing and committing a value")
        }
    }

    func testAClickIntoAnotherFieldCommitsTheValue() throws {
        try onMainActor {
            let measures = Measures()
            let window = try RealWindow(MeasuresForm(measures: measures))
            defer { window.close() }
            try retype("7.25", in: "Amount", of: window)
            XCTAssertEqual(measures.amount, 1.5)
            try window.realClick(try entryWidget(window, "Note"))
            XCTAssertEqual(measures.amount, 7.25, "the focus leaving the field commits it")
            XCTAssertNoThrow(try window.label("amount 7.25, quantity 3"))
        }
    }

    func testAnOptionalFieldCommitsNilForEmptyText() throws {
        try onMainActor {
            let measures = Measures()
            let window = try RealWindow(MeasuresForm(measures: measures))
            defer { window.close() }
            let quantity = try entryWidget(window, "Quantity")
            try window.realClick(quantity)
            try window.realKey("a", modifiers: .control)
            try window.realKey("BackSpace")
            XCTAssertEqual(measures.quantity, 3)
            try window.realKey("Return")
            XCTAssertNil(measures.quantity, "empty text commits nil")
            XCTAssertEqual(window.text(of: try window.entry("Quantity")), "", "nil shows the placeholder")
            try window.realType("5")
            try window.realClick(try entryWidget(window, "Note"))
            XCTAssertEqual(measures.quantity, 5)
        }
    }

    func testAModelWriteWhileTheUserTypesLeavesTheTyping() throws {
        try onMainActor {
            let measures = Measures()
            let window = try RealWindow(MeasuresForm(measures: measures))
            defer { window.close() }
            try retype("8", in: "Amount", of: window)
            measures.amount = 42  // from elsewhere (a timer, another window)
            window.settle()
            XCTAssertNoThrow(try window.label("amount 42.0, quantity 3"))
            XCTAssertEqual(window.text(of: try window.entry("Amount")), "8", "the user's edit is not overwritten")
            try window.realKey("Return")
            XCTAssertEqual(measures.amount, 8)
            // Not editing: a model write shows.
            measures.amount = 3
            window.settle()
            XCTAssertEqual(window.text(of: try window.entry("Amount")), "3")
        }
    }
}
