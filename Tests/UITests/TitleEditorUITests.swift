import CellsUITesting
import Examples
import Testing

/// The title editor in a window of this process, driven as a person and a screen reader
/// would: found by accessible names, typed into and clicked with real X input.
@MainActor
@Suite(.serialized)
struct TitleEditorUITests {
    @Test func changesTheTitle() throws {
        let app = try UIApplication(TitleEditor())
        defer { try? app.terminate() }
        try app.textFields["Insert Title"].typeText("Hello")
        #expect(app.textFields["Insert Title"].value == "Hello")
        try app.buttons["Change Title"].click()
        #expect(app.staticTexts["Hello (5)"].exists)
        try app.typeKey("w", modifiers: .control)
        #expect(app.windows.count == 0)
    }
}
