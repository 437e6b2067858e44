import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

@MainActor @Observable
private final class Appointment {
    var day = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 15))!
    var highlight = Color.blue
    var writes = 0
}

/// A date picker and a colour picker bound to one model, shown in a label.
private struct Scheduler: View {
    let model: Appointment
    var body: some View {
        let model = self.model
        VStack {
            DatePicker("Measured on", selection: Binding(get: { model.day }, set: { model.writes += 1; model.day = $0 }))
            ColorPicker("Highlight", selection: Binding(get: { model.highlight }, set: { model.writes += 1; model.highlight = $0 }))
            Text("day \(Calendar.current.component(.day, from: model.day)), colour \(model.highlight.css ?? "none")")
        }
    }
}

/// `DatePicker` (a calendar in a popover) and `ColorPicker` (GTK's colour chooser dialog)
/// chosen from with real clicks, and model writes shown in them.
final class RealInputDateColorTests: XCTestCase {
    func testClickingADayInTheCalendarPicksIt() throws {
        try onMainActor {
            let model = Appointment()
            let window = try RealWindow(Scheduler(model: model))
            defer { window.close() }
            let button = try window.widget(ofType: gtk_menu_button_get_type(), "menu button")
            try window.realClick(button)
            let calendar = try window.widget(ofType: gtk_calendar_get_type(), "calendar")
            let twentieth = try XCTUnwrap(window.descendants(of: calendar).first {
                window.isA($0, gtk_label_get_type()) && window.labelText($0) == "20"
            }, "the 20th in March's grid")
            try window.realClick(twentieth)
            XCTAssertEqual(Calendar.current.component(.day, from: model.day), 20)
            XCTAssertEqual(model.writes, 1)
            XCTAssertTrue(window.labelTexts.contains { $0.hasPrefix("day 20, colour ") }, "\(window.labelTexts)")
            try window.input.focusWindow(of: calendar)
            try window.input.key(named: "Escape")  // close the popover

            model.day = Calendar.current.date(from: DateComponents(year: 2026, month: 4, day: 2, hour: 9))!
            window.settle()
            let shown = gtk_calendar_get_date(opaque(calendar))!
            XCTAssertEqual([g_date_time_get_month(shown), g_date_time_get_day_of_month(shown)], [4, 2])
            g_date_time_unref(shown)
            XCTAssertEqual(model.writes, 1, "the model's write is no edit")
        }
    }

    func testChoosingASwatchInTheColorDialogPicksIt() throws {
        try onMainActor {
            let model = Appointment()
            let window = try RealWindow(Scheduler(model: model))
            defer { window.close() }
            let colorButton = try window.widget(ofType: gtk_color_button_get_type(), "color button")
            try window.realClick(colorButton)
            let parent = try XCTUnwrap(window.hosted).window.widgetPointer
            XCTAssertTrue(MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 3), "the chooser opened")
            let dialogWindow = try XCTUnwrap(visibleWindows(transientFor: parent).first)
            let dialog = try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(dialogWindow)))
            dialog.settle(for: 0.3)
            let swatchType = g_type_from_name("GtkColorSwatch")
            // Any swatch of GTK's palette: its second.
            let swatch = try dialog.nthWidget(ofType: swatchType, 1)
            try dialog.realClick(swatch)
            try dialog.realClick("Select")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 3), "the chooser closed")
            XCTAssertEqual(model.writes, 1)
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(opaque(colorButton), &rgba)
            let hex = String(format: "#%02x%02x%02x", Int((rgba.red * 255).rounded()), Int((rgba.green * 255).rounded()), Int((rgba.blue * 255).rounded()))
            XCTAssertNotEqual(hex, "#0000ff")
            XCTAssertNoThrow(try window.label("day 14, colour \(hex)"))

            model.highlight = .green
            window.settle()
            gtk_color_chooser_get_rgba(opaque(colorButton), &rgba)
            XCTAssertEqual(Int((rgba.green * 255).rounded()), 0xa2, "the model's green shows in the button")
        }
    }
}
