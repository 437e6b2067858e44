import Cells
import CellsTesting
import Foundation
import Testing

private struct Payment: View {
    @Owned var amount = 1234.5
    @Owned var rate = 0.0425
    @Owned var years = 12
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .currency(code: "EUR"))
            TextField("Rate", value: $rate, format: .percent)
            Text(amount, format: .currency(code: "EUR"))
            Text(rate, format: .percent)
            Text(years, format: .number)
            Text(amount, format: .number.precision(.fractionLength(1)))
            Text(start, format: .dateTime.year())
        }
    }
}

private struct Clocked: View {
    let start: Date
    var body: some View {
        VStack {
            Text(start, style: .timer)
            Text(start.addingTimeInterval(3600), style: .offset)
            Text(start.addingTimeInterval(-120), style: .relative)
            Text(start, style: .date)
            Text("fixed")
        }
    }
}

@MainActor @Suite struct FormattedTextTests {
    private func formatted<F: FormatStyle>(_ value: F.FormatInput, _ style: F) -> String where F.FormatOutput == String {
        style.format(value)
    }

    @Test func numbersShowThroughFoundationFormatStyles() throws {
        let host = ViewHost(Payment())
        let euros = formatted(1234.5, FloatingPointFormatStyle<Double>.Currency(code: "EUR"))
        #expect(euros.contains("1,234.50") && euros.contains("€"))
        #expect(host.labelTexts == [euros, "4.25%", "12", "1,234.5", "2027"])
    }

    @Test func currencyAndPercentFieldsParseWhatTheUserTypes() throws {
        let host = ViewHost(Payment())
        try host.replaceText(in: "Amount", with: "250000")
        try host.submit("Amount")  // a value field commits on Return
        try host.replaceText(in: "Rate", with: "3.5")
        try host.moveFocus(outOf: "Rate")  // or when the focus leaves it
        let euros = formatted(250_000, FloatingPointFormatStyle<Double>.Currency(code: "EUR"))
        #expect(host.labelTexts.prefix(2) == [euros, "3.5%"])
        try host.replaceText(in: "Amount", with: "€1,000.25")
        try host.submit("Amount")
        #expect(host.labelTexts.first == formatted(1000.25, FloatingPointFormatStyle<Double>.Currency(code: "EUR")))
    }

    @Test func liveDatesCountFromTheClockAndUpdateWhenItTicks() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = TextClock(now: start)
        var environment = EnvironmentValues()
        environment.textClock = clock
        let host = ViewHost(Clocked(start: start), environment: environment)
        #expect(host.labelTexts[0] == "0:00")
        #expect(host.labelTexts[1] == "+1 hour")
        #expect(host.labelTexts[2] == "2 minutes ago")
        #expect(host.labelTexts[3] == start.formatted(date: .long, time: .omitted))
        let fixed = try host.label("fixed")
        clock.advance(by: 65)
        host.settle()
        #expect(host.labelTexts[0] == "1:05")
        #expect(host.labelTexts[1] == "+59 minutes", "rounded to its largest unit")
        clock.advance(by: 3600)
        host.settle()
        #expect(host.labelTexts[0] == "1:01:05")
        #expect(host.labelTexts[1] == "-1 minute")
        #expect(host.labelTexts[2] == "1 hour ago")
        #expect(fixed.writes(of: "text") == 1, "text that does not count is not written again")
        #expect(!clock.isTicking, "a manual clock never arms the system tick")
    }

    @Test func theSystemClockTicksOnlyWhileLiveTextIsShown() async throws {
        var ticks: [@MainActor () -> Void] = []
        let saved = TextClock.scheduleTick
        TextClock.scheduleTick = { _, tick in ticks.append(tick) }
        defer { TextClock.scheduleTick = saved }
        let clock = TextClock()
        var environment = EnvironmentValues()
        environment.textClock = clock

        struct Toggled: View {
            @Owned var shows = true
            let start = Date()
            var body: some View {
                VStack {
                    if shows { Text(start, style: .timer) }
                    Button("Hide") { shows = false }
                }
            }
        }
        let host = ViewHost(Toggled(), environment: environment)
        #expect(ticks.count == 1 && clock.isTicking, "a tick is armed while the timer shows")
        ticks.removeFirst()()
        host.settle()
        #expect(ticks.count == 1, "each tick arms the next while the text is shown")
        try host.tap("Hide")
        ticks.removeFirst()()
        host.settle()
        #expect(ticks.isEmpty && !clock.isTicking, "the tick after the text left arms none")
    }
}
