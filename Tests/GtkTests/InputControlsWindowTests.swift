import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

private enum Unit: String, Hashable {
    case metres, feet, inches
}

/// Counts the writes that reach the bindings: a model write shown in a widget must add none.
@MainActor
private final class WriteCounter {
    var writes = 0
}

private struct Controls: View {
    let counter: WriteCounter
    var style: PickerStyle = .menu
    @Owned private var precision = 2.0
    @Owned private var copies = 3
    @Owned private var unit = Unit.metres
    @Owned private var password = ""
    @Owned private var notes = "hello"
    @Owned private var amount = 1.5

    private func counted<V>(_ binding: Binding<V>) -> Binding<V> {
        let counter = self.counter
        return Binding(get: { binding.wrappedValue }, set: { counter.writes += 1; binding.wrappedValue = $0 })
    }

    var body: some View {
        VStack {
            Slider(value: counted($precision), in: 0...6, step: 1)
            Stepper("Copies", value: counted($copies), in: 1...10)
            Picker("Unit", selection: counted($unit)) {
                Text("Metres").tag(Unit.metres)
                Text("Feet").tag(Unit.feet)
                Text("Inches").tag(Unit.inches)
            }
            .pickerStyle(style)
            SecureField("Password", text: counted($password))
            TextEditor(text: counted($notes))
            TextField("Amount", value: counted($amount), format: .number)
            Text("precision \(Int(precision)), copies \(copies), unit \(unit.rawValue), amount \(amount)")
            Text("password \(password), notes \(notes)")
            Button("Model") {
                precision = 5
                copies = 8
                unit = .inches
                password = "secret"
                notes = "from the model"
                amount = 42
            }
        }
    }
}

@MainActor private func pointer<T>(_ widget: UnsafeMutablePointer<GtkWidget>, as: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

final class InputControlsWindowTests: XCTestCase {
    func testSliderStepperAndDropDownAreTwoWayWithoutEcho() throws {
        try onMainActor {
            let counter = WriteCounter()
            let window = try RealWindow(Controls(counter: counter))
            defer { window.close() }
            let scale = pointer(try window.widget(ofType: gtk_scale_get_type(), "scale"), as: GtkRange.self)
            let spin = OpaquePointer(try window.widget(ofType: gtk_spin_button_get_type(), "spin button"))
            let dropDown = OpaquePointer(try window.widget(ofType: gtk_drop_down_get_type(), "drop-down"))
            XCTAssertEqual(gtk_range_get_value(scale), 2)
            XCTAssertEqual(gtk_spin_button_get_value(spin), 3)
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown), 0)

            gtk_range_set_value(scale, 4)         // as a drag does
            gtk_spin_button_set_value(spin, 6)    // as a click on + does
            gtk_drop_down_set_selected(dropDown, 1)  // as choosing "Feet" in the list does
            window.settle()
            XCTAssertNoThrow(try window.label("precision 4, copies 6, unit feet, amount 1.5"))
            XCTAssertEqual(counter.writes, 3)

            try window.click("Model")
            XCTAssertEqual(gtk_range_get_value(scale), 5)
            XCTAssertEqual(gtk_spin_button_get_value(spin), 8)
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown), 2)
            XCTAssertEqual(counter.writes, 3, "the model's writes into the widgets must not come back as edits")
        }
    }

    func testSegmentedAndRadioPickersSelectByTag() throws {
        try onMainActor {
            for (style, type) in [(PickerStyle.segmented, gtk_toggle_button_get_type()), (.radioGroup, gtk_check_button_get_type())] {
                let counter = WriteCounter()
                let window = try RealWindow(Controls(counter: counter, style: style))
                defer { window.close() }
                let feet = try window.widget(ofType: type, "button") // the first option
                _ = feet
                let buttons = try (0..<3).map { index in try window.nthWidget(ofType: type, index) }
                if style == .segmented {
                    XCTAssertEqual(gtk_toggle_button_get_active(pointer(buttons[0])), 1)
                    gtk_toggle_button_set_active(pointer(buttons[1]), 1)  // as a click does
                } else {
                    XCTAssertEqual(gtk_check_button_get_active(pointer(buttons[0])), 1)
                    gtk_check_button_set_active(pointer(buttons[1]), 1)
                }
                window.settle()
                XCTAssertNoThrow(try window.label("precision 2, copies 3, unit feet, amount 1.5"), "\(style)")
                XCTAssertEqual(counter.writes, 1, "\(style)")
                try window.click("Model")
                let active = buttons.map { button in
                    style == .segmented ? gtk_toggle_button_get_active(pointer(button)) : gtk_check_button_get_active(pointer(button))
                }
                XCTAssertEqual(active, [0, 0, 1], "\(style)")
                XCTAssertEqual(counter.writes, 1, "\(style): no echo")
            }
        }
    }

    func testPasswordEntryAndTextViewKeepTheCursorAndDoNotEcho() throws {
        try onMainActor {
            let counter = WriteCounter()
            let window = try RealWindow(Controls(counter: counter))
            defer { window.close() }
            let password = OpaquePointer(try window.widget(ofType: gtk_password_entry_get_type(), "password entry"))
            var position: gint = 0
            gtk_editable_insert_text(password, "pw", -1, &position)
            let view = pointer(try window.widget(ofType: gtk_text_view_get_type(), "text view"), as: GtkTextView.self)
            let buffer = gtk_text_view_get_buffer(view)
            var iter = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &iter)
            gtk_text_buffer_insert(buffer, &iter, " world", -1)  // as typing does
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, 3)
            gtk_text_buffer_place_cursor(buffer, &iter)
            window.settle()
            XCTAssertNoThrow(try window.label("password pw, notes hello world"))
            XCTAssertEqual(counter.writes, 2)

            try window.click("Model")
            XCTAssertEqual(String(cString: gtk_editable_get_text(password)), "secret")
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
            XCTAssertEqual(String(cString: chars), "from the model")
            g_free(chars)
            gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
            XCTAssertEqual(gtk_text_iter_get_offset(&iter), 3, "the cursor stays where the user had it")
            XCTAssertEqual(counter.writes, 2, "no echo")
        }
    }

    func testANumberFieldShowsInvalidTextAsAnErrorAndKeepsTheLastValue() throws {
        try onMainActor {
            let counter = WriteCounter()
            let window = try RealWindow(Controls(counter: counter))
            defer { window.close() }
            let entry = try window.entry("Amount")
            let widget = UnsafeMutablePointer<GtkWidget>(entry)
            try window.realClick(widget)
            try window.realKey("a", modifiers: .control)
            try window.realType("2.50")
            XCTAssertEqual(window.text(of: entry), "2.50", "typed text stays until it is committed")
            XCTAssertNoThrow(try window.label("precision 2, copies 3, unit metres, amount 1.5"))
            try window.realKey("Return")  // commits
            XCTAssertNoThrow(try window.label("precision 2, copies 3, unit metres, amount 2.5"))
            XCTAssertEqual(window.text(of: entry), 2.5.formatted(.number), "committed text shows formatted")
            try window.realKey("a", modifiers: .control)
            try window.realType("2.5 metres?")
            XCTAssertEqual(window.text(of: entry), "2.5 metres?", "invalid text stays for the user to fix")
            XCTAssertTrue(window.hasCSSClass(widget, "error"))
            XCTAssertNoThrow(try window.label("precision 2, copies 3, unit metres, amount 2.5"))
            try window.realKey("Return")  // what does not parse shows the value again
            XCTAssertEqual(window.text(of: entry), 2.5.formatted(.number))
            XCTAssertFalse(window.hasCSSClass(widget, "error"))
            try window.click("Model")
            XCTAssertEqual(window.text(of: entry), "42")
            XCTAssertFalse(window.hasCSSClass(widget, "error"))
        }
    }
}
