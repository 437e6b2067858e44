import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Print {
    var scale = 2.0
    var copies = 3
    var editing: [Bool] = []
}

/// A slider (reporting its grabs) and a stepper bound to one model, and a label of it.
private struct PrintOptions: View {
    let model: Print
    var body: some View {
        @Bindable var model = model
        VStack {
            Slider(value: $model.scale, in: 0...10, step: 1) { model.editing.append($0) }
            Stepper("Copies", value: $model.copies, in: 1...10)
            Text("scale \(Int(model.scale)), copies \(model.copies)")
        }
    }
}

/// Sliders and steppers driven with real pointer, wheel and key events.
final class RealInputValueTests: XCTestCase {
    /// A press away from the thumb moves it there; the grab is reported at the press and the
    /// release. (This crashed while the slider's click gesture was connected with a handler of
    /// no arguments: "pressed" passes gint, gdouble, gdouble.)
    func testPressingTheSliderMovesItThereAndReportsTheGrab() throws {
        try onMainActor {
            let model = Print()
            let window = try RealWindow(PrintOptions(model: model))
            defer { window.close() }
            let scale = try window.widget(ofType: gtk_scale_get_type(), "scale")
            try window.realClick(scale, at: RealInput.Spot(x: 0.95, y: 0.5))
            XCTAssertGreaterThan(model.scale, 5, "a primary click puts the slider where it was clicked")
            XCTAssertEqual(model.editing, [true, false])
            XCTAssertNoThrow(try window.label("scale \(Int(model.scale)), copies 3"))
        }
    }

    /// A drag from the thumb follows the pointer; the grab ends at the release.
    func testDraggingTheSliderFollowsThePointer() throws {
        try onMainActor {
            let model = Print()
            let window = try RealWindow(PrintOptions(model: model))
            defer { window.close() }
            let scale = try window.widget(ofType: gtk_scale_get_type(), "scale")
            let value = gtk_range_get_value(typed(scale, GtkRange.self))
            // From the thumb (at 2 of 0...10, a fifth of the trough) to the trough's end.
            try window.realDrag(from: scale, at: RealInput.Spot(x: 0.2, y: 0.5), to: scale, at: RealInput.Spot(x: 1, y: 0.5))
            XCTAssertEqual(value, 2)
            XCTAssertEqual(model.scale, 10)
            XCTAssertEqual(model.editing.first, true)
            XCTAssertEqual(model.editing.last, false)
        }
    }

    func testArrowKeysAndTheWheelMoveTheSliderAndAModelWriteMovesIt() throws {
        try onMainActor {
            let model = Print()
            let window = try RealWindow(PrintOptions(model: model))
            defer { window.close() }
            let scale = try window.widget(ofType: gtk_scale_get_type(), "scale")
            XCTAssertNotEqual(gtk_widget_grab_focus(scale), 0)
            try window.realKey("Right")
            XCTAssertEqual(model.scale, 3)
            try window.realKey("End")
            XCTAssertEqual(model.scale, 10)
            try window.realScroll(scale, .down, steps: 2)
            XCTAssertLessThan(model.scale, 10, "the wheel moves the slider")
            model.scale = 4
            window.settle()
            XCTAssertEqual(gtk_range_get_value(typed(scale, GtkRange.self)), 4)
        }
    }

    func testClickingPlusAndMinusAndTypingANumberSetTheStepper() throws {
        try onMainActor {
            let model = Print()
            let window = try RealWindow(PrintOptions(model: model))
            defer { window.close() }
            let spin = try window.widget(ofType: gtk_spin_button_get_type(), "spin button")
            let buttons = window.descendants(of: spin).filter { window.isA($0, gtk_button_get_type()) }
            let plus = try XCTUnwrap(buttons.first { window.hasCSSClass($0, "up") })
            let minus = try XCTUnwrap(buttons.first { window.hasCSSClass($0, "down") })
            try window.realClick(plus)
            XCTAssertEqual(model.copies, 4)
            try window.realClick(minus)
            try window.realClick(minus)
            XCTAssertEqual(model.copies, 2)
            XCTAssertNoThrow(try window.label("scale 2, copies 2"))

            let text = try XCTUnwrap(window.descendants(of: spin).first { window.isA($0, gtk_text_get_type()) })
            try window.realClick(text)
            try window.realKey("a", modifiers: .control)
            try window.realType("7\n")
            XCTAssertEqual(model.copies, 7, "a typed number and Return set the value")

            model.copies = 9
            window.settle()
            XCTAssertEqual(gtk_spin_button_get_value(opaque(spin)), 9)
        }
    }
}
