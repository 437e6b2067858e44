import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

@MainActor private final class Writes { var count = 0 }

private struct Scheduler: View {
    let writes: Writes
    @Owned private var day = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 15))!
    @Owned private var highlight = Color.blue

    var body: some View {
        let writes = self.writes
        VStack {
            DatePicker("Measured on", selection: Binding(get: { day }, set: { writes.count += 1; day = $0 }))
            ColorPicker("Highlight", selection: Binding(get: { highlight }, set: { writes.count += 1; highlight = $0 }))
            Text("day \(Calendar.current.component(.day, from: day)), colour \(highlight.css ?? "none")")
            Button("Model") {
                day = Calendar.current.date(from: DateComponents(year: 2026, month: 4, day: 2, hour: 9))!
                highlight = .green
            }
        }
    }
}

final class DateAndColorPickerWindowTests: XCTestCase {
    func testTheCalendarAndTheColorButtonAreTwoWayWithoutEcho() throws {
        try onMainActor {
            let writes = Writes()
            let window = try RealWindow(Scheduler(writes: writes))
            defer { window.close() }
            // The calendar is in the menu button's popover, outside the window's tree.
            let button = try window.widget(ofType: gtk_menu_button_get_type(), "menu button")
            let popover = gtk_menu_button_get_popover(OpaquePointer(button))!
            let calendar = OpaquePointer(gtk_popover_get_child(popover)!)
            let picked = g_date_time_new_local(2026, 3, 20, 12, 0, 0)!
            gtk_calendar_select_day(calendar, picked)  // as a click on the 20th does
            g_date_time_unref(picked)
            var rgba = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
            let colorButton = OpaquePointer(try window.widget(ofType: gtk_color_button_get_type(), "color button"))
            gtk_color_chooser_set_rgba(colorButton, &rgba)  // as choosing red does
            window.settle()
            XCTAssertNoThrow(try window.label("day 20, colour #ff0000"))
            XCTAssertEqual(writes.count, 2)

            try window.click("Model")
            let shown = gtk_calendar_get_date(calendar)!
            XCTAssertEqual([g_date_time_get_month(shown), g_date_time_get_day_of_month(shown)], [4, 2])
            g_date_time_unref(shown)
            gtk_color_chooser_get_rgba(colorButton, &rgba)
            XCTAssertEqual(Int((rgba.green * 255).rounded()), 0xa2)
            XCTAssertEqual(writes.count, 2, "the model's writes must not come back as edits")
        }
    }
}
