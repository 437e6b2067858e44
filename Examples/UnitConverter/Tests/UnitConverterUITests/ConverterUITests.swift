import CellsUITesting
import Testing
import UnitConverter

/// The converter's real window, found as a screen reader finds it and used with real input.
/// Run with `swift test --no-parallel --filter UnitConverterUITests` (one window at a time).
@MainActor
@Suite(.serialized)
struct ConverterUITests {
    @Test func typingAnAmountAndReturnConvertsItAndMovesToTheNotes() throws {
        let app = try UIApplication(ConverterView(), title: "Unit Converter", width: 460, height: 720)
        defer { try? app.terminate() }
        let amount = app.textFields["Amount"]
        #expect(amount.hasFocus)                              // .onAppear { focus = .amount }
        try amount.typeKey("a", modifiers: .control)          // select the 12
        try amount.typeText("10\n")                           // Return commits and submits
        #expect(amount.value == "10")
        #expect(app.staticTexts["3.05"].exists)
        #expect(app.staticTexts.matching { $0.label.hasPrefix("Conversions: ") }.labels != ["Conversions: 0"])
        #expect(app.textViews["Notes"].hasFocus)              // .onSubmit { focus = .notes }
        try app.terminate()
    }

    @Test func theRoundSwitchAndThePrecisionSlider() throws {
        let app = try UIApplication(ConverterView(), title: "Unit Converter", width: 460, height: 720)
        defer { try? app.terminate() }
        try app.toggles["Round"].click()
        // A GtkSwitch slides for 100 ms before it turns on, as a person sees it do.
        #expect(app.toggles["Round"].wait(for: \.isOn, toEqual: true, timeout: 2))
        #expect(app.staticTexts["4.00"].exists)
        try app.sliders["Precision"].adjust(toNormalizedSliderPosition: 0)
        #expect(app.sliders["Precision"].numericValue == 0)
        #expect(app.staticTexts["4"].exists)
        try app.terminate()
    }

    @Test func theAboutPageIsPushedAndItsDoneButtonPopsIt() throws {
        let app = try UIApplication(ConverterView(), title: "Unit Converter", width: 460, height: 720)
        defer { try? app.terminate() }
        try app.buttons["About units"].click()
        let about = app.staticTexts["A foot is 0.3048 metres; an inch 0.0254."]
        #expect(about.waitForExistence(timeout: 2))
        try app.buttons["Done"].click()
        #expect(about.waitForNonExistence(timeout: 2))
        #expect(app.textFields["Amount"].exists)
        try app.terminate()
    }

    /// The built app, launched as a user launches it (its own process and settings).
    @Test func theBuiltAppOpensItsWindowAndClosesWithControlW() throws {
        let app = try UIApplication(launching: "UnitConverterApp")
        defer { try? app.terminate() }
        #expect(app.windows.labels == ["Unit Converter"])
        #expect(app.popUpButtons["From"].exists)
        try app.typeKey("w", modifiers: .control)
        #expect(app.windows["Unit Converter"].waitForNonExistence(timeout: 3))
        try app.terminate()
    }
}
