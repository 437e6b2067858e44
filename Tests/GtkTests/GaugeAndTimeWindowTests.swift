import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

@MainActor @Observable
private final class Trip {
    var arrival = day(2026, 3, 14, 15, 30)
    var level = 120.0
    var writes = 0
}

/// A date picker with a range and its time shown, and a gauge, bound to one model.
private struct TripView: View {
    let model: Trip
    var body: some View {
        let model = self.model
        VStack {
            DatePicker("Arrival", selection: Binding(get: { model.arrival }, set: { model.writes += 1; model.arrival = $0 }),
                       in: day(2026, 3, 10, 9, 0)...day(2026, 3, 25, 18, 0), displayedComponents: [.date, .hourAndMinute])
            Gauge(value: model.level, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(model.level))%")
            } minimumValueLabel: {
                Text("Empty")
            } maximumValueLabel: {
                Text("Full")
            }
        }
        .padding()
    }
}

/// `Gauge` as a `GtkLevelBar`, and `DatePicker(_:selection:in:displayedComponents:)`: a day
/// outside the range clicked in the calendar is not kept, and the time's spin buttons edit the
/// hour and minute with real keys.
final class GaugeAndTimeWindowTests: XCTestCase {
    func testAGaugeIsALevelBarWithItsLabelsNamedByItsLabel() throws {
        try onMainActor {
            let model = Trip()
            let window = try RealWindow(TripView(model: model))
            defer { window.close() }
            let bar = try window.widget(ofType: gtk_level_bar_get_type(), "level bar")
            let levelBar = OpaquePointer(bar)
            XCTAssertEqual(gtk_level_bar_get_value(levelBar), 100, "120 is kept inside 0...100")
            XCTAssertEqual([gtk_level_bar_get_min_value(levelBar), gtk_level_bar_get_max_value(levelBar)], [0, 100])
            for text in ["Battery", "120%", "Empty", "Full"] {
                XCTAssertNoThrow(try window.label(text), "\(text) in \(window.labelTexts)")
            }
            XCTAssertEqual(Widget.accessibleLabel(of: bar), "Battery", "screen readers name the level bar by the label")
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(bar)), GTK_ACCESSIBLE_ROLE_METER)
            // Empty sits before the bar, Full after it.
            var point = graphene_point_t()
            var emptyAt = graphene_point_t(), fullAt = graphene_point_t()
            XCTAssertTrue(gtk_widget_compute_point(try window.label("Empty"), bar, &point, &emptyAt) != 0)
            XCTAssertTrue(gtk_widget_compute_point(try window.label("Full"), bar, &point, &fullAt) != 0)
            XCTAssertLessThan(emptyAt.x, 0)
            XCTAssertGreaterThan(fullAt.x, Float(gtk_widget_get_width(bar)) - 1)

            model.level = 40
            window.settle()
            XCTAssertEqual(gtk_level_bar_get_value(levelBar), 40)
            XCTAssertNoThrow(try window.label("40%"))
            GLibLogRecorder.assertNoProblems("showing a gauge")
        }
    }

    func testADayOutsideTheRangeClickedInTheCalendarIsNotKept() throws {
        try onMainActor {
            let model = Trip()
            let window = try RealWindow(TripView(model: model))
            defer { window.close() }
            let button = try window.widget(ofType: gtk_menu_button_get_type(), "menu button")
            try window.realClick(button)
            let calendar = try window.widget(ofType: gtk_calendar_get_type(), "calendar")
            @MainActor func dayLabel(_ text: String) throws -> UnsafeMutablePointer<GtkWidget> {
                try XCTUnwrap(window.descendants(of: calendar).first {
                    gtk_widget_has_css_class($0, "day-number") != 0 && window.labelText($0) == text && gtk_widget_has_css_class($0, "other-month") == 0
                }, "the \(text)th in the month's grid")
            }
            @MainActor func shownDay() -> Int32 {
                let shown = gtk_calendar_get_date(opaque(calendar))!
                defer { g_date_time_unref(shown) }
                return g_date_time_get_day_of_month(shown)
            }
            // The days outside the range are greyed.
            XCTAssertEqual(try ["5", "9", "10", "25", "26"].map { gtk_widget_get_sensitive(try dayLabel($0)) != 0 }, [false, false, true, true, false])
            // The 5th is before the range (from the 10th at 9:00): a click on it picks nothing.
            try window.realClick(try dayLabel("5"))
            XCTAssertEqual(model.arrival, day(2026, 3, 14, 15, 30))
            XCTAssertEqual(shownDay(), 14)
            XCTAssertEqual(model.writes, 0)
            // So is the 28th, after it (to the 25th at 18:00).
            try window.realClick(try dayLabel("28"))
            XCTAssertEqual(shownDay(), 14)
            XCTAssertEqual(model.writes, 0)
            // The range's last day, picked, keeps the time up to the range's last moment.
            try window.realClick(try dayLabel("25"))
            XCTAssertEqual(shownDay(), 25)
            XCTAssertEqual(model.arrival, day(2026, 3, 25, 15, 30))
            try window.realClick(try dayLabel("20"))
            XCTAssertEqual(model.arrival, day(2026, 3, 20, 15, 30), "a day inside is picked")
            // The keyboard moves the calendar's day; a move out of the range comes back to its end.
            try window.realClick(try dayLabel("10"))
            XCTAssertEqual(model.arrival, day(2026, 3, 10, 15, 30))
            try window.input.focusWindow(of: calendar)
            try window.input.key(named: "Left")  // GtkCalendar moves its focus a day back…
            try window.input.key(named: "space")  // …and selects the focused day
            XCTAssertEqual(model.arrival, day(2026, 3, 10, 9, 0), "the 9th is before the range: its first moment")
            XCTAssertEqual(shownDay(), 10, "the calendar went back to the 10th")
            // April is after the range: all its days are greyed.
            let arrows = window.descendants(of: calendar).filter { window.isA($0, gtk_button_get_type()) }
            XCTAssertEqual(arrows.count, 4, "month and year arrows")
            try window.realClick(arrows[1])
            XCTAssertEqual(try XCTUnwrap(window.labelTexts.first { $0 == "April" || $0 == "March" }), "April")
            XCTAssertEqual(try ["1", "15", "30"].map { gtk_widget_get_sensitive(try dayLabel($0)) != 0 }, [false, false, false])
            XCTAssertEqual(model.arrival, day(2026, 3, 10, 9, 0), "browsing months picks nothing")
            try window.realClick(arrows[0])
            XCTAssertEqual(try ["9", "10", "25", "26"].map { gtk_widget_get_sensitive(try dayLabel($0)) != 0 }, [false, true, true, false])
            try window.input.focusWindow(of: calendar)
            try window.input.key(named: "Escape")  // close the popover
            GLibLogRecorder.assertNoProblems("picking days")
        }
    }

    func testTheTimeSpinButtonsEditTheHourAndMinuteWithKeys() throws {
        try onMainActor {
            let model = Trip()
            let window = try RealWindow(TripView(model: model))
            defer { window.close() }
            let spins = window.descendants(of: window.window).filter { window.isA($0, gtk_spin_button_get_type()) }
            XCTAssertEqual(spins.count, 2)
            let hour = spins[0], minute = spins[1]
            @MainActor func text(_ spin: UnsafeMutablePointer<GtkWidget>) -> String { String(cString: gtk_editable_get_text(OpaquePointer(spin))) }
            XCTAssertEqual([text(hour), text(minute)], ["15", "30"])
            XCTAssertEqual(Widget.accessibleLabel(of: hour), "Arrival, hour")
            XCTAssertEqual(Widget.accessibleLabel(of: minute), "Arrival, minute")

            try window.input.focusWindow(of: hour)
            try window.realClick(gtk_widget_get_first_child(hour)!)
            try window.input.key(named: "Up")
            window.settle()
            XCTAssertEqual(Calendar.current.component(.hour, from: model.arrival), 16)
            XCTAssertEqual(text(hour), "16")

            try window.realClick(gtk_widget_get_first_child(minute)!)
            try window.input.key(named: "a", modifiers: .control)
            try window.input.type("5\n")
            window.settle()
            XCTAssertEqual(Calendar.current.component(.minute, from: model.arrival), 5)
            XCTAssertEqual(text(minute), "05", "two digits, as a clock shows them")
            XCTAssertEqual(Calendar.current.component(.day, from: model.arrival), 14, "the day is kept")

            // On the range's last day, a later hour is clamped to 18:00 and the fields show it.
            model.arrival = day(2026, 3, 25, 17, 30)
            window.settle()
            XCTAssertEqual([text(hour), text(minute)], ["17", "30"])
            try window.realClick(gtk_widget_get_first_child(hour)!)
            try window.input.key(named: "Up")
            window.settle()
            XCTAssertEqual(model.arrival, day(2026, 3, 25, 18, 0))
            XCTAssertEqual([text(hour), text(minute)], ["18", "00"])
            try window.input.key(named: "Up")
            window.settle()
            XCTAssertEqual(model.arrival, day(2026, 3, 25, 18, 0))
            XCTAssertEqual([text(hour), text(minute)], ["18", "00"], "19:00 is after the range: the field goes back")
            GLibLogRecorder.assertNoProblems("editing the time")
        }
    }
}
