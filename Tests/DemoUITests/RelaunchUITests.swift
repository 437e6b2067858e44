import CellsUITesting
import Foundation
import Testing

/// What a person finds after quitting with Ctrl+Q and launching again: the same windows, the
/// app's settings (`@AppStorage`) and each window's own state (`@SceneStorage`).
@MainActor
@Suite(.serialized)
struct RelaunchUITests {
    @Test func quittingAndRelaunchingKeepsTheWindowsAndTheirSettings() throws {
        let first = try launchDemo("settings")
        defer { try? first.terminate() }
        try first.buttons["Older"].click()
        try first.buttons["Next tab"].click()
        #expect(first.staticTexts["Age 13, theme system, tab 1"].exists)
        try first.textFields["Nickname"].typeText("!")
        try first.typeKey("q", modifiers: .control)
        let deadline = Date().addingTimeInterval(5)
        while first.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!first.isRunning, "Ctrl+Q quits the app")
        try first.terminate()

        let again = try UIApplication(launching: "demo", relaunching: first)
        defer { try? again.terminate() }
        #expect(again.windows.labels == ["Settings"])
        #expect(again.staticTexts["Age 13, theme system, tab 1"].exists)
        #expect(again.textFields["Nickname"].value == "onevcat!")
        try again.terminate()
    }
}
