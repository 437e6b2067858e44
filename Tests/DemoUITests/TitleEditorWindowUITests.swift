import CellsUITesting
import Testing

/// The demo's Title Editor window, launched as its own process.
@MainActor
@Suite(.serialized)
struct TitleEditorWindowUITests {
    @Test func typingAndChangingTheTitle() throws {
        let app = try launchDemo("title-editor")
        defer { try? app.terminate() }
        try app.textFields["Insert Title"].typeText("Hello")
        try app.buttons["Change Title"].click()
        #expect(app.staticTexts["Hello (5)"].exists)
        try app.typeKey("w", modifiers: .control)
        #expect(!app.isRunning || app.windows.count == 0)
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("title-editor")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Insert Title")
        let stops = try tabStops(in: app, count: 3)
        #expect(stops == ["Change Title", "Change Validation", "Main Menu"])
        let back = try tabStops(in: app, count: 3, backwards: true)
        #expect(back == ["Change Validation", "Change Title", "Insert Title"])
        try app.terminate()
    }
}
