import CellsUITesting
import Testing

/// The demo's Score Plate window: which plates lose their score when their parent re-renders,
/// by how the plate holds its model (observed, owned, environment) and the model's kind.
@MainActor
@Suite(.serialized)
struct ScorePlateWindowUITests {
    /// "Models created so far: N" as a number.
    static func modelsCreated(_ app: UIApplication) -> Int {
        let label = app.staticTexts.matching { $0.label.hasPrefix("Models created so far: ") }.firstMatch.label
        return Int(label.dropFirst("Models created so far: ".count)) ?? -1
    }

    static func press(_ app: UIApplication, plusOne times: Int) throws {
        for _ in 0..<times { try app.buttons["+1"].click() }
    }

    @Test func anObservedPlateResetsWhenTheNameToggles() throws {
        let app = try launchDemo("score-plate")
        defer { try? app.terminate() }
        #expect(app.buttons["observed"].isOn)
        #expect(!app.buttons["owned"].isOn)
        #expect(app.buttons["ObservableObject"].isOn)
        #expect(app.staticTexts["Current User: onevcat"].exists)
        #expect(app.staticTexts["Score: 0"].exists)
        #expect(app.staticTexts["Nice? NO"].exists)
        #expect(app.staticTexts["Ummmm..."].exists)
        try Self.press(app, plusOne: 5)
        #expect(app.staticTexts["Score: 5"].exists)
        #expect(app.staticTexts["Nice? YES"].exists)
        #expect(app.staticTexts["Good"].exists)
        let before = Self.modelsCreated(app)
        try app.buttons["Toggle Name"].click()
        #expect(app.staticTexts["Current User: Wei Wang"].exists)
        // A new model: score and verdict reset, the plate's own flag stays.
        #expect(app.staticTexts["Score: 0"].exists)
        #expect(app.staticTexts["Ummmm..."].exists)
        #expect(app.staticTexts["Nice? YES"].exists)
        #expect(Self.modelsCreated(app) > before)
        // The same with an @Observable model (a new choice shows the score content anew).
        try app.buttons["@Observable"].click()
        #expect(app.buttons["@Observable"].isOn)
        #expect(!app.buttons["ObservableObject"].isOn)
        #expect(app.buttons["observed"].isOn)
        #expect(app.staticTexts["Current User: onevcat"].exists)
        try Self.press(app, plusOne: 2)
        #expect(app.staticTexts["Score: 2"].exists)
        try app.buttons["Toggle Name"].click()
        #expect(app.staticTexts["Current User: Wei Wang"].exists)
        #expect(app.staticTexts["Score: 0"].exists)
        try app.terminate()
    }

    @Test func ownedAndEnvironmentPlatesKeepTheirScore() throws {
        let app = try launchDemo("score-plate")
        defer { try? app.terminate() }
        try app.buttons["owned"].click()
        #expect(app.buttons["owned"].isOn)
        #expect(!app.buttons["observed"].isOn)
        try Self.press(app, plusOne: 11)
        #expect(app.staticTexts["Score: 11"].exists)
        #expect(app.staticTexts["Fantastic"].exists)
        let before = Self.modelsCreated(app)
        try app.buttons["Toggle Name"].click()
        #expect(app.staticTexts["Current User: Wei Wang"].exists)
        #expect(app.staticTexts["Score: 11"].exists)
        #expect(app.staticTexts["Fantastic"].exists)
        #expect(Self.modelsCreated(app) == before)
        // The environment plate shares the window's model: it survives leaving and coming back.
        try app.buttons["environment"].click()
        #expect(app.staticTexts["Score: 0"].exists)
        try Self.press(app, plusOne: 2)
        #expect(app.staticTexts["Score: 2"].exists)
        try app.buttons["Toggle Name"].click()
        #expect(app.staticTexts["Score: 2"].exists)
        try app.buttons["observed"].click()
        try app.buttons["environment"].click()
        #expect(app.staticTexts["Score: 2"].exists)
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("score-plate")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "observed")
        let order = ["owned", "environment", "ObservableObject", "@Observable", "Toggle Name", "+1", "Main Menu", "observed"]
        #expect(try tabStops(in: app, count: order.count) == order)
        let back = ["Main Menu", "+1", "Toggle Name", "@Observable", "ObservableObject", "environment", "owned", "observed"]
        #expect(try tabStops(in: app, count: back.count, backwards: true) == back)
        // Choose "owned" with Space, then press +1 and Toggle Name from the keyboard.
        try app.typeKey(.tab)
        try app.typeKey(.space)
        #expect(app.buttons["owned"].isOn)
        #expect(!app.buttons["observed"].isOn)
        try app.typeKey(.tab, modifiers: .shift)
        _ = try tabStops(in: app, count: 6)
        #expect(app.focusedElement.label == "+1")
        try app.typeKey(.space)
        try app.typeKey(.space)
        #expect(app.staticTexts["Score: 2"].exists)
        try app.typeKey(.tab, modifiers: .shift)
        #expect(app.focusedElement.label == "Toggle Name")
        try app.typeKey(.return)
        #expect(app.staticTexts["Current User: Wei Wang"].exists)
        #expect(app.staticTexts["Score: 2"].exists)
        try app.terminate()
    }
}
