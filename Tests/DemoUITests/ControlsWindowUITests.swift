import CellsUITesting
import Foundation
import Testing

/// The demo's Controls window (a unit converter using every control), launched as its own process.
@MainActor
@Suite(.serialized)
struct ControlsWindowUITests {
    /// The result and the summary line follow the amount typed; Enter moves to the notes; text
    /// that is not a number marks the field invalid and keeps the last value.
    @Test func typingAnAmount() throws {
        let app = try launchDemo("controls")
        defer { try? app.terminate() }
        let amount = app.textFields["Amount"]
        #expect(amount.hasFocus)
        #expect(amount.value == "1")
        #expect(app.staticTexts["3.28 ft"].exists)
        #expect(app.staticTexts["Editing: amount"].exists)

        try amount.typeKey("a", modifiers: .control)
        try amount.typeText("abc")
        #expect(amount.value == "abc")
        #expect(amount.isInvalid, "text that is not a number turns the field red, and a screen reader says it is invalid")
        #expect(app.staticTexts["3.28 ft"].exists, "the last value is kept")

        try amount.typeKey("a", modifiers: .control)
        try amount.typeText("2.5")
        #expect(!amount.isInvalid)
        #expect(app.staticTexts["3.28 ft"].exists, "typing alone leaves the value: Return (or leaving the field) commits it")

        try amount.typeKey("a", modifiers: .control)
        try amount.typeText("10\n")
        #expect(app.staticTexts["32.81 ft"].exists)
        #expect(app.staticTexts.labels.contains { $0.hasPrefix("10 m = 32.81 ft · precision 2") })
        #expect(app.textViews["Notes"].hasFocus, "Enter in the amount moves to the notes")
        #expect(app.staticTexts["Editing: notes"].exists)
        try app.terminate()
    }

    /// The From drop-down, the To segments, the Precision slider, the rounding switch, the
    /// Copies stepper and the Advanced switch each change what the window shows.
    @Test func pickersSliderSwitchesAndStepper() throws {
        let app = try launchDemo("controls")
        defer { try? app.terminate() }
        // The combo row's list: opened by a click, a unit picked with the arrow keys and Return
        // (the list's rows have no usable place on the screen over AT-SPI, see the report).
        try app.popUpButtons["From"].click()
        #expect(app.cells.containing(.staticText, "Feet").firstMatch.waitForExistence(timeout: 2))
        try app.typeKey(.downArrow)
        try app.typeKey(.return)
        #expect(app.cells.containing(.staticText, "Miles").firstMatch.waitForNonExistence(timeout: 2), "the list closes after a pick")
        #expect(app.popUpButtons["From"].value == "Feet", "the combo row says its choice")
        #expect(app.staticTexts["1.00 ft"].exists)

        try app.buttons["m"].click()
        #expect(app.buttons["m"].isOn)
        #expect(!app.buttons["ft"].isOn)
        #expect(app.staticTexts["0.30 m"].exists)

        let precision = app.sliders["Precision"]
        #expect(precision.value == "2")
        try precision.adjust(toNormalizedSliderPosition: 1)
        #expect(precision.value == "6")
        #expect(app.staticTexts["0.304800 m"].exists)
        try precision.adjust(toNormalizedSliderPosition: 0.5)
        #expect(precision.value == "3")
        #expect(app.staticTexts["0.305 m"].exists)

        let round = app.toggles["Round to whole units"]
        #expect(!round.isOn)
        try round.click()
        #expect(round.isOn)
        #expect(app.staticTexts["0.000 m"].exists)
        try round.click()
        #expect(!round.isOn)

        let copies = app.steppers.firstMatch
        #expect(copies.label == "Copies: 1")
        // Focused from the keyboard: a click on its middle hits its "−" button.
        try focus(copies, in: app)
        try app.typeKey(.upArrow)
        try app.typeKey(.upArrow)
        #expect(copies.value == "3")
        #expect(copies.label == "Copies: 3")
        #expect(app.staticTexts["Copies: 3"].exists)
        try copies.click()  // "−", in the middle of the stepper
        #expect(copies.value == "2")
        #expect(app.staticTexts["Copies: 2"].exists)

        let advanced = app.toggles["Advanced"]
        #expect(advanced.isOn)
        #expect(app.textViews["Notes"].exists)
        try advanced.click()
        #expect(!advanced.isOn)
        #expect(app.textViews["Notes"].waitForNonExistence(timeout: 2), "the Notes section hides")
        #expect(!app.secureTextFields["Share password"].exists)
        try advanced.click()
        #expect(app.textViews["Notes"].waitForExistence(timeout: 2))
        try app.terminate()
    }

    /// The Notes section: the text editor, the date picker's popover, the password field and the
    /// progress bar's Step and Reset buttons, as the summary line reports them.
    @Test func notesSection() throws {
        let app = try launchDemo("controls")
        defer { try? app.terminate() }
        func summary() -> String { app.staticTexts.labels.first { $0.contains(" · copies ") } ?? "" }
        #expect(summary().contains("notes 21 chars"))
        // The Notes section is below the form's visible part at first: clicking into it turns
        // the wheel over the form until it is in sight, as a person would.
        try app.textViews["Notes"].typeText(" OK")
        #expect(app.textViews["Notes"].value == "Measured at the door. OK")
        #expect(summary().contains("notes 24 chars"))

        try app.secureTextFields["Share password"].typeText("hunter2")
        #expect(summary().contains("password set"))
        #expect(app.staticTexts["Editing: password"].exists)

        let progress = app.progressIndicators.firstMatch
        #expect(progress.numericValue == 0)
        try app.buttons["Step"].click()
        try app.buttons["Step"].click()
        #expect(progress.numericValue == 0.5)
        #expect(summary().contains("progress 50%"))
        try app.buttons["Reset"].click()
        #expect(progress.numericValue == 0)
        #expect(summary().contains("progress 0%"))

        // The date picker: a calendar in a popover; the arrow keys move the day.
        let date = app.buttons["Measured on"].descendants(matching: .staticText).firstMatch
        let today = date.label
        try app.buttons["Measured on"].click()
        // The calendar reads as the picker's label ("Measured on"), not as "GtkCalendar".
        let calendar = app.descendants(matching: .other)["Measured on"]
        #expect(calendar.waitForExistence(timeout: 2))
        #expect(calendar.hasFocus)
        try app.typeKey(.rightArrow)
        try app.typeKey(.space)
        if calendar.exists { try app.typeKey(.escape) }
        #expect(calendar.waitForNonExistence(timeout: 2))
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_GB")
        format.dateFormat = "d MMM yyyy"
        let tomorrow = format.string(from: Date().addingTimeInterval(86_400))
        #expect(today == format.string(from: Date()))
        withKnownIssue("GTK 4.8's calendar starts its keyboard focus at its first cell, not at the selected day (the accessibility and keyboard issue, #36)") {
            #expect(date.label == tomorrow, "Right arrow then Space in the calendar picks the day after the shown one")
        }
        try app.terminate()
    }

    /// Every control is reachable with Tab and Shift+Tab in reading order (Ctrl+Tab leaves the
    /// Notes editor, which keeps Tab for itself).
    @Test func keyboardOnly() throws {
        let app = try launchDemo("controls")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Amount")
        let top = ["From", "m", "ft", "in", "mi", "Precision", "Round to whole units", "Copies: 1", "Advanced", "Notes"]
        #expect(try tabStops(in: app, count: top.count) == top)
        try app.typeKey(.tab)
        #expect(app.focusedElement.label == "Notes", "Tab stays in the text view")
        try app.typeKey(.tab, modifiers: .control)
        #expect(app.focusedElement.label == "Measured on", "Ctrl+Tab leaves the Notes editor for the next control")

        try app.buttons["Measured on"].click()
        try app.typeKey(.escape)
        #expect(app.focusedElement.label == "Measured on")
        let bottom = ["Highlight", "Share password", "Step", "Reset", "About units (Wikipedia)", "Main Menu", "Amount"]
        #expect(try tabStops(in: app, count: bottom.count) == bottom)

        // Backwards, from the end of the window to the start.
        try app.typeKey(.tab, modifiers: .shift)
        #expect(app.focusedElement.label == "Main Menu")
        let back = ["About units (Wikipedia)", "Reset", "Step", "Share password", "Highlight", "Measured on", "Notes"]
        #expect(try tabStops(in: app, count: back.count, backwards: true) == back)
        try app.typeKey(.tab, modifiers: [.control, .shift])
        #expect(app.focusedElement.label == "Advanced")
        let up = ["Copies: 1", "Round to whole units", "Precision", "mi", "in", "ft", "m", "From", "Amount"]
        let observed = try tabStops(in: app, count: up.count, backwards: true)
        #expect(observed == up)
        print("UP \(observed)")
        try app.terminate()
    }
}

/// Presses Tab until `element` has the keyboard focus (at most 30 times).
@MainActor
private func focus(_ element: UIElement, in app: UIApplication) throws {
    for _ in 0..<30 where !element.hasFocus { try app.typeKey(.tab) }
    #expect(element.hasFocus, "Tab reaches \(element)")
}
