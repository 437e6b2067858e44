import Cells
import CellsTesting
import Testing

/// The views a `Form` or `Section` holds directly are its rows (drawn by the GTK backend as
/// libadwaita's rows); the same views inside a row (in a stack, as a `LabeledContent`'s
/// content) or outside any form are controls.
@MainActor
@Suite struct FormRowTests {
    private struct Settings: View {
        @Owned var isOn = true
        @Owned var name = "Ada"
        @Owned var secret = ""
        @Owned var unit = "m"
        @Owned var showsMore = true

        var body: some View {
            VStack {
                Toggle("Outside", isOn: $isOn)
                Toggle("More", isOn: $showsMore)
                Form {
                    Toggle("Loose row", isOn: $isOn)
                    Section("Rows") {
                        Toggle("Wi-Fi", isOn: $isOn)
                        TextField("Name", text: $name)
                        SecureField("Password", text: $secret)
                        Picker("Unit", selection: $unit) { Text("m").tag("m"); Text("ft").tag("ft") }
                        LabeledContent("Result", value: "3.28 ft")
                        ForEach(["Each"], id: \.self) { title in Toggle(title, isOn: $isOn) }
                        if showsMore { OwnRow(isOn: $isOn) }
                        HStack { Toggle("In stack", isOn: $isOn) }
                        LabeledContent("Labelled") { TextField("Inside", text: $name) }
                    }
                }
            }
        }
    }

    /// A view of the app's own adds no widget: what its body makes is the row.
    private struct OwnRow: View {
        @Binding var isOn: Bool
        var body: some View { Toggle("Own view", isOn: $isOn) }
    }

    @Test func theViewsAFormHoldsAreItsRows() throws {
        let host = ViewHost(Settings())
        for title in ["Loose row", "Wi-Fi", "Each", "Own view"] {
            let toggle = try #require(try host.toggles[title].properties(as: ToggleProperties.self))
            #expect(toggle.isFormRow, "\(title) is a row")
            #expect(toggle.style == .switch, "\(title) is a switch, GNOME's boolean setting")
        }
        #expect(try host.pickers["Unit"].properties(as: PickerProperties.self)?.isFormRow == true)
        let labelled = host.widgets(of: LabeledContentProperties.self).compactMap { $0.properties(as: LabeledContentProperties.self) }
        #expect(labelled.map(\.title) == ["Result", "Labelled"])
        #expect(labelled.map(\.isFormRow) == [true, true])
    }

    @Test func theViewsInsideARowOrOutsideAFormAreControls() throws {
        let host = ViewHost(Settings())
        for title in ["Outside", "In stack"] {
            let toggle = try #require(try host.toggles[title].properties(as: ToggleProperties.self))
            #expect(!toggle.isFormRow, "\(title) is a control")
            #expect(toggle.style == .checkbox, "\(title) keeps the platform's check box")
        }
    }

    @Test func anExplicitStyleStaysInAForm() throws {
        struct Styled: View {
            @Owned var isOn = false
            var body: some View {
                Form {
                    Toggle("Check", isOn: $isOn).toggleStyle(.checkbox)
                    Toggle("Pressed", isOn: $isOn).toggleStyle(.button)
                }
            }
        }
        let host = ViewHost(Styled())
        #expect(try host.toggles["Check"].properties(as: ToggleProperties.self)?.style == .checkbox)
        #expect(try host.toggles["Check"].properties(as: ToggleProperties.self)?.isFormRow == true)
        #expect(try host.toggles["Pressed"].properties(as: ToggleProperties.self)?.style == .button)
    }

    @Test func aRowThatComesLaterIsARowToo() throws {
        let host = ViewHost(Settings())
        try host.tap(toggle: "More")
        #expect(throws: (any Error).self) { try host.toggles["Own view"] }
        try host.tap(toggle: "More")
        #expect(try host.toggles["Own view"].properties(as: ToggleProperties.self)?.isFormRow == true)
    }
}
