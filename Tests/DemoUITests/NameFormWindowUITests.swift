import CellsUITesting
import Testing

/// The demo's Name Form window: a value-type model edited through key-path bindings.
@MainActor
@Suite(.serialized)
struct NameFormWindowUITests {
    @Test func typingUpdatesTheSentenceOnEveryKeystroke() throws {
        let app = try launchDemo("name-form")
        defer { try? app.terminate() }
        #expect(app.staticTexts["Your name is Bilbo Baggins."].exists)
        #expect(app.textFields["First name"].value == "Bilbo")
        #expect(app.textFields["Last name"].value == "Baggins")
        // The focused first name is selected at launch: End, then typing adds to it.
        try app.textFields["First name"].typeKey(.end)
        try app.textFields["First name"].typeText("s")
        #expect(app.staticTexts["Your name is Bilbos Baggins."].exists)
        // Replacing it, one key at a time.
        try app.textFields["First name"].typeKey("a", modifiers: .control)
        try app.textFields["First name"].typeText("F")
        #expect(app.staticTexts["Your name is F Baggins."].exists)
        try app.textFields["First name"].typeText("rodo")
        #expect(app.staticTexts["Your name is Frodo Baggins."].exists)
        try app.textFields["Last name"].typeKey("a", modifiers: .control)
        try app.textFields["Last name"].typeText("Took")
        #expect(app.staticTexts["Your name is Frodo Took."].exists)
        #expect(app.textFields["Last name"].value == "Took")
        try app.terminate()
    }

    @Test func countingKeepsTheEnteredText() throws {
        let app = try launchDemo("name-form")
        defer { try? app.terminate() }
        try app.textFields["First name"].typeKey("a", modifiers: .control)
        try app.textFields["First name"].typeText("Sam")
        #expect(app.staticTexts["Count: 0"].exists)
        for _ in 0..<3 { try app.buttons["Count +1"].click() }
        #expect(app.staticTexts["Count: 3"].exists)
        #expect(app.textFields["First name"].value == "Sam")
        #expect(app.textFields["Last name"].value == "Baggins")
        #expect(app.staticTexts["Your name is Sam Baggins."].exists)
        // Typing again goes on where the text ends.
        try app.textFields["First name"].typeText("wise")
        #expect(app.staticTexts["Your name is Samwise Baggins."].exists)
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("name-form")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "First name")
        #expect(try tabStops(in: app, count: 4) == ["Last name", "Count +1", "Main Menu", "First name"])
        #expect(try tabStops(in: app, count: 4, backwards: true) == ["Main Menu", "Count +1", "Last name", "First name"])
        // A keyboard-only edit: type into the focused field, tab to the button, press Space.
        try app.typeKey("a", modifiers: .control)
        try app.typeText("Lobelia")
        #expect(app.staticTexts["Your name is Lobelia Baggins."].exists)
        _ = try tabStops(in: app, count: 2)
        #expect(app.focusedElement.label == "Count +1")
        try app.typeKey(.space)
        try app.typeKey(.return)
        #expect(app.staticTexts["Count: 2"].exists)
        try app.terminate()
    }
}
