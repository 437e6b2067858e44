import Foundation

/// A date, bound two ways, chosen on a calendar (under GTK: a button showing the date that
/// opens a `GtkCalendar` in a popover). Picking a day keeps the time of day of the value.
///
/// ```swift
/// DatePicker("Measured on", selection: $day)
/// ```
public struct DatePicker<Label: View>: PrimitiveView {
    let selection: Binding<Date>
    let label: Label

    public init(selection: Binding<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var content: Label { label }

    public func properties(in environment: EnvironmentValues) -> DatePickerProperties {
        let day = Calendar.current.dateComponents([.year, .month, .day], from: selection.wrappedValue)
        return DatePickerProperties(
            year: day.year ?? 1970, month: day.month ?? 1, day: day.day ?? 1,
            title: selection.wrappedValue.formatted(date: .abbreviated, time: .omitted), isEnabled: environment.isEnabled)
    }

    public func actions(in environment: EnvironmentValues) -> DatePickerActions {
        let selection = self.selection
        return DatePickerActions { year, month, day in
            let calendar = Calendar.current
            let old = selection.wrappedValue
            var components = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: old)
            components.year = year
            components.month = month
            components.day = day
            guard let picked = calendar.date(from: components), picked != old else { return }
            selection.wrappedValue = picked
        }
    }
}

extension DatePicker where Label == Text {
    /// A date picker labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }
}

/// What a ``DatePicker`` shows besides its label: the day (in the current calendar) and the
/// date as text.
public struct DatePickerProperties: Equatable, Sendable {
    public var year: Int
    /// 1…12.
    public var month: Int
    /// 1…31.
    public var day: Int
    /// The date formatted for the button.
    public var title: String
    public var isEnabled: Bool

    public init(year: Int, month: Int, day: Int, title: String, isEnabled: Bool = true) {
        self.year = year
        self.month = month
        self.day = day
        self.title = title
        self.isEnabled = isEnabled
    }
}

/// What a ``DatePicker`` reports: the user picked a day (year, month 1…12, day 1…31).
public struct DatePickerActions {
    public let pick: @MainActor (Int, Int, Int) -> Void

    public init(pick: @escaping @MainActor (Int, Int, Int) -> Void) {
        self.pick = pick
    }
}
