import CellsUITesting
import Testing

/// The demo's Styles window (built-in and user-written styles), launched as its own process.
@MainActor
@Suite(.serialized)
struct StylesWindowUITests {
    /// Each of the four counting buttons, whatever its style, counts a press; Reset (a
    /// user-written style) sets the count back; Space presses the focused button.
    @Test func buttonsCountPresses() throws {
        let app = try launchDemo("styles")
        defer { try? app.terminate() }
        #expect(app.staticTexts["Pressed 0 times"].exists)
        try app.buttons["Save"].click()
        #expect(app.staticTexts["Pressed 1 times"].exists)
        try app.buttons["Bordered"].click()
        try app.buttons["Borderless"].click()
        try app.buttons["Add one"].click()
        #expect(app.staticTexts["Pressed 4 times"].exists)
        #expect(app.buttons["Reset"].hint == "Sets the count back to zero")
        try app.buttons["Reset"].click()
        #expect(app.staticTexts["Pressed 0 times"].exists)

        try app.buttons["Save"].click()
        #expect(app.buttons["Save"].hasFocus)
        try app.typeKey(.space)
        try app.typeKey(.return)
        #expect(app.staticTexts["Pressed 3 times"].exists)
        try app.terminate()
    }

    /// The switch, the check box and the toggle button show one setting: changing any changes
    /// all three. The star toggle (a user-written style) has a state of its own.
    @Test func togglesShareTheirSetting() throws {
        let app = try launchDemo("styles")
        defer { try? app.terminate() }
        let notifications = app.toggles["Notifications"], checkBox = app.toggles["Check box"], button = app.buttons["Button"]
        #expect(notifications.isOn && checkBox.isOn && button.isOn)
        try checkBox.click()
        #expect(!notifications.isOn && !checkBox.isOn && !button.isOn)
        try notifications.click()
        #expect(notifications.isOn && checkBox.isOn && button.isOn)
        try button.click()
        #expect(!notifications.isOn && !checkBox.isOn && !button.isOn)

        let favourite = app.buttons["Favourite"]
        #expect(favourite.value == "off" || favourite.value == nil)
        try favourite.click()
        #expect(favourite.exists)
        #expect(!notifications.isOn, "the star has its own state")
        try app.terminate()
    }

    /// "Pay 5%" moves the progress bar and its percentage, up to 100%; the formatted texts show.
    @Test func payingMovesTheProgress() throws {
        let app = try launchDemo("styles")
        defer { try? app.terminate() }
        let bar = app.progressIndicators.firstMatch
        #expect(app.staticTexts["Paid off"].exists)
        #expect(app.staticTexts["35%"].exists)
        #expect(abs((bar.numericValue ?? 0) - 0.35) < 0.001)
        try app.buttons["Pay 5%"].click()
        #expect(app.staticTexts["40%"].exists)
        #expect(abs((bar.numericValue ?? 0) - 0.40) < 0.001)
        for _ in 0..<14 { try app.buttons["Pay 5%"].click() }
        #expect(app.staticTexts["100%"].exists, "capped at 100%")
        #expect(abs((bar.numericValue ?? 0) - 1) < 0.001)

        #expect(app.groups["Amount €1,234.50"].exists)
        #expect(app.staticTexts["4.25%"].exists)
        #expect(app.images["Icon only"].exists)
        #expect(app.staticTexts["Title only"].exists)
        try app.terminate()
    }

    /// Every control is reachable with Tab and Shift+Tab, in reading order.
    @Test func keyboardOnly() throws {
        let app = try launchDemo("styles")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Save")
        let forward = ["Bordered", "Borderless", "Add one", "Reset", "Notifications", "Check box", "Button", "Favourite",
                       "Pay 5%", "Main Menu", "Save"]
        let observedForward = try tabStops(in: app, count: forward.count)
        #expect(observedForward == forward)
        try app.buttons["Save"].click()
        let backward = ["Main Menu", "Pay 5%", "Favourite", "Button", "Check box", "Notifications", "Reset", "Add one",
                        "Borderless", "Bordered", "Save"]
        let observedBackward = try tabStops(in: app, count: backward.count, backwards: true)
        #expect(observedBackward == backward)
        print("STYLES \(observedForward) \(observedBackward)")
        try app.terminate()
    }
}
