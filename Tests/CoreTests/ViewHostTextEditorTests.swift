import Cells
import CellsTesting
import Testing

/// `ViewHost` types into a `TextEditor` as it does into a `TextField`: keystroke by keystroke,
/// each one written to the binding and shown.
@MainActor
@Suite struct ViewHostTextEditorTests {
    private struct Journal: View {
        @Owned private var entry = ""
        @Owned private var title = ""
        var body: some View {
            VStack {
                TextField("Title", text: $title)
                TextEditor(text: $title).accessibilityLabel("Mirror")
                TextEditor(text: $entry).accessibilityLabel("Entry")
                Text("\(entry.split(separator: "\n").count) lines, \(entry.count) characters")
            }
        }
    }

    @Test func typingIntoANamedTextEditorWritesEachKeystroke() throws {
        let host = ViewHost(Journal())
        try host.type("Rain\nWalk", intoTextEditor: "Entry")
        _ = try host.label("2 lines, 9 characters")
        #expect(try host.textEditor("Entry").text == "Rain\nWalk")
        #expect(try host.textEditor("Mirror").text == "", "only the named editor was typed into")
        try host.type("!", intoTextEditor: "Entry")
        _ = try host.label("2 lines, 10 characters")
        try host.replaceText(inTextEditor: "Entry", with: "")
        _ = try host.label("0 lines, 0 characters")
    }

    @Test func theFirstTextEditorIsTypedIntoWhenNoneIsNamed() throws {
        let host = ViewHost(Journal())
        try host.type("Log", intoTextEditor: nil)
        #expect(try host.textField("Title").text == "Log", "the first editor is bound to the title")
        #expect(throws: (any Error).self) { try host.textEditor("Diary") }
    }
}
