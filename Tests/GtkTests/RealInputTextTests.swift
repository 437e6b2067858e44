import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Form {
    var name = ""
    var password = ""
    var notes = ""
    var submitted: [String] = []
}

/// A text field, a secure field and a text editor bound to one model, and a label of it.
private struct Signup: View {
    let form: Form
    var body: some View {
        @Bindable var form = form
        VStack {
            TextField("Name", text: $form.name).onSubmit { form.submitted.append("name \(form.name)") }
            SecureField("Password", text: $form.password).onSubmit { form.submitted.append("password") }
            TextEditor(text: $form.notes)
            Text("name \(form.name), password \(form.password.count) characters")
        }
    }
}

/// Text typed with real key presses into GTK's own text widgets (through their key
/// controllers and input method), and the model's writes shown in them.
final class RealInputTextTests: XCTestCase {
    func testTypingIntoATextFieldWritesTheModelAndReturnSubmits() throws {
        try onMainActor {
            let form = Form()
            let window = try RealWindow(Signup(form: form))
            defer { window.close() }
            try window.realType("Ada Lovelace!", intoEntry: "Name")
            XCTAssertEqual(form.name, "Ada Lovelace!", "capitals and the ! go in with Shift")
            XCTAssertNoThrow(try window.label("name Ada Lovelace!, password 0 characters"))
            XCTAssertEqual(form.submitted, [])
            try window.realType("\n")
            XCTAssertEqual(form.submitted, ["name Ada Lovelace!"])
            try window.realKey("BackSpace")
            XCTAssertEqual(form.name, "Ada Lovelace")
            try window.realKey("a", modifiers: .control)
            try window.realType("Bo")
            XCTAssertEqual(form.name, "Bo", "Ctrl+A selected everything, typing replaced it")
        }
    }

    func testAModelWriteShowsInTheFieldAndTypingContinuesAtTheEnd() throws {
        try onMainActor {
            let form = Form()
            let window = try RealWindow(Signup(form: form))
            defer { window.close() }
            form.name = "Grace"
            window.settle()
            XCTAssertEqual(window.text(of: try window.entry("Name")), "Grace")
            try window.realType(" Hopper", intoEntry: "Name")
            XCTAssertEqual(form.name, "Grace Hopper")
        }
    }

    func testTypingIntoASecureFieldWritesThePasswordAndReturnSubmits() throws {
        try onMainActor {
            let form = Form()
            let window = try RealWindow(Signup(form: form))
            defer { window.close() }
            let password = try window.widget(ofType: gtk_password_entry_get_type(), "password entry")
            try window.realType("s3cr#T\n", into: password)
            XCTAssertEqual(form.password, "s3cr#T")
            XCTAssertEqual(form.submitted, ["password"])
            XCTAssertNoThrow(try window.label("name , password 6 characters"))
            form.password = "reset"
            window.settle()
            XCTAssertEqual(String(cString: gtk_editable_get_text(opaque(password))), "reset")
        }
    }

    func testTypingIntoATextEditorWritesLinesAndAModelWriteShows() throws {
        try onMainActor {
            let form = Form()
            let window = try RealWindow(Signup(form: form))
            defer { window.close() }
            let textView = try window.widget(ofType: gtk_text_view_get_type(), "text view")
            try window.realType("First line\nSecond: (2)", into: textView, at: RealInput.Spot(x: 0.5, y: 0.2))
            XCTAssertEqual(form.notes, "First line\nSecond: (2)")
            form.notes = "from the model"
            window.settle()
            let buffer = gtk_text_view_get_buffer(typed(textView, GtkTextView.self))
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let shown = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
            XCTAssertEqual(String(cString: shown), "from the model")
            g_free(shown)
        }
    }

    func testADoubleClickSelectsAWordAndTypingReplacesIt() throws {
        try onMainActor {
            let form = Form()
            form.name = "Hello world"
            let window = try RealWindow(Signup(form: form))
            defer { window.close() }
            let entry = UnsafeMutableRawPointer(try window.entry("Name")).assumingMemoryBound(to: GtkWidget.self)
            try window.realFocusWindow()
            // 35 pixels in: inside "Hello" (the text starts after the entry's padding).
            try window.realDoubleClick(entry, at: RealInput.Spot(x: 35 / Double(gtk_widget_get_width(entry)), y: 0.5))
            try window.realType("Goodbye")
            XCTAssertEqual(form.name, "Goodbye world")
        }
    }
}
