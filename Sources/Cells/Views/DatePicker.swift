import Foundation

/// A date, bound two ways, chosen on a calendar and, when asked, by hour and minute (under
/// GTK: a button showing the date that opens a `GtkCalendar` in a popover, then two spin
/// buttons for the hour and the minute). Picking a day keeps the time of day of the value;
/// setting the time keeps its day.
///
/// ```swift
/// DatePicker("Measured on", selection: $day, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, in: Date()..., displayedComponents: [.date, .hourAndMinute])
/// ```
///
/// As in SwiftUI, both the date and the time are shown unless `displayedComponents` says
/// otherwise, and a range keeps the picked value inside it: a day or time outside is clamped
/// to the nearest end (the calendar goes back to that day).
public struct DatePicker<Label: View>: PrimitiveView {
    let selection: Binding<Date>
    let label: Label
    let lowerBound: Date?
    let upperBound: Date?
    let displayedComponents: DatePickerComponents

    /// The components of a date a ``DatePicker`` shows, as SwiftUI's `DatePicker.Components`.
    public typealias Components = DatePickerComponents

    /// A date picker of any date, showing `displayedComponents`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker of the dates in `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
                  displayedComponents: displayedComponents, label: label)
    }

    /// A date picker of the dates from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: range.lowerBound, upperBound: nil, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker of the dates up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, upperBound: range.upperBound, displayedComponents: displayedComponents, label: label)
    }

    init(selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, displayedComponents: Components, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.displayedComponents = displayedComponents.isEmpty ? [.hourAndMinute, .date] : displayedComponents
    }

    public var content: Label { label }

    public func properties(in environment: EnvironmentValues) -> DatePickerProperties {
        let shown = clamped(selection.wrappedValue)
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: shown)
        return DatePickerProperties(
            year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1,
            title: shown.formatted(date: .abbreviated, time: .omitted), isEnabled: environment.isEnabled,
            hour: parts.hour ?? 0, minute: parts.minute ?? 0,
            showsDate: displayedComponents.contains(.date), showsTime: displayedComponents.contains(.hourAndMinute),
            accessibilityTitle: LabelText.of(label, in: environment),
            firstDay: lowerBound.map(Self.yearMonthDay), lastDay: upperBound.map(Self.yearMonthDay))
    }

    public func actions(in environment: EnvironmentValues) -> DatePickerActions {
        let selection = self.selection
        let clamp = { [lowerBound, upperBound] (date: Date) in DatePickerProperties.clamp(date, from: lowerBound, through: upperBound) }
        func write(_ change: (inout DateComponents) -> Void) {
            let calendar = Calendar.current
            let old = selection.wrappedValue
            var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: old)
            change(&components)
            guard let picked = calendar.date(from: components).map(clamp), picked != old else { return }
            selection.wrappedValue = picked
        }
        return DatePickerActions(
            pick: { year, month, day in
                write { components in
                    components.year = year
                    components.month = month
                    components.day = day
                }
            },
            setTime: { hour, minute in
                write { components in
                    components.hour = hour
                    components.minute = minute
                    components.second = 0
                    components.nanosecond = 0
                }
            })
    }

    /// `date`'s day in the current calendar, as [year, month, day].
    private static func yearMonthDay(_ date: Date) -> [Int] {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return [parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1]
    }

    private func clamped(_ date: Date) -> Date {
        DatePickerProperties.clamp(date, from: lowerBound, through: upperBound)
    }
}

extension DatePicker where Label == Text {
    /// A date picker labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of the dates in `range`, labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of the dates from `range`'s start on, labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of the dates up to `range`'s end, labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker labelled with a string value, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of the dates in `range`, labelled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of the dates from `range`'s start on, labelled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of the dates up to `range`'s end, labelled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a ``DatePicker`` shows (SwiftUI's `DatePickerComponents`): the day,
/// the time of day, or both.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// What a ``DatePicker`` shows besides its label: the day and time (in the current calendar),
/// the date as text, and which of them it shows.
public struct DatePickerProperties: Equatable, Sendable {
    public var year: Int
    /// 1…12.
    public var month: Int
    /// 1…31.
    public var day: Int
    /// The date formatted for the button.
    public var title: String
    public var isEnabled: Bool
    /// 0…23.
    public var hour: Int
    /// 0…59.
    public var minute: Int
    /// Whether the day is shown (and picked on a calendar).
    public var showsDate: Bool
    /// Whether the hour and minute are shown and edited.
    public var showsTime: Bool
    /// The label's text, which names the time's fields for screen readers ("Alarm, hour").
    public var accessibilityTitle: String?
    /// The range's first day, as [year, month, day]; nil when the range has no start. The
    /// calendar greys the days before it.
    public var firstDay: [Int]?
    /// The range's last day, as [year, month, day]; nil when the range has no end.
    public var lastDay: [Int]?

    public init(year: Int, month: Int, day: Int, title: String, isEnabled: Bool = true, hour: Int = 0, minute: Int = 0,
                showsDate: Bool = true, showsTime: Bool = false, accessibilityTitle: String? = nil,
                firstDay: [Int]? = nil, lastDay: [Int]? = nil) {
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.year = year
        self.month = month
        self.day = day
        self.title = title
        self.isEnabled = isEnabled
        self.hour = hour
        self.minute = minute
        self.showsDate = showsDate
        self.showsTime = showsTime
        self.accessibilityTitle = accessibilityTitle
    }

    /// `date` kept from `lowerBound` through `upperBound` (either may be open).
    public static func clamp(_ date: Date, from lowerBound: Date?, through upperBound: Date?) -> Date {
        var result = date
        if let upperBound, result > upperBound { result = upperBound }
        if let lowerBound, result < lowerBound { result = lowerBound }
        return result
    }
}

/// What a ``DatePicker`` reports: the user picked a day (year, month 1…12, day 1…31), or set
/// the time of day (hour 0…23, minute 0…59).
public struct DatePickerActions {
    public let pick: @MainActor (Int, Int, Int) -> Void
    public let setTime: @MainActor (Int, Int) -> Void

    public init(pick: @escaping @MainActor (Int, Int, Int) -> Void, setTime: @escaping @MainActor (Int, Int) -> Void = { _, _ in }) {
        self.pick = pick
        self.setTime = setTime
    }
}
