import CellsGtk
import CellsUITesting
import Foundation
import Testing

/// A field and a sheet, for keys sent as XCUITest's raw `XCUIKeyboardKey` values.
private struct NoteEditor: View {
    @Owned private var note = ""
    @Owned private var showsHelp = false
    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Text("note: \(note)")
            Button("Help") { showsHelp = true }
        }
        .sheet(isPresented: $showsHelp) { Text("How to write a note") }
    }
}

/// UI tests written with XCUITest's habits: an app kept in a test's property or never
/// terminated does not leave its windows to the next test, and keys given as
/// `XCUIKeyboardKey` raw values reach the window as those keys.
@MainActor
@Suite(.serialized)
struct XCUITestHabitsUITests {
    @Test func aNewApplicationEndsTheOneBeforeIt() throws {
        let first = try UIApplication(Text("First window"), title: "First")
        #expect(first.staticTexts["First window"].exists)
        let second = try UIApplication(Text("Second window"), title: "Second")
        defer { try? second.terminate() }
        #expect(!first.isRunning, "starting the second app ended the first, as XCUITest's launch() does")
        #expect(second.windows.labels == ["Second"])
        #expect(!second.staticTexts["First window"].exists)
        try second.terminate()
    }

    @Test func anApplicationLetGoClosesItsWindows() throws {
        do {
            let forgotten = try UIApplication(Text("Forgotten window"), title: "Forgotten")
            #expect(forgotten.isRunning)
        }
        let next = try UIApplication(Text("Next window"), title: "Next")
        defer { try? next.terminate() }
        #expect(next.windows.labels == ["Next"], "the app the test let go closed its window")
        try next.terminate()
    }

    @Test func keysGivenAsXCUITestRawValuesReachTheWindow() throws {
        let app = try UIApplication(NoteEditor(), title: "Notes")
        defer { try? app.terminate() }
        try app.textFields["Note"].typeText("abc")
        try app.typeKey("\u{F702}")  // XCUIKeyboardKey.leftArrow
        try app.typeKey("\u{7F}")  // XCUIKeyboardKey.delete: Backspace
        #expect(app.staticTexts["note: ac"].waitForExistence(timeout: 2), "\(app.staticTexts.labels)")
        try app.buttons["Help"].click()
        #expect(app.staticTexts["How to write a note"].waitForExistence(timeout: 2))
        try app.typeKey("\u{1B}")  // XCUIKeyboardKey.escape
        #expect(app.staticTexts["How to write a note"].waitForNonExistence(timeout: 2), "Escape closed the sheet")
        try app.terminate()
    }
}
