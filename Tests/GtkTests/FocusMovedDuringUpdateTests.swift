import CGtk
import CellsGtk
import Gtk
import XCTest

private enum Field: Hashable { case amount, notes }

private struct EditedFieldKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var editedFieldForTest: String? {
        get { self[EditedFieldKey.self] }
        set { self[EditedFieldKey.self] = newValue }
    }
}

/// The Controls window's pattern: Return in a value field moves the focus to the notes
/// (`.onSubmit { focus = .notes }`), each field publishes a focused value, a status line
/// outside them reads it.
private struct AmountThenNotes: View {
    @FocusState private var focus: Field?
    @Owned private var amount = 1.0
    @Owned private var notes = "Measured"

    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .number)
                .focused($focus, equals: .amount)
                .focusedValue(\.editedFieldForTest, "amount")
                .onSubmit { focus = .notes }
            TextEditor(text: $notes)
                .focused($focus, equals: .notes)
                .focusedValue(\.editedFieldForTest, "notes")
            Text("amount \(amount)")
            Text("focus \(focus.map { "\($0)" } ?? "none")")
            Button("To notes") { focus = .notes }.keyboardShortcut("n")
            EditedFieldLine()
        }
        .padding()
    }
}

private struct EditedFieldLine: View {
    @FocusedValue(\.editedFieldForTest) private var edited
    var body: some View { Text("editing \(edited ?? "nothing")") }
}

/// The keyboard focus moved by the library while it updates the views (a `.focused` binding
/// written in an action, applied by the update pass): what GTK reports of that move (the
/// field left commits its text, the focus bindings and the focused values follow) belongs to
/// the pass under way, as in SwiftUI, and is not "Modifying state during view update".
final class FocusMovedDuringUpdateTests: XCTestCase {
    /// Ctrl+N moves the focus while the amount holds typed text (the amount commits it as the
    /// focus leaves, within the pass that moved the focus); then Return in the amount moves
    /// it to the notes again. One test: the warning is given once per view type and process.
    func testTheFocusMovedByAnActionWarnsNothing() throws {
        try onMainActor {
            let window = try RealWindow(AmountThenNotes())
            defer { window.close() }
            let amount = UnsafeMutableRawPointer(try window.entry("Amount")).assumingMemoryBound(to: GtkWidget.self)
            let textView = try window.widget(ofType: gtk_text_view_get_type(), "text view")
            let (_, warnings) = try Diagnostics.collectingWarnings {
                try window.realClick(amount)
                XCTAssertNoThrow(try window.label("editing amount"))
                try window.realKey("a", modifiers: .control)
                try window.realType("7")
                XCTAssertThrowsError(try window.label("amount 7.0"), "typing alone commits nothing")
                try window.realKey("n", modifiers: .control)
                window.settle()
                XCTAssertNoThrow(try window.label("amount 7.0"), "the amount committed as the focus left it")
                XCTAssertNoThrow(try window.label("focus notes"))
                XCTAssertNoThrow(try window.label("editing notes"), "the status line follows the focus")
                XCTAssertEqual(gtk_widget_has_focus(textView), 1)

                try window.realClick(amount)
                try window.realKey("a", modifiers: .control)
                try window.realType("2.5")
                try window.realKey("Return")
                window.settle()
                XCTAssertNoThrow(try window.label("amount 2.5"), "Return committed the amount")
                XCTAssertNoThrow(try window.label("focus notes"))
                XCTAssertNoThrow(try window.label("editing notes"))
                XCTAssertEqual(gtk_widget_has_focus(textView), 1)
            }
            XCTAssertEqual(warnings, [], "moving the focus from the amount to the notes")
        }
    }
}
