import CellsUITesting
import Testing

/// The demo's Score Plate Navigation window: a "Next" link pushing a fresh plate page.
@MainActor
@Suite(.serialized)
struct ScoreNavigationWindowUITests {
    @Test func pushingAndPoppingGivesAFreshPlate() throws {
        let app = try launchDemo("score-navigation")
        defer { try? app.terminate() }
        #expect(!app.buttons["+1"].exists)
        try app.buttons["Next"].click()
        #expect(app.buttons["+1"].waitForExistence(timeout: 3))
        #expect(app.staticTexts["Score: 0"].exists)
        try app.buttons["+1"].click()
        try app.buttons["+1"].click()
        #expect(app.staticTexts["Score: 2"].exists)
        #expect(app.staticTexts["Nice? NO"].exists)
        try app.buttons["Back"].click()
        #expect(app.buttons["Next"].waitForExistence(timeout: 3))
        #expect(app.buttons["+1"].waitForNonExistence(timeout: 3))
        try app.buttons["Next"].click()
        #expect(app.buttons["+1"].waitForExistence(timeout: 3))
        #expect(app.staticTexts["Score: 0"].exists)
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("score-navigation")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Next")
        #expect(try tabStops(in: app, count: 2) == ["Main Menu", "Next"])
        #expect(try tabStops(in: app, count: 2, backwards: true) == ["Main Menu", "Next"])
        try app.typeKey(.return)
        #expect(app.buttons["+1"].waitForExistence(timeout: 3))
        // The pushed page takes the focus; its header bar gained a Back button.
        #expect(app.focusedElement.label == "+1")
        #expect(try tabStops(in: app, count: 3) == ["Back", "Main Menu", "+1"])
        #expect(try tabStops(in: app, count: 3, backwards: true) == ["Main Menu", "Back", "+1"])
        try app.typeKey(.space)
        #expect(app.staticTexts["Score: 1"].exists)
        try app.typeKey(.tab)
        try app.typeKey(.space)
        #expect(app.buttons["Next"].waitForExistence(timeout: 3))
        #expect(app.buttons["+1"].waitForNonExistence(timeout: 3))
        #expect(!app.buttons["Back"].exists)
        // Back on the first page the keyboard focus goes to the link that pushed the page.
        #expect(app.focusedElement.label == "Next")
        try app.typeKey(.tab)
        #expect(["Next", "Main Menu"].contains(app.focusedElement.label))
        try app.terminate()
    }
}
