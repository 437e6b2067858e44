import CellsTesting
import DateField
import Testing

/// The date field without a display: its description and actions, driven like a user.
@MainActor @Suite struct DateFieldHeadlessTests {
    @Test func pickingADayWritesTheBindingOnceAndNothingIsWrittenBack() throws {
        var writes = 0
        let host = ViewHost(DeadlineForm { writes += 1 })
        let field = try host.widget(of: DateField.Properties.self)
        let picked = CalendarDay(year: 2026, month: 12, day: 3)
        let dayWrites = field.writes(of: "day")

        field.userEdit(DateField.Properties.self) { $0.day = picked }
        try host.perform(DateField.Actions.self, on: field) { $0.pick(picked) }

        _ = try host.label("Deadline: 2026-12-03")
        #expect(writes == 1)
        #expect(field.writes(of: "day") == dayWrites, "the calendar shows the day already")
    }

    @Test func aModelWriteSelectsTheDayInTheCalendar() throws {
        let host = ViewHost(DeadlineForm())
        let field = try host.widget(of: DateField.Properties.self)
        try host.tap("Next week")
        #expect(field.properties(as: DateField.Properties.self)?.day == CalendarDay(year: 2026, month: 11, day: 28))
        _ = try host.label("Deadline: 2026-11-28")
    }
}
