import CellsUITesting
import Testing

/// The demo's Header Preview window: two title headers fed with constant and hand-made
/// bindings, so typing in their fields changes no title.
@MainActor
@Suite(.serialized)
struct HeaderPreviewWindowUITests {
    @Test func showsBothHeadersAndTypingChangesNoTitle() throws {
        let app = try launchDemo("header-preview")
        defer { try? app.terminate() }
        #expect(app.staticTexts["My Preview Title (16)"].exists)
        #expect(app.staticTexts["Computed (8)"].exists)
        #expect(app.textFields.labels == ["Insert Title", "Insert Title"])
        // A screen reader tells the two fields apart by the group each is in.
        #expect(app.groups["Constant title"].textFields["Insert Title"].exists)
        #expect(app.groups["Computed title"].textFields["Insert Title"].exists)
        try app.textFields.element(boundBy: 0).typeText("Hello\n")
        try app.textFields.element(boundBy: 1).typeText("World\n")
        #expect(app.staticTexts["My Preview Title (16)"].exists)
        #expect(app.staticTexts["Computed (8)"].exists)
        // The fields' bindings ignore what is typed: they show their bound "" again.
        #expect(app.textFields.element(boundBy: 0).value == "")
        #expect(app.textFields.element(boundBy: 1).value == "")
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("header-preview")
        defer { try? app.terminate() }
        let first = app.textFields.element(boundBy: 0), second = app.textFields.element(boundBy: 1)
        #expect(first.hasFocus)
        try app.typeKey(.tab)
        #expect(second.hasFocus)
        try app.typeKey(.tab)
        #expect(app.focusedElement.label == "Main Menu")
        try app.typeKey(.tab)
        #expect(first.hasFocus)
        try app.typeKey(.tab, modifiers: .shift)
        #expect(app.focusedElement.label == "Main Menu")
        try app.typeKey(.tab, modifiers: .shift)
        #expect(second.hasFocus)
        try app.typeKey(.tab, modifiers: .shift)
        #expect(first.hasFocus)
        try app.terminate()
    }
}
