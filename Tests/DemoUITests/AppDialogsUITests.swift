import CellsUITesting
import Testing

/// The windows every Cells app has besides its own: the primary menu's Keyboard Shortcuts and
/// About, and GTK's file chooser that `.fileImporter` opens, each opened and dismissed as a
/// person does, by keyboard and by mouse.
@MainActor
@Suite(.serialized)
struct AppDialogsUITests {
    @Test func theMainMenuOpensKeyboardShortcutsAndAbout() throws {
        let app = try launchDemo("title-editor")
        defer { try? app.terminate() }
        // F10 opens the primary menu; its items are read as a screen reader reads them.
        try app.typeKey(.function(10))
        #expect(app.menuItems["Keyboard Shortcuts"].waitForExistence(timeout: 2))
        #expect(app.menuItems["About Cells Demo"].exists)
        try app.menuItems["About Cells Demo"].click()
        // GTK 4.8's About window reads as a window, not a dialog.
        let about = app.windows["About Cells Demo"]
        #expect(about.waitForExistence(timeout: 3))
        // It tells where the app lives and under what licence.
        let texts = about.descendants(matching: .staticText).labels
        #expect(texts.contains("Website"), "the website link: \(texts)")
        #expect(texts.contains { $0.contains("MIT") }, "the licence: \(texts)")
        try app.typeKey(.escape)
        #expect(about.waitForNonExistence(timeout: 3))

        // Ctrl+? opens the shortcuts window; its close button closes it.
        try app.typeKey("?", modifiers: .control)
        let shortcuts = app.windows.matching { $0.label != "Title Editor" }.firstMatch
        #expect(shortcuts.waitForExistence(timeout: 3))
        // The keys lists and text views answer to are listed, not only the app's commands.
        for shortcut in ["Open the row's actions", "Delete the row", "Move the row up", "Move the row down",
                         "Select the row", "Leave a text view for the next control"] {
            #expect(shortcuts.staticTexts[shortcut].exists, "the Keyboard Shortcuts window lists \"\(shortcut)\"")
        }
        try shortcuts.buttons["Close"].click()
        #expect(shortcuts.waitForNonExistence(timeout: 3))
        #expect(app.windows.labels == ["Title Editor"])
        try app.terminate()
    }

    @Test func theFileChooserOpensAndEscapeDismissesIt() throws {
        let app = try launchDemo("dialogs")
        defer { try? app.terminate() }
        try app.buttons["Open…"].click()
        // GTK's own dialog, titled by the app (GTK 4.8 names its buttons "_Cancel Cancel").
        let chooser = app.windows["Open File"]
        #expect(chooser.waitForExistence(timeout: 5))
        try app.typeKey(.escape)
        #expect(chooser.waitForNonExistence(timeout: 3))
        #expect(app.staticTexts["No file opened or saved yet."].exists)
        try app.terminate()
    }
}
