import CGtk
import CellsGtk
import Examples
import Gtk
import XCTest

@MainActor @Observable
private final class Counts {
    var adds = 0
    var name = "Ada"
    var isEditing = false
}

/// A button with a shortcut, and a sheet whose Done button is the default action.
private struct Shortcuts: View {
    let counts: Counts
    var body: some View {
        @Bindable var counts = counts
        VStack {
            Text("adds \(counts.adds), name \(counts.name), editing \(counts.isEditing)")
            TextField("Note", text: .constant(""))
            Button("Add") { counts.adds += 1 }.keyboardShortcut("k", modifiers: [.command, .shift])
            Button("Edit") { counts.isEditing = true }
        }
        .sheet(isPresented: $counts.isEditing) { NameSheet(name: $counts.name) }
    }
}

private struct NameSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var name: String
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Done") { dismiss() }.keyboardShortcut(.defaultAction)
        }
    }
}

/// Buttons whose shortcuts are SwiftUI's named keys.
private struct NamedKeys: View {
    let counts: Counts
    var body: some View {
        // No text field: an entry takes Ctrl+End and Ctrl+Delete itself, as GTK's entries do.
        VStack {
            Button("Next Page") { counts.name = "Page Down" }.keyboardShortcut(.pageDown, modifiers: .command)
            Button("Last") { counts.name += ", End" }.keyboardShortcut(.end, modifiers: .command)
            Button("Remove") { counts.name += ", Delete" }.keyboardShortcut(.deleteForward, modifiers: .command)
        }
    }
}

/// Keyboard shortcuts pressed as real keys: a button's `.keyboardShortcut`, Return pressing
/// the default button, and a sheet's default action.
final class RealInputShortcutTests: XCTestCase {
    /// Fails today: the shortcut runs the action about 250 ms late (GtkButton's activation
    /// shows the press first and clicks on a timeout), not in the key press.
    func testAButtonsShortcutRunsItsActionInTheKeyPress() throws {
        try onMainActor {
            let counts = Counts()
            let window = try RealWindow(Shortcuts(counts: counts))
            defer { window.close() }
            // The focus in the text field, as when the user types and presses the shortcut (with the
            // focus on the button itself, GtkButton finishes the activation at the key's release).
            try window.realClick(UnsafeMutableRawPointer(try window.entry("Note")).assumingMemoryBound(to: GtkWidget.self))
            try window.realKey("k", modifiers: [.control, .shift])
            XCTAssertEqual(counts.adds, 1, "the action ran while the key press was handled")
            XCTAssertTrue(MainLoop.run(until: { counts.adds == 1 }, timeout: 1), "the action ran at all")
        }
    }

    func testTheShortcutWithoutItsModifiersDoesNothing() throws {
        try onMainActor {
            let counts = Counts()
            let window = try RealWindow(Shortcuts(counts: counts))
            defer { window.close() }
            try window.realKey("k", modifiers: [.control])
            window.settle(for: 0.4)
            XCTAssertEqual(counts.adds, 0)
        }
    }

    func testReturnInTheEntryPressesTheDefaultButton() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            try window.realType("Hello\n", intoEntry: "Insert Title")
            // GtkButton's activation (the default widget's) clicks after showing the press.
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("Hello (5)")) != nil }, timeout: 1), "\(window.labelTexts)")
            XCTAssertEqual(window.text(of: try window.entry("Insert Title")), "", "the button's action cleared the entry")
        }
    }

    /// Closing a sheet from its default action must log no Gtk-CRITICAL (a known report; it
    /// does not show here: Return in the field, a click on Done, Return or Space on the
    /// focused Done all close it cleanly today).
    func testReturnInASheetRunsItsDefaultActionAndClosesIt() throws {
        try onMainActor {
            let counts = Counts()
            let window = try RealWindow(Shortcuts(counts: counts))
            defer { window.close() }
            let parent = try XCTUnwrap(window.hosted).window.widgetPointer
            try window.realClick("Edit")
            XCTAssertTrue(MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 3), "the sheet opened")
            let sheetWindow = try XCTUnwrap(visibleWindows(transientFor: parent).first)
            let sheet = try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(gtk_window_get_child(sheetWindow)!)))
            try sheet.realType(" Lovelace\n", intoEntry: "Name")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 2), "Return ran Done, which closed the sheet")
            XCTAssertEqual(counts.name, "Ada Lovelace")
            XCTAssertFalse(counts.isEditing)
            window.settle(for: 0.2)
            XCTAssertNoThrow(try window.label("adds 0, name Ada Lovelace, editing false"))
        }
    }

    func testEscapeClosesASheet() throws {
        try onMainActor {
            let counts = Counts()
            let window = try RealWindow(Shortcuts(counts: counts))
            defer { window.close() }
            let parent = try XCTUnwrap(window.hosted).window.widgetPointer
            try window.realClick("Edit")
            XCTAssertTrue(MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 3), "the sheet opened")
            let sheetWindow = try XCTUnwrap(visibleWindows(transientFor: parent).first)
            let sheet = try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(gtk_window_get_child(sheetWindow)!)))
            try sheet.realKey("Escape")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 2), "Escape closed the sheet")
            XCTAssertFalse(counts.isEditing, "the binding was written back")
        }
    }

    /// SwiftUI's named keys `.pageDown`, `.home`, `.end`, `.deleteForward` are shortcuts of
    /// their GDK keys (Page_Down, Home, End, Delete), pressed as real keys.
    func testNamedKeysAreShortcuts() throws {
        try onMainActor {
            let counts = Counts()
            let window = try RealWindow(NamedKeys(counts: counts))
            defer { window.close() }
            try window.realKey("Page_Down", modifiers: [.control])
            try window.realKey("End", modifiers: [.control])
            try window.realKey("Delete", modifiers: [.control])
            XCTAssertTrue(MainLoop.run(until: { counts.name == "Page Down, End, Delete" }, timeout: 2), counts.name)
        }
    }
}
