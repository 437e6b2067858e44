import Cells
import CellsTesting
import Examples
import Testing

@MainActor
@Suite struct KeyboardShortcutTests {
    @Test func enterInTheTitleEntryPressesChangeTitle() throws {
        let host = ViewHost(TitleEditor())
        try host.type("Hello", into: "Insert Title")
        try host.submit("Insert Title")
        _ = try host.label("Hello (5)")
        #expect(try host.textField("Insert Title").text == "")
        #expect(try host.button("Change Title").attributes[KeyboardShortcutAttribute.self] == .defaultAction)
    }

    struct Counter: View {
        @Owned var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Add") { count += 1 }.keyboardShortcut("k", modifiers: [.command, .shift])
            }
        }
    }

    @Test func aShortcutPressesItsButton() throws {
        let host = ViewHost(Counter())
        try host.press(KeyboardShortcut("k", modifiers: [.command, .shift]))
        _ = try host.label("Count: 1")
        #expect(throws: ViewHostError.self) { try host.press(KeyboardShortcut("k")) }
    }
}
