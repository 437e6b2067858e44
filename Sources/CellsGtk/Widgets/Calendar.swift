import Cells
import Gtk

/// `DatePicker` as a row: its label filling the start, then a `GtkMenuButton` showing the date
/// whose popover holds a `GtkCalendar`. Picking a day ("day-selected") reports it; a model
/// write selects the day only if the calendar shows another, with the handler blocked.
/// Screen readers call the button and the calendar by the label and hear the date as the
/// button's description; the calendar's month and year arrows keep their own names.
extension DatePickerProperties: GtkWidgetBinding {
    public typealias Actions = DatePickerActions

    public func makeCoordinator() -> DatePickerParts {
        DatePickerParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let parts = context.coordinator
        let popover = Widget(taking: gtk_popover_new())
        gtk_popover_set_child(popover.pointer(as: GtkPopover.self), parts.calendar.widgetPointer)
        gtk_menu_button_set_popover(parts.button.opaque, popover.widgetPointer)
        context.connect(parts.calendar, { $0.onDaySelected }, reporting: DatePickerParts.day(shownBy:), shown: \.yearMonthDay) {
            day, actions in
            guard day.count == 3 else { return }
            actions.pick(day[0], day[1], day[2])
        }
        return parts.layout.row
    }

    public func update(_ row: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        if context.previous?.title != title {
            gtk_menu_button_set_label(parts.button.opaque, title)
            if context.previous != nil { parts.layout.nameControlByLabelAgain() }
            // Named by its label ("Measured on"), the button tells the date as its description.
            parts.button.setAccessibleDescription(title)
            if let inner = gtk_widget_get_first_child(parts.button.widgetPointer) { cells_accessible_set_description(inner, title) }
        }
        if parts.shownDay() != [year, month, day], let date = g_date_time_new_local(gint(year), gint(month), gint(day), 12, 0, 0) {
            gtk_calendar_select_day(parts.calendar.opaque, date)
            g_date_time_unref(date)
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { parts.button.isSensitive = isEnabled }
    }

    public static func setChildren(_ children: [Widget], of row: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.layout.setLabel(children)
        // The calendar reads as the picker's label too (GTK calls it "GtkCalendar").
        context.coordinator.calendar.setAccessibleLabels(from: children)
    }
}

/// The widgets of a date picker.
@MainActor
public final class DatePickerParts {
    let layout = LabelledControlRow(control: Widget(taking: gtk_menu_button_new()))
    var button: Widget { layout.control }
    let calendar = Gtk.Calendar()

    /// The day the calendar shows selected, as [year, month, day].
    func shownDay() -> [Int] {
        Self.day(shownBy: calendar)
    }

    /// The day `calendar` shows selected, as [year, month, day].
    static func day(shownBy calendar: Gtk.Calendar) -> [Int] {
        guard let date = gtk_calendar_get_date(calendar.opaque) else { return [] }
        defer { g_date_time_unref(date) }
        return [Int(g_date_time_get_year(date)), Int(g_date_time_get_month(date)), Int(g_date_time_get_day_of_month(date))]
    }
}

extension DatePickerProperties {
    /// The day shown, as ``DatePickerParts/day(shownBy:)`` reads it from the calendar.
    var yearMonthDay: [Int] { [year, month, day] }
}
