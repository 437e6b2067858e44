import Gtk

/// A day of the Gregorian calendar, in the user's time zone.
public struct CalendarDay: Hashable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public var description: String {
        "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}

/// `GtkCalendar`, typed: the selected day is read and written as a ``CalendarDay``.
@MainActor
public final class CalendarWidget: Widget, CalendarProtocol {
    private var calendar: OpaquePointer { OpaquePointer(rawPointer) }

    public init() {
        super.init(taking: gtk_calendar_new())
    }

    /// The selected day. Setting it emits "day-selected", as a click does.
    public var day: CalendarDay {
        get {
            let date = gtk_calendar_get_date(calendar)
            defer { g_date_time_unref(date) }
            return CalendarDay(
                year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
                day: Int(g_date_time_get_day_of_month(date))
            )
        }
        set {
            let date = g_date_time_new_local(gint(newValue.year), gint(newValue.month), gint(newValue.day), 12, 0, 0)
            defer { g_date_time_unref(date) }
            gtk_calendar_select_day(calendar, date)
        }
    }
}
