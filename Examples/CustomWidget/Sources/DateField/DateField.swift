import CellsGtk
import Gtk

/// A day picked on a `GtkCalendar`, bound two ways: picking a day writes the binding, and a
/// write to the binding selects that day, without the calendar reporting it back.
///
/// ```swift
/// DateField(day: $deadline)
/// ```
public struct DateField: PrimitiveView {
    @Binding var day: CalendarDay

    public init(day: Binding<CalendarDay>) {
        _day = day
    }

    /// What the calendar shows.
    public struct Properties: Equatable {
        public var day: CalendarDay
        public var isEnabled: Bool
    }

    /// What the calendar reports: its user picked a day.
    public struct Actions {
        public let pick: @MainActor (CalendarDay) -> Void
    }

    public func properties(in environment: EnvironmentValues) -> Properties {
        Properties(day: day, isEnabled: environment.isEnabled)
    }

    public func actions(in environment: EnvironmentValues) -> Actions {
        let day = $day
        return Actions { day.wrappedValue = $0 }
    }
}

/// The GTK side: a calendar made once, its "day-selected" signal reported, and a model
/// write shown only if the calendar shows another day (the handler is blocked meanwhile).
extension DateField.Properties: GtkWidgetBinding {
    public typealias Actions = DateField.Actions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> CalendarWidget {
        let calendar = CalendarWidget()
        context.connect(calendar, { $0.onDaySelected }, reporting: { $0.day }, shown: \.day) { day, actions in actions.pick(day) }
        return calendar
    }

    public func update(_ calendar: CalendarWidget, context: GtkWidgetContext<Self>) {
        if calendar.day != day { calendar.day = day }
        if context.previous?.isEnabled != isEnabled { calendar.isSensitive = isEnabled }
    }
}
