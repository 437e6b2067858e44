import CellsUITesting
import Testing

/// The demo's Settings window: @AppStorage and @SceneStorage values, and a custom dynamic
/// property two views share.
@MainActor
@Suite(.serialized)
struct SettingsWindowUITests {
    @Test func editingTheSettings() throws {
        let app = try launchDemo("settings")
        defer { try? app.terminate() }
        #expect(app.textFields["Nickname"].value == "onevcat")
        #expect(app.staticTexts["Age 12, theme system, tab 0"].exists)
        try app.textFields["Nickname"].typeKey("a", modifiers: .control)
        try app.textFields["Nickname"].typeText("Frodo")
        #expect(app.textFields["Nickname"].value == "Frodo")
        try app.buttons["Older"].click()
        try app.buttons["Older"].click()
        #expect(app.staticTexts["Age 14, theme system, tab 0"].exists)
        try app.buttons["Dark"].click()
        #expect(app.staticTexts["Age 14, theme dark, tab 0"].exists)
        // The tab goes round 0, 1, 2.
        for _ in 0..<4 { try app.buttons["Next tab"].click() }
        #expect(app.staticTexts["Age 14, theme dark, tab 1"].exists)
        #expect(app.textFields["Nickname"].value == "Frodo")
        try app.terminate()
    }

    @Test func bothRememberedCountersMove() throws {
        let app = try launchDemo("settings")
        defer { try? app.terminate() }
        #expect(app.staticTexts["Counter 0 / 0"].exists)
        for _ in 0..<3 { try app.buttons["Add"].click() }
        #expect(app.staticTexts["Counter 3 / 3"].exists)
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("settings")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Nickname")
        #expect(try tabStops(in: app, count: 7) == ["Older", "Next tab", "Dark", "System", "Add", "Main Menu", "Nickname"])
        #expect(try tabStops(in: app, count: 7, backwards: true) == ["Main Menu", "Add", "System", "Dark", "Next tab", "Older", "Nickname"])
        try app.typeKey(.end)
        try app.typeText("!")
        #expect(app.textFields["Nickname"].value == "onevcat!")
        try app.typeKey(.tab)
        try app.typeKey(.space)
        try app.typeKey(.tab)
        try app.typeKey(.return)
        try app.typeKey(.tab)
        try app.typeKey(.space)
        #expect(app.staticTexts["Age 13, theme dark, tab 1"].exists)
        try app.typeKey(.tab)
        try app.typeKey(.space)
        #expect(app.staticTexts["Age 13, theme system, tab 1"].exists)
        try app.typeKey(.tab)
        try app.typeKey(.space)
        #expect(app.staticTexts["Counter 1 / 1"].exists)
        try app.terminate()
    }
}
