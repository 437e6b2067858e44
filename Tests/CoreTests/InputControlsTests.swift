import Cells
import CellsTesting
import Foundation
import Testing

private enum Unit: String, Hashable, CaseIterable, Identifiable {
    case metres, feet, inches
    var id: Self { self }
}

private struct Converter: View {
    @Owned var precision = 2.0
    @Owned var copies = 3
    @Owned var unit = Unit.metres
    @Owned var password = ""
    @Owned var notes = "first line"
    @Owned var amount = 1.5
    @Owned var editing: [Bool] = []
    var style: PickerStyle = .menu

    var body: some View {
        VStack {
            Slider(value: $precision, in: 0...6, step: 1) { editing.append($0) }
            Stepper("Copies", value: $copies, in: 1...10)
            Picker("Unit", selection: $unit) {
                Text("Metres").tag(Unit.metres)
                Text("Feet").tag(Unit.feet)
                Text("Inches").tag(Unit.inches)
            }
            .pickerStyle(style)
            SecureField("Password", text: $password)
            TextEditor(text: $notes)
            TextField("Amount", value: $amount, format: .number)
            Text("precision \(Int(precision)), copies \(copies), unit \(unit.rawValue), amount \(amount)")
            Text("password \(password.count), notes \(notes)")
            Button("Model") {
                precision = 4
                copies = 7
                unit = .inches
                password = "secret"
                notes = "from the model"
                amount = 42
            }
        }
    }
}

@MainActor @Suite struct InputControlsTests {
    @Test func aSliderSnapsToItsStepAndWritesTheBinding() throws {
        let host = ViewHost(Converter())
        let slider = try host.widget(of: SliderProperties.self)
        #expect(slider.properties(as: SliderProperties.self) == SliderProperties(value: 2, lowerBound: 0, upperBound: 6, step: 1))
        slider.userEdit(SliderProperties.self) { $0.value = 3.4 }
        try host.perform(SliderActions.self, on: slider) { $0.editingChanged(true); $0.valueChanged(3.4); $0.editingChanged(false) }
        _ = try host.label(startingWith: "precision 3,")
        #expect(slider.properties(as: SliderProperties.self)?.value == 3, "the widget is put on the step")
        #expect(host.root.allDescendants.isEmpty == false)
    }

    @Test func aSliderReportsEditingStartAndEnd() throws {
        var converter = Converter()
        converter.style = .menu
        let host = ViewHost(converter)
        let slider = try host.widget(of: SliderProperties.self)
        try host.perform(SliderActions.self, on: slider, checksWidget: false) { $0.editingChanged(true) }
        try host.perform(SliderActions.self, on: slider, checksWidget: false) { $0.editingChanged(false) }
        // The closure appended to the view's state.
        let written = slider.writes(of: "value")
        try host.tap("Model")
        #expect(slider.properties(as: SliderProperties.self)?.value == 4)
        #expect(slider.writes(of: "value") == written + 1)
    }

    @Test func aStepperWritesItsBindingAndShowsModelWrites() throws {
        let host = ViewHost(Converter())
        let stepper = try host.widget(of: StepperProperties.self, labelled: "Copies")
        stepper.userEdit(StepperProperties.self) { $0.value = 4 }
        try host.perform(StepperActions.self, on: stepper) { $0.valueChanged(4) }
        _ = try host.label(startingWith: "precision 2, copies 4,")
        let writes = stepper.writes(of: "value")
        #expect(writes == 1, "the user's value is not written back")
        try host.tap("Model")
        #expect(stepper.properties(as: StepperProperties.self)?.value == 7)
        // A value out of range is kept in range, and the widget is put back.
        stepper.userEdit(StepperProperties.self) { $0.value = 99 }
        try host.perform(StepperActions.self, on: stepper) { $0.valueChanged(99) }
        _ = try host.label(startingWith: "precision 4, copies 10,")
        #expect(stepper.properties(as: StepperProperties.self)?.value == 10)
    }

    @Test(arguments: [PickerStyle.menu, .segmented, .radioGroup])
    func aPickerSelectsByTag(style: PickerStyle) throws {
        var converter = Converter()
        converter.style = style
        let host = ViewHost(converter)
        let picker = try host.widget(of: PickerProperties.self, labelled: "Unit")
        #expect(picker.properties(as: PickerProperties.self) == PickerProperties(style: style, titles: ["Metres", "Feet", "Inches"], selectedIndex: 0))
        picker.userEdit(PickerProperties.self) { $0.selectedIndex = 1 }
        try host.perform(PickerActions.self, on: picker) { $0.select(1) }
        _ = try host.label(startingWith: "precision 2, copies 3, unit feet")
        #expect(picker.writes(of: "selectedIndex") == 1)
        try host.tap("Model")
        #expect(picker.properties(as: PickerProperties.self)?.selectedIndex == 2)
    }

    @Test func aPickerOverForEachTagsEachElementWithItsID() throws {
        struct Units: View {
            @Owned var unit = Unit.feet
            var body: some View {
                Picker("Unit", selection: $unit) {
                    ForEach(Unit.allCases) { Text($0.rawValue) }
                }
            }
        }
        let host = ViewHost(Units())
        let picker = try host.widget(of: PickerProperties.self)
        #expect(picker.properties(as: PickerProperties.self)?.titles == ["metres", "feet", "inches"])
        #expect(picker.properties(as: PickerProperties.self)?.selectedIndex == 1)
    }

    @Test func aSecureFieldAndATextEditorAreTwoWay() throws {
        let host = ViewHost(Converter())
        let secure = try host.widget(of: SecureFieldProperties.self)
        secure.userEdit(SecureFieldProperties.self) { $0.text = "abc" }
        try host.perform(TextFieldActions.self, on: secure) { $0.textChanged("abc") }
        let editor = try host.widget(of: TextEditorProperties.self)
        editor.userEdit(TextEditorProperties.self) { $0.text = "two\nlines" }
        try host.perform(TextFieldActions.self, on: editor) { $0.textChanged("two\nlines") }
        _ = try host.label("password 3, notes two\nlines")
        #expect(secure.writes(of: "text") == 1 && editor.writes(of: "text") == 1)
        try host.tap("Model")
        #expect(secure.properties(as: SecureFieldProperties.self)?.text == "secret")
        #expect(editor.properties(as: TextEditorProperties.self)?.text == "from the model")
    }

    @Test func aNumberFieldKeepsTheLastValidValueAndTheUsersSpelling() throws {
        let host = ViewHost(Converter())
        let field = try host.textField("Amount")
        #expect(field.text == 1.5.formatted(.number))
        try host.replaceText(in: "Amount", with: "2.50")
        _ = try host.label(startingWith: "precision 2, copies 3, unit metres, amount 1.5")  // typing writes nothing
        try host.submit("Amount")  // Return commits
        _ = try host.label(startingWith: "precision 2, copies 3, unit metres, amount 2.5")
        try host.replaceText(in: "Amount", with: "2.5x!")
        _ = try host.label(startingWith: "precision 2, copies 3, unit metres, amount 2.5")
        // (The GTK test checks that the entry keeps the typed text and shows it invalid.)
        try host.tap("Model")
        #expect(field.text == "42")
    }
}
