import Cells
import CellsTesting
import Examples
import Testing

/// The behaviours in the header of shared/examples/NameForm.swift.
@MainActor
@Suite struct NameFormTests {
    @Test func startsWithBilboBaggins() throws {
        let host = ViewHost(NameForm())
        _ = try host.label("Your name is Bilbo Baggins.")
        #expect(try host.textField("First name").text == "Bilbo")
        #expect(try host.textField("Last name").text == "Baggins")
        _ = try host.label("Count: 0")
    }

    @Test func everyKeystrokeInFirstNameUpdatesTheLabel() throws {
        let host = ViewHost(NameForm())
        let label = try host.label("Your name is Bilbo Baggins.")
        try host.type("x", into: "First name")
        #expect(label.text == "Your name is Bilbox Baggins.")
        try host.type("y", into: "First name")
        #expect(label.text == "Your name is Bilboxy Baggins.")
    }

    @Test func everyKeystrokeInLastNameUpdatesTheLabel() throws {
        let host = ViewHost(NameForm())
        try host.replaceText(in: "Last name", with: "")
        _ = try host.label("Your name is Bilbo .")
        try host.type("Took", into: "Last name")
        _ = try host.label("Your name is Bilbo Took.")
    }

    @Test func countKeepsTheEntriesTextAndCursor() throws {
        let host = ViewHost(NameForm())
        let first = try host.textField("First name")
        try host.placeCursor(in: "First name", at: 2)
        let textWrites = first.writes(of: "text")

        try host.tap("Count +1")
        try host.tap("Count +1")

        _ = try host.label("Count: 2")
        #expect(first.text == "Bilbo")
        #expect(first.cursorPosition == 2)
        #expect(first.writes(of: "text") == textWrites)
    }

    @Test func everyReplacementOfTheStructIsSeen() throws {
        let host = ViewHost(NameForm())
        try host.type("!", into: "First name")
        try host.tap("Count +1")
        try host.type("?", into: "Last name")
        _ = try host.label("Your name is Bilbo! Baggins?.")
        _ = try host.label("Count: 1")
        #expect(try host.textField("First name").text == "Bilbo!")
    }

    @Test func anOwnedPropertyCanBeWrittenFromAnAction() throws {
        let host = ViewHost(MutabilityDemo())
        try host.tap("Flag is off")
        _ = try host.button("Flag is on")
    }
}
