import Cells
import CellsTesting
import Foundation
import Testing

// Issue #35's views: Gauge, DatePicker with a range and displayed components, Section's older
// spellings, the label-closure initialisers of Slider, Stepper, Toggle, Picker and
// ProgressView, and ForEach($items, id:).

private struct BatteryGauge: View {
    @Owned var level = 120.0
    var body: some View {
        VStack {
            Gauge(value: level, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(level))%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            Gauge(value: -0.5) { Label("Signal", systemImage: "network-wireless-symbolic") }
                .gaugeStyle(.accessoryCircular)
            Button("Half") { level = 50 }
        }
    }
}

private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

private func describe(_ date: Date) -> String {
    let parts = Calendar.current.dateComponents([.month, .day, .hour, .minute], from: date)
    return "\(parts.month!)/\(parts.day!) \(parts.hour!):\(parts.minute!)"
}

private struct Booking: View {
    @Owned var arrival = day(2026, 3, 14, 15, 30)
    @Owned var departure = day(2026, 3, 20)
    @Owned var alarm = day(2026, 3, 14, 7, 0)
    @Owned var birthday = day(2000, 1, 1)
    var body: some View {
        VStack {
            DatePicker("Arrival", selection: $arrival, in: day(2026, 3, 10, 9, 0)...day(2026, 3, 25, 18, 0), displayedComponents: [.date, .hourAndMinute])
            DatePicker("Departure", selection: $departure, in: day(2026, 3, 12)..., displayedComponents: [.date])
            DatePicker("Alarm", selection: $alarm, displayedComponents: [.hourAndMinute])
            DatePicker(selection: $birthday, in: ...day(2010, 12, 31), displayedComponents: .date) { Text("Birthday") }
            Text("arrival \(describe(arrival)), departure \(describe(departure)), alarm \(describe(alarm)), birthday \(describe(birthday))")
        }
    }
}

private struct Settings: View {
    var body: some View {
        Form {
            Section(header: Text("Units"), footer: Text("One foot is 0.3048 m.")) { Text("Metres") }
            Section(header: Text("Display")) { Text("Dark") }
            Section(footer: Text("Shown on the lock screen.")) { Text("Preview") }
            Section {
                Text("Sync")
            } footer: {
                Text("Uses the network.")
            }
            Section {
                Text("Wi-Fi")
            } header: {
                Label("Network", systemImage: "network-wired-symbolic")
            }
        }
    }
}

private enum Unit: Hashable { case metres, feet }

private struct LabelledControls: View {
    @Owned var volume = 4.0
    @Owned var copies = 2
    @Owned var editing: [Bool] = []
    @Owned var wifi = false
    @Owned var bluetooth = false
    @Owned var unit = Unit.metres
    @Owned var size = Unit.metres
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10) { Text("Volume") }
            Slider(value: $volume, in: 0...10, step: 1) {
                Text("Balance")
            } minimumValueLabel: {
                Text("Left")
            } maximumValueLabel: {
                Text("Right")
            } onEditingChanged: { editing.append($0) }
            Stepper(value: $copies, in: 1...5, step: 1) { Text("Copies") }
            Stepper(value: $copies, in: 1...5, step: 1, label: { Text("Pages") }, onEditingChanged: { editing.append($0) })
            Toggle(isOn: $wifi) { Text("Wi-Fi") }
            Toggle(isOn: $bluetooth) { Label("Bluetooth", systemImage: "bluetooth-symbolic") }
            Picker(selection: $unit, label: Text("Unit")) {
                Text("Metres").tag(Unit.metres)
                Text("Feet").tag(Unit.feet)
            }
            Picker(selection: $size) {
                Text("Small").tag(Unit.metres)
                Text("Large").tag(Unit.feet)
            } label: {
                Text("Size")
            }
            ProgressView(value: 3, total: 10) { Text("Downloading") } currentValueLabel: { Text("3 of 10") }
            ProgressView { Text("Loading") }
            Text("volume \(volume), copies \(copies), editing \(editing), wifi \(wifi), bluetooth \(bluetooth), unit \(unit), size \(size)")
        }
    }
}

/// Not `Identifiable`: identified by `key`.
private struct Tag: Equatable {
    var key: Int
    var name: String
}

private struct TagEditor: View {
    @Owned var tags = [Tag(key: 1, name: "red"), Tag(key: 2, name: "green")]
    var body: some View {
        VStack {
            ForEach($tags, id: \.key) { $tag in
                TextField("Tag \(tag.key)", text: $tag.name)
            }
            Text("tags \(tags.map(\.name).joined(separator: ","))")
            Button("Insert") { tags.insert(Tag(key: 0, name: "blue"), at: 0) }
        }
    }
}

@MainActor @Suite struct ViewSpellingsTests {
    // MARK: Gauge

    @Test func aGaugeShowsItsLabelsAndKeepsItsValueInTheRange() throws {
        let host = ViewHost(BatteryGauge())
        let gauges = host.widgets(of: GaugeProperties.self)
        #expect(gauges.count == 2)
        #expect(gauges.first?.properties(as: GaugeProperties.self) == GaugeProperties(
            value: 100, lowerBound: 0, upperBound: 100, label: "Battery", currentValueLabel: "120%",
            minimumValueLabel: "0", maximumValueLabel: "100"))
        #expect(gauges.last?.properties(as: GaugeProperties.self) == GaugeProperties(value: 0, lowerBound: 0, upperBound: 1, label: "Signal"),
                "clamped to the default 0...1; a Label's title is the label")
        try host.tap("Half")
        #expect(gauges.first?.properties(as: GaugeProperties.self)?.value == 50)
        #expect(gauges.first?.properties(as: GaugeProperties.self)?.currentValueLabel == "50%")
    }

    // MARK: DatePicker

    @Test func aDatePickerShowsTheComponentsAsked() throws {
        let host = ViewHost(Booking())
        let shown = { (label: String) in try host.widget(of: DatePickerProperties.self, labelled: label).properties(as: DatePickerProperties.self)! }
        #expect(try [shown("Arrival").showsDate, shown("Arrival").showsTime] == [true, true])
        #expect(try [shown("Departure").showsDate, shown("Departure").showsTime] == [true, false])
        #expect(try [shown("Alarm").showsDate, shown("Alarm").showsTime] == [false, true])
        #expect(try [shown("Arrival").hour, shown("Arrival").minute] == [15, 30])
        #expect(try shown("Arrival").accessibilityTitle == "Arrival")
        #expect(try [shown("Arrival").firstDay, shown("Arrival").lastDay] == [[2026, 3, 10], [2026, 3, 25]], "the calendar greys the days outside")
        #expect(try [shown("Departure").firstDay, shown("Departure").lastDay] == [[2026, 3, 12], nil])
        #expect(try [shown("Birthday").firstDay, shown("Birthday").lastDay] == [nil, [2010, 12, 31]])
    }

    @Test func aDayOutsideTheRangeIsClampedToItsEnd() throws {
        let host = ViewHost(Booking())
        let arrival = try host.widget(of: DatePickerProperties.self, labelled: "Arrival")
        // The 2nd is before the range (from the 10th at 9:00): its first moment.
        arrival.userEdit(DatePickerProperties.self) { $0.day = 2 }
        try host.perform(DatePickerActions.self, on: arrival) { $0.pick(2026, 3, 2) }
        _ = try host.label(startingWith: "arrival 3/10 9:0,")
        #expect(arrival.properties(as: DatePickerProperties.self)?.day == 10, "the calendar goes back to the 10th")
        // After the range's last moment (the 25th at 18:00): the 25th at 18:00.
        try host.perform(DatePickerActions.self, on: arrival) { $0.pick(2026, 4, 30) }
        _ = try host.label(startingWith: "arrival 3/25 18:0,")

        let departure = try host.widget(of: DatePickerProperties.self, labelled: "Departure")
        try host.perform(DatePickerActions.self, on: departure) { $0.pick(2026, 3, 1) }
        _ = try host.label(startingWith: "arrival 3/25 18:0, departure 3/12 12:0,")
        try host.perform(DatePickerActions.self, on: departure) { $0.pick(2027, 1, 1) }
        _ = try host.label(startingWith: "arrival 3/25 18:0, departure 1/1 12:0,")

        let birthday = try host.widget(of: DatePickerProperties.self, labelled: "Birthday")
        try host.perform(DatePickerActions.self, on: birthday) { $0.pick(2020, 6, 1) }
        #expect(try host.label(startingWith: "arrival").text.hasSuffix("birthday 12/31 12:0"))
    }

    @Test func theTimeFieldsSetTheHourAndMinuteOfTheDay() throws {
        let host = ViewHost(Booking())
        let alarm = try host.widget(of: DatePickerProperties.self, labelled: "Alarm")
        alarm.userEdit(DatePickerProperties.self) { $0.hour = 6; $0.minute = 45 }
        try host.perform(DatePickerActions.self, on: alarm) { $0.setTime(6, 45) }
        #expect(try host.label(startingWith: "arrival").text.contains("alarm 3/14 6:45"))
        // A time before the range's first moment, on its first day, is clamped too.
        let arrival = try host.widget(of: DatePickerProperties.self, labelled: "Arrival")
        try host.perform(DatePickerActions.self, on: arrival) { $0.pick(2026, 3, 10) }
        try host.perform(DatePickerActions.self, on: arrival) { $0.setTime(8, 0) }
        _ = try host.label(startingWith: "arrival 3/10 9:0,")
        #expect(arrival.properties(as: DatePickerProperties.self).map { [$0.hour, $0.minute] } == [9, 0])
    }

    @Test func aDatePickerShowsBothComponentsByDefault() throws {
        struct Plain: View {
            @Owned var when = day(2026, 5, 1, 10, 5)
            var body: some View { DatePicker("When", selection: $when) }
        }
        let host = ViewHost(Plain())
        let picker = try host.widget(of: DatePickerProperties.self, labelled: "When").properties(as: DatePickerProperties.self)
        #expect(picker.map { [$0.showsDate, $0.showsTime] } == [true, true], "SwiftUI's default: [.hourAndMinute, .date]")
    }

    // MARK: Section

    @Test func sectionsTakeTheirHeaderAndFooterAsViews() throws {
        let host = ViewHost(Settings())
        let sections = host.widgets(of: SectionProperties.self).compactMap { $0.properties(as: SectionProperties.self) }
        #expect(sections == [
            SectionProperties(header: "Units", footer: "One foot is 0.3048 m."),
            SectionProperties(header: "Display"),
            SectionProperties(footer: "Shown on the lock screen."),
            SectionProperties(footer: "Uses the network."),
            SectionProperties(header: "Network"),
        ])
    }

    // MARK: Label closures

    @Test func aSliderIsNamedByItsLabelAndShowsItsValueLabels() throws {
        let host = ViewHost(LabelledControls())
        let sliders = host.widgets(of: SliderProperties.self).compactMap { $0.properties(as: SliderProperties.self) }
        #expect(sliders.map(\.title) == ["Volume", "Balance"])
        #expect(sliders.map(\.minimumValueLabel) == [nil, "Left"])
        #expect(sliders.map(\.maximumValueLabel) == [nil, "Right"])
        let balance = host.widgets(of: SliderProperties.self)[1]
        try host.perform(SliderActions.self, on: balance) { $0.editingChanged(true); $0.valueChanged(7); $0.editingChanged(false) }
        _ = try host.label(startingWith: "volume 7.0, copies 2, editing [true, false],")
    }

    @Test func aStepperTakesItsLabelAsAViewAndReportsEditing() throws {
        let host = ViewHost(LabelledControls())
        let copies = try host.widget(of: StepperProperties.self, labelled: "Copies")
        try host.perform(StepperActions.self, on: copies) { $0.valueChanged(3) }
        _ = try host.label(startingWith: "volume 4.0, copies 3, editing [],")
        let pages = try host.widget(of: StepperProperties.self, labelled: "Pages")
        try host.perform(StepperActions.self, on: pages) { $0.valueChanged(4) }
        _ = try host.label(startingWith: "volume 4.0, copies 4, editing [true, false],")
    }

    @Test func togglesAndPickersTakeTheirLabelsAsViews() throws {
        let host = ViewHost(LabelledControls())
        let wifi = try host.widget(of: ToggleProperties.self, labelled: "Wi-Fi")
        try host.perform(ToggleActions.self, on: wifi) { $0.toggled(true) }
        let bluetooth = try host.widget(of: ToggleProperties.self, labelled: "Bluetooth")
        try host.perform(ToggleActions.self, on: bluetooth) { $0.toggled(true) }
        let unit = try host.widget(of: PickerProperties.self, labelled: "Unit")
        #expect(unit.properties(as: PickerProperties.self)?.titles == ["Metres", "Feet"])
        try host.perform(PickerActions.self, on: unit) { $0.select(1) }
        let size = try host.widget(of: PickerProperties.self, labelled: "Size")
        try host.perform(PickerActions.self, on: size) { $0.select(1) }
        _ = try host.label(startingWith: "volume 4.0, copies 2, editing [], wifi true, bluetooth true, unit feet, size feet")
    }

    @Test func aProgressViewIsTitledByItsLabelView() throws {
        let host = ViewHost(LabelledControls())
        let bars = host.widgets(of: ProgressProperties.self).compactMap { $0.properties(as: ProgressProperties.self) }
        #expect(bars.count == 2)
        #expect(bars.first?.title == "Downloading")
        #expect(bars.first?.accessibilityName == "Downloading")
        #expect(bars.first?.currentValueLabel == "3 of 10")
        #expect(bars.first?.fraction == 0.3)
        #expect(bars.last?.title == "Loading")
        #expect(bars.last?.fraction == nil, "a spinner")
    }

    // MARK: ForEach($items, id:)

    @Test func forEachOverABindingWithAnIDKeyPathBindsEachElement() throws {
        let host = ViewHost(TagEditor())
        try host.replaceText(in: "Tag 2", with: "lime")
        _ = try host.label("tags red,lime")
        try host.tap("Insert")
        _ = try host.label("tags blue,red,lime")
        #expect(try host.textField("Tag 2").text == "lime", "the row kept its element")
        try host.replaceText(in: "Tag 1", with: "crimson")
        _ = try host.label("tags blue,crimson,lime")
        #expect(host.widgets(of: TextFieldProperties.self).map(\.text) == ["blue", "crimson", "lime"])
    }
}
