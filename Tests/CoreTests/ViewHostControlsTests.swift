import CellsTesting
import Testing

/// A form with one control of each kind the host finds by title.
private struct Preferences: View {
    @Owned private var isDark = false
    @Owned private var unit = "m"
    @Owned private var name = ""
    @Owned private var saves = 0
    var body: some View {
        VStack {
            Toggle("Dark mode", isOn: $isDark)
            Toggle("Sounds", isOn: .constant(true))
            Picker("Unit", selection: $unit) {
                Text("Metres").tag("m")
                Text("Feet").tag("ft")
            }
            TextField("Name", text: $name)
            Button("Save") { saves += 1 }
            Text("dark \(isDark), unit \(unit), name \(name), saves \(saves)")
        }
    }
}

/// A view counting launches in `@AppStorage`, as an app's first-run tip does.
private struct LaunchCounter: View {
    @AppStorage("launches") private var launches = 0
    var body: some View {
        VStack {
            Text("Launches: \(launches)")
            Button("Launch") { launches += 1 }
        }
    }
}

@MainActor
@Suite struct ViewHostControlsTests {
    @Test func findingAToggleDoesNotClickIt() throws {
        let host = ViewHost(Preferences())
        let toggle = try host.toggles["Dark mode"]
        #expect(!toggle.isOn)
        _ = try host.label("dark false, unit m, name , saves 0")
        #expect(host.toggles.count == 2)
        #expect(host.toggles.titles == ["Dark mode", "Sounds"])
        #expect(try host.toggles["Sounds"].isOn)
    }

    @Test func tappingAToggleByTitleOrFoundFlipsIt() throws {
        let host = ViewHost(Preferences())
        try host.tap(toggle: "Dark mode")
        _ = try host.label("dark true, unit m, name , saves 0")
        #expect(try host.toggles["Dark mode"].isOn)
        try host.tap(try host.toggles["Dark mode"])
        _ = try host.label("dark false, unit m, name , saves 0")
        try host.tap(try host.buttons["Save"])
        _ = try host.label("dark false, unit m, name , saves 1")
    }

    @Test func queriesFindButtonsFieldsAndPickersByTitle() throws {
        let host = ViewHost(Preferences())
        #expect(host.buttons.titles == ["Save"])
        #expect(try host.textFields["Name"] === host.textField("Name"))
        try host.type("Wei", into: "Name")
        _ = try host.label("dark false, unit m, name Wei, saves 0")
        #expect(host.pickers.titles == ["Unit"])
        try host.select("Feet", in: "Unit")
        _ = try host.label("dark false, unit ft, name Wei, saves 0")
        #expect(try host.pickers["Unit"].properties(as: PickerProperties.self)?.selectedIndex == 1)
    }

    @Test func aMissingControlNamesWhatIsOnScreen() throws {
        let host = ViewHost(Preferences())
        #expect(throws: ViewHostError.self) { try host.toggles["Wi-Fi"] }
        do {
            try host.tap(toggle: "Wi-Fi")
            Issue.record("tapping a missing toggle throws")
        } catch {
            #expect("\(error)".contains("No toggle \"Wi-Fi\" on screen"))
            #expect("\(error)".contains("\"Dark mode\""))
        }
        #expect(throws: ViewHostError.self) { try host.select("Miles", in: "Unit") }
    }

    @Test func eachHostHasItsOwnAppStorage() throws {
        let first = ViewHost(LaunchCounter())
        try first.tap("Launch")
        try first.tap("Launch")
        _ = try first.label("Launches: 2")
        #expect(first.settingsStore.allRawValues["launches"] == "2")
        #expect(SettingsStore.standard.allRawValues["launches"] == nil, "the process's store is not written")

        let second = ViewHost(LaunchCounter())
        _ = try second.label("Launches: 0")
        #expect(first.settingsStore !== second.settingsStore)
    }

    @Test func aHostUsesTheStoreATestPasses() throws {
        let store = SettingsStore(persistence: InMemorySettingsPersistence(["launches": "41"]))
        let host = ViewHost(LaunchCounter(), defaultAppStorage: store)
        _ = try host.label("Launches: 41")
        try host.tap("Launch")
        #expect(store.allRawValues["launches"] == "42")
        #expect(host.settingsStore === store)
        let again = ViewHost(LaunchCounter(), defaultAppStorage: store)
        _ = try again.label("Launches: 42")
    }
}
