import CGtk
import CellsGtk
import Gtk
import XCTest

private enum Field: Hashable { case name, email }

private struct Styled: View {
    @FocusState private var focus: Field?
    @Owned private var name = ""
    @Owned private var email = ""
    @Owned private var faded = false
    @Owned private var taps = 0
    @Owned private var notes = ""
    @FocusState private var notesFocused: Bool

    var body: some View {
        VStack {
            Text("Title").font(.largeTitle).help("The title")
            Text("Note").font(.caption.monospaced()).bold().opacity(faded ? 0.5 : 1)
            Text("Gone").hidden()
            Text("taps \(taps)").onTapGesture { taps += 1 }.frame(width: 240)
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Email", text: $email).focused($focus, equals: .email)
            Text("focus \(focus.map { "\($0)" } ?? "none")")
            Button("Fade") { faded = true }
            Button("Email") { focus = .email }
            TextEditor(text: $notes).focused($notesFocused)
            Button("Notes") { notesFocused = true }
        }
    }
}

final class ModifierWindowTests: XCTestCase {
    func testAttributesAreWrittenToTheGTKWidgets() throws {
        try onMainActor {
            let window = try RealWindow(Styled())
            defer { window.close() }
            let title = try window.label("Title")
            XCTAssertTrue(window.hasCSSClass(title, "title-1"))
            XCTAssertEqual(String(cString: gtk_widget_get_tooltip_text(title)), "The title")
            let note = try window.label("Note")
            XCTAssertTrue(window.hasCSSClass(note, "caption") && window.hasCSSClass(note, "monospace") && window.hasCSSClass(note, "cells-bold"))
            XCTAssertEqual(gtk_widget_get_opacity(note), 1)
            XCTAssertEqual(gtk_widget_get_visible(try window.label("Gone")), 0)
            var width: gint = 0
            gtk_widget_get_size_request(try window.label("taps 0"), &width, nil)
            XCTAssertEqual(width, 240)
            try window.click("Fade")
            XCTAssertEqual(gtk_widget_get_opacity(note), 0.5, accuracy: 0.01)
        }
    }

    func testFocusStateMovesGTKFocusAndFollowsIt() throws {
        try onMainActor {
            let window = try RealWindow(Styled())
            defer { window.close() }
            let name = try window.entry("Name")
            let email = try window.entry("Email")
            gtk_widget_grab_focus(UnsafeMutablePointer(name))  // as a click into the entry does
            window.settle()
            XCTAssertNoThrow(try window.label("focus name"))
            try window.click("Email")
            XCTAssertNoThrow(try window.label("focus email"))
            let focusWithin = gtk_widget_get_state_flags(UnsafeMutablePointer(email)).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue
            XCTAssertNotEqual(focusWithin, 0, "writing the focus state moved GTK's focus into the email entry")
            try window.click("Notes")
            let textView = try window.widget(ofType: gtk_text_view_get_type(), "text view")
            XCTAssertEqual(gtk_widget_has_focus(textView), 1, "a text editor's scrolled window passes the focus to its text view")
            XCTAssertNoThrow(try window.label("focus none"), "leaving the email entry cleared the field focus")
        }
    }

    func testFocusAskedForBeforeTheWindowShowsIsTakenWhenItDoes() throws {
        struct Opening: View {
            @FocusState private var focus: Field?
            @Owned private var name = ""
            @Owned private var email = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name).focused($focus, equals: .name)
                    TextField("Email", text: $email).focused($focus, equals: .email)
                    Text("focus \(focus.map { "\($0)" } ?? "none")")
                }
                .onAppear { focus = .email }
            }
        }
        try onMainActor {
            let window = try RealWindow(Opening())
            defer { window.close() }
            let email = try window.entry("Email")
            let focusWithin = gtk_widget_get_state_flags(UnsafeMutablePointer(email)).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue
            XCTAssertNotEqual(focusWithin, 0)
            XCTAssertNoThrow(try window.label("focus email"))
        }
    }
}
