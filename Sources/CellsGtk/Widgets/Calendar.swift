import Cells
import Gtk

/// `DatePicker` as a row: its label filling the start, then a `GtkMenuButton` showing the date
/// whose popover holds a `GtkCalendar`, then (when the time is shown) two wrapping
/// `GtkSpinButton`s for the hour (0–23) and the minute, two digits each. Picking a day
/// ("day-selected") or changing a spin button reports it; a model write selects the day or
/// sets a spin button only if it shows another, with the handlers blocked. The calendar greys
/// (makes insensitive) the days outside the picker's range, in whichever month it shows (GTK
/// 4.8's calendar cannot refuse a day); one clicked all the same is clamped by the view, and
/// the update after the user's action puts the calendar back on the clamped day, so the
/// calendar never keeps a day it does not accept.
/// Screen readers call the button and the calendar by the label and hear the date as the
/// button's description; the spin buttons are "‹label›, hour" and "‹label›, minute"; the
/// calendar's month and year arrows keep their own names.
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
        for spin in [parts.hour, parts.minute] {
            let pointer = OpaquePointer(spin.rawPointer)
            gtk_spin_button_set_wrap(pointer, 1)
            gtk_spin_button_set_numeric(pointer, 1)
            gtk_editable_set_width_chars(OpaquePointer(spin.rawPointer), 2)
            gtk_spin_button_set_increments(pointer, 1, spin === parts.hour ? 6 : 10)
            // Two digits, as a clock shows them ("09:05").
            spin.onOutput { [weak spin] in
                guard let spin else { return false }
                let text = String(format: "%02d", Int(gtk_spin_button_get_value(OpaquePointer(spin.rawPointer)).rounded()))
                if String(cString: gtk_editable_get_text(OpaquePointer(spin.rawPointer))) != text {
                    gtk_editable_set_text(OpaquePointer(spin.rawPointer), text)
                }
                return true
            }
            context.connect(spin, { $0.onValueChanged }, reporting: { [weak parts] _ in parts?.shownTime() ?? [] }, shown: \.hourMinute) {
                time, actions in
                guard time.count == 2 else { return }
                actions.setTime(time[0], time[1])
            }
        }
        // The days shown change with the month and year: grey those outside the range again.
        parts.calendar.onNotifyMonth { [weak parts] _ in parts?.greyDaysOutsideRange() }
        parts.calendar.onNotifyYear { [weak parts] _ in parts?.greyDaysOutsideRange() }
        gtk_spin_button_set_range(OpaquePointer(parts.hour.rawPointer), 0, 23)
        gtk_spin_button_set_range(OpaquePointer(parts.minute.rawPointer), 0, 59)
        return parts.layout.row
    }

    public func update(_ row: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        if context.previous?.title != title {
            gtk_menu_button_set_label(parts.button.opaque, title)
            if context.previous != nil { parts.nameControlsByLabelAgain() }
            // Named by its label ("Measured on"), the button tells the date as its description.
            parts.button.setAccessibleDescription(title)
            if let inner = gtk_widget_get_first_child(parts.button.widgetPointer) { cells_accessible_set_description(inner, title) }
        }
        if parts.shownDay() != [year, month, day], let date = g_date_time_new_local(gint(year), gint(month), gint(day), 12, 0, 0) {
            gtk_calendar_select_day(parts.calendar.opaque, date)
            g_date_time_unref(date)
        }
        if context.previous?.firstDay != firstDay || context.previous?.lastDay != lastDay || context.previous == nil {
            parts.range = (firstDay, lastDay)
            parts.greyDaysOutsideRange()
        }
        if parts.shownTime() != hourMinute {
            for (spin, value) in [(parts.hour, hour), (parts.minute, minute)] where Int(gtk_spin_button_get_value(OpaquePointer(spin.rawPointer))) != value {
                gtk_spin_button_set_value(OpaquePointer(spin.rawPointer), Double(value))
            }
        }
        if context.previous?.showsDate != showsDate { parts.button.isVisible = showsDate }
        if context.previous?.showsTime != showsTime { parts.time.isVisible = showsTime }
        if context.previous == nil || context.previous?.accessibilityTitle != accessibilityTitle {
            let title = accessibilityTitle.map { "\($0), " } ?? ""
            parts.hour.setAccessibleLabel(title + "hour")
            parts.minute.setAccessibleLabel(title + "minute")
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled {
            parts.button.isSensitive = isEnabled
            parts.time.isSensitive = isEnabled
        }
    }

    public static func setChildren(_ children: [Widget], of row: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.setLabel(children)
    }
}

/// The widgets of a date picker.
@MainActor
public final class DatePickerParts {
    /// The label, then the button and the time's fields at the end.
    let layout = LabelledControlRow(control: Box(orientation: .horizontal, spacing: 12))
    let button = Widget(taking: gtk_menu_button_new())
    let calendar = Gtk.Calendar()
    /// The hour's and the minute's spin buttons with a colon between.
    let time = Box(orientation: .horizontal, spacing: 4)
    let hour = SpinButton(taking: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(0, 23, 1)!))
    let minute = SpinButton(taking: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(0, 59, 1)!))
    private var labelWidgets: [Widget] = []
    /// The picker's range, by day ([year, month, day]; nil for an open end).
    var range: (first: [Int]?, last: [Int]?) = (nil, nil)

    init() {
        button.verticalAlignment = .center
        time.verticalAlignment = .center
        time.append(hour)
        let colon = Gtk.Label(":")
        cells_accessible_set_role(colon.widgetPointer, GTK_ACCESSIBLE_ROLE_PRESENTATION)
        time.append(colon)
        time.append(minute)
        time.isVisible = false
        layout.control.append(button)
        layout.control.append(time)
    }

    /// Shows `children` as the label, and names the button and the calendar by them (not the
    /// time's fields, which have their own names).
    func setLabel(_ children: [Widget]) {
        layout.label.setChildren(children)
        labelWidgets = children
        nameControlsByLabelAgain()
        // The calendar reads as the picker's label too (GTK calls it "GtkCalendar").
        calendar.setAccessibleLabels(from: children)
    }

    /// Names the button by the label again, after GTK named it by what it shows (GTK 4.8's
    /// `gtk_menu_button_set_label` labels the inner button by its new text: a date picker's
    /// button read as the date, not as "Measured on").
    func nameControlsByLabelAgain() {
        button.setAccessibleLabelsOfControl(from: labelWidgets)
    }

    /// Makes the calendar's day labels outside ``range`` insensitive (greyed, and "unavailable"
    /// to screen readers), and those inside sensitive. A label of the shown month is that
    /// month's day; one of the weeks' ends from another month ("other-month") is the month
    /// before's when it is a late day, the month after's when it is an early one.
    func greyDaysOutsideRange() {
        let shownYear = Int(calendar.year), shownMonth = Int(calendar.month) + 1  // GTK counts months from 0
        walkWidgetTree(from: calendar.widgetPointer) { widget in
            guard gtk_widget_has_css_class(widget, "day-number") != 0, let text = gtk_label_get_label(OpaquePointer(widget)),
                  let number = Int(String(cString: text)) else { return .descend }
            var year = shownYear, month = shownMonth
            if gtk_widget_has_css_class(widget, "other-month") != 0 { month += number > 15 ? -1 : 1 }
            if month == 0 { month = 12; year -= 1 } else if month == 13 { month = 1; year += 1 }
            let day = [year, month, number]
            let outside = range.first.map { day.lexicographicallyPrecedes($0) } == true
                || range.last.map { $0.lexicographicallyPrecedes(day) } == true
            if (gtk_widget_get_sensitive(widget) != 0) == outside { gtk_widget_set_sensitive(widget, outside ? 0 : 1) }
            return .skipChildren
        }
    }

    /// The day the calendar shows selected, as [year, month, day].
    func shownDay() -> [Int] {
        Self.day(shownBy: calendar)
    }

    /// The time the spin buttons show, as [hour, minute].
    func shownTime() -> [Int] {
        [hour, minute].map { Int(gtk_spin_button_get_value(OpaquePointer($0.rawPointer)).rounded()) }
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
    /// The time shown, as ``DatePickerParts/shownTime()`` reads it from the spin buttons.
    var hourMinute: [Int] { [hour, minute] }
}
