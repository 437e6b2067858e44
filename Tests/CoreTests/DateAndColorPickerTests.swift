import Cells
import CellsTesting
import Foundation
import Testing

private struct Scheduler: View {
    @Owned var day: Date
    @Owned var highlight = Color.blue
    var body: some View {
        VStack {
            DatePicker("Measured on", selection: $day)
            ColorPicker("Highlight", selection: $highlight)
            Text("day \(Calendar.current.component(.day, from: day)), hour \(Calendar.current.component(.hour, from: day))")
            Text("colour \(highlight.css ?? "none")")
            Button("Reset") { highlight = .red }
        }
    }
}

@MainActor @Suite struct DateAndColorPickerTests {
    @Test func pickingADayKeepsTheTimeOfDay() throws {
        let start = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 15))!
        let host = ViewHost(Scheduler(day: start))
        let picker = try host.widget(of: DatePickerProperties.self, labelled: "Measured on")
        #expect(picker.properties(as: DatePickerProperties.self).map { [$0.year, $0.month, $0.day] } == [2026, 3, 14])
        picker.userEdit(DatePickerProperties.self) { $0.day = 20 }
        try host.perform(DatePickerActions.self, on: picker) { $0.pick(2026, 3, 20) }
        _ = try host.label("day 20, hour 15")
    }

    @Test func aColorPickerIsTwoWay() throws {
        let host = ViewHost(Scheduler(day: Date()))
        let picker = try host.widget(of: ColorPickerProperties.self, labelled: "Highlight")
        #expect(picker.properties(as: ColorPickerProperties.self)?.css == "#1c71d8")
        try host.perform(ColorPickerActions.self, on: picker) { $0.pick(1, 0, 0) }
        _ = try host.label("colour #ff0000")
        try host.tap("Reset")
        #expect(picker.properties(as: ColorPickerProperties.self)?.css == "#c01c28")
    }
}
