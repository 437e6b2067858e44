import CellsUITesting
import Testing

/// The demo's Mutability window: a button whose action writes an @Owned flag.
@MainActor
@Suite(.serialized)
struct MutabilityWindowUITests {
    @Test func clickingTurnsTheFlagOnForGood() throws {
        let app = try launchDemo("mutability")
        defer { try? app.terminate() }
        #expect(app.buttons.labels.contains("Flag is off"))
        try app.buttons["Flag is off"].click()
        #expect(app.buttons["Flag is on"].exists)
        #expect(!app.buttons["Flag is off"].exists)
        try app.buttons["Flag is on"].click()
        #expect(app.buttons["Flag is on"].exists)
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("mutability")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Flag is off")
        try app.typeKey(.space)
        // The button keeps the focus under its new title.
        #expect(app.focusedElement.label == "Flag is on")
        #expect(try tabStops(in: app, count: 2) == ["Main Menu", "Flag is on"])
        #expect(try tabStops(in: app, count: 2, backwards: true) == ["Main Menu", "Flag is on"])
        try app.terminate()
    }
}
