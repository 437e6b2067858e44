import CellsUITesting
import Testing

/// The demo's launcher: a list of the example windows, each row opening its window.
@MainActor
@Suite(.serialized)
struct LauncherWindowUITests {
    /// Every example is listed, in the order of the demo's windows.
    static let examples = [
        "Title Editor", "Header Preview", "Name Form", "Mutability", "Score Plate", "Score Plate Navigation",
        "Settings", "Products", "Controls", "Styles", "Dialogs", "Shapes", "Drawing", "Photo Grid", "Motion",
        "Reading List", "Library",
    ]

    @Test func listsTheExamplesAndAClickOpensOne() throws {
        let app = try launchDemo("launcher")
        defer { try? app.terminate() }
        #expect(app.windows.labels == ["Cells Demo"])
        #expect(app.cells.count == Self.examples.count)
        #expect(app.cells.staticTexts.labels == Self.examples)
        try app.buttons["Name Form"].click()
        #expect(app.windows["Name Form"].waitForExistence(timeout: 5))
        #expect(app.staticTexts["Your name is Bilbo Baggins."].exists)
        #expect(app.windows["Cells Demo"].exists)
        try app.terminate()
    }

    @Test func spaceAndEnterOnAFocusedRowOpenItsWindow() throws {
        let app = try launchDemo("launcher")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Title Editor")
        try app.typeKey(.tab)
        #expect(app.focusedElement.label == "Header Preview")
        try app.typeKey(.space)
        #expect(app.windows["Header Preview"].waitForExistence(timeout: 5))
        #expect(app.staticTexts["My Preview Title (16)"].exists)
        // Closing the example; the launcher keeps its focused row (the next key press gives
        // the launcher the keyboard: Xvfb has no window manager to do it).
        try app.typeKey("w", modifiers: .control)
        #expect(app.windows["Header Preview"].waitForNonExistence(timeout: 5))
        try app.typeKey(.tab)
        try app.typeKey(.tab)
        #expect(app.focusedElement.label == "Mutability")
        try app.typeKey(.return)
        #expect(app.windows["Mutability"].waitForExistence(timeout: 5))
        #expect(app.buttons["Flag is off"].exists)
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("launcher")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Title Editor")
        let forward = Array(Self.examples.dropFirst()) + ["Main Menu", "Title Editor"]
        #expect(try tabStops(in: app, count: forward.count) == forward)
        let backward = ["Main Menu"] + Self.examples.reversed()
        #expect(try tabStops(in: app, count: backward.count, backwards: true) == backward)
        // Ctrl+N (the Examples menu's New Window) opens a second launcher.
        try app.typeKey("n", modifiers: .control)
        #expect(app.windows.matching { $0.label == "Cells Demo" }.count == 2)
        try app.terminate()
    }
}
