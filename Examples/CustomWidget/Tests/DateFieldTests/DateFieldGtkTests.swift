import CellsGtk
import DateField
import Foundation
import Gtk
import XCTest

/// The date field on a real GtkCalendar (needs a display: run under Xvfb).
final class DateFieldGtkTests: XCTestCase {
    func testTheCalendarAndTheModelFollowEachOtherWithoutEcho() throws {
        try MainActor.assumeIsolated {
            guard GtkRuntime.initialize() else {
                if ProcessInfo.processInfo.environment["CELLS_REQUIRE_DISPLAY"] != nil { XCTFail("no display") }
                throw XCTSkip("no display: run under Xvfb")
            }
            var writes = 0
            let window = HostedWindow(title: "Deadline", content: DeadlineForm { writes += 1 }, application: nil)
            window.present()
            MainLoop.run(for: 0.2)
            let calendar = try XCTUnwrap(Self.first(gtk_calendar_get_type(), in: window.window.widgetPointer))

            // The user picks a day: GTK selects it and emits "day-selected".
            let date = g_date_time_new_local(2026, 12, 3, 12, 0, 0)
            gtk_calendar_select_day(OpaquePointer(calendar), date)
            g_date_time_unref(date)
            MainLoop.run(for: 0.1)
            XCTAssertTrue(Self.labels(in: window.window.widgetPointer).contains("Deadline: 2026-12-03"))
            XCTAssertEqual(writes, 1)

            // The model changes: the calendar follows, and reports nothing back.
            let button = try XCTUnwrap(Self.button(titled: "Next week", in: window.window.widgetPointer))
            cells_emit_signal(button, "clicked")
            MainLoop.run(for: 0.1)
            let shown = gtk_calendar_get_date(OpaquePointer(calendar))
            XCTAssertEqual(g_date_time_get_day_of_month(shown), 10)
            g_date_time_unref(shown)
            XCTAssertEqual(writes, 1, "the model's write into the calendar came back as a pick")
            window.close()
        }
    }

    private static func first(_ type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), type) != 0 { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = first(type, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The push button whose label reads `title` (the calendar's own arrows have none).
    private static func button(titled title: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_button_get_type()) != 0,
           labels(in: widget) == [title] {
            return widget
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = button(titled: title, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_label_get_type()) != 0 {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += labels(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }
}
