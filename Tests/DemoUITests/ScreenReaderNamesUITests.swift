import CellsUITesting
import Foundation
import Testing

/// What a screen reader hears of the demo's windows, read from the AT-SPI tree as Orca reads
/// it: lists, rows, groups, icons, progress bars and values named by what the window shows.
@MainActor
@Suite(.serialized)
struct ScreenReaderNamesUITests {
    /// Controls: each form section's list is named by its header, each row by its text; the
    /// segmented "To" choice is a group named "To"; a decorative icon is not read; the date
    /// picker stays "Measured on" after a pick and tells the date; a field with text that is
    /// not a number says so.
    @Test func controlsWindow() throws {
        let app = try launchDemo("controls")
        defer { try? app.terminate() }
        #expect(app.groups["Convert"].exists && app.groups["Options"].exists && app.groups["Notes"].exists,
                "the sections' lists are named by their headers")
        #expect(app.cells["Result 3.28 ft"].exists, "a row reads as its text")
        #expect(app.groups["To"].descendants(matching: .button).labels == ["m", "ft", "in", "mi"],
                "the segmented choice is a group named by the picker's label")
        #expect(!app.images.labels.contains { $0.isEmpty || $0.hasPrefix("Gtk") }, "no image reads as GtkImage")
        #expect(!app.images["emblem synchronizing"].exists, "a Label's icon is not read beside its title")
        #expect(app.progressIndicators.firstMatch.label == "Controls", "an untitled bar reads as its window's task")

        let picker = app.buttons["Measured on"]
        let before = picker.hint
        #expect(!before.isEmpty, "the date is the button's description")
        try picker.click()
        let calendar = app.descendants(matching: .other)["Measured on"]
        #expect(calendar.waitForExistence(timeout: 2))
        #expect(app.buttons.labels.filter { $0 == "Measured on" }.count <= 2,
                "the calendar's month and year arrows keep their own names")
        try app.typeKey(.rightArrow)
        try app.typeKey(.space)
        if calendar.exists { try app.typeKey(.escape) }
        #expect(calendar.waitForNonExistence(timeout: 2))
        #expect(app.buttons["Measured on"].exists, "after a pick the button is still called by its label")
        #expect(app.buttons["Measured on"].hint != before, "and tells the picked date")

        let amount = app.textFields["Amount"]
        try amount.click()
        try amount.typeKey("a", modifiers: .control)
        try amount.typeText("abc")
        #expect(amount.isInvalid)
        #expect(amount.hint.hasPrefix("Invalid value"), "Orca reads the description: GTK 4.8's invalid state is not \"invalid entry\"")
        try app.terminate()
    }

    /// Styles: the star toggle tells its value; a titled progress bar reads as its title; an
    /// icon inside a titled button is not read.
    @Test func stylesWindow() throws {
        let app = try launchDemo("styles")
        defer { try? app.terminate() }
        let star = app.buttons["Favourite"]
        #expect(star.value == "off")
        try star.click()
        #expect(star.value == "on", ".accessibilityValue reaches screen readers")
        #expect(app.progressIndicators["Paid off"].exists, "a styled progress view's bar reads as its title")
        #expect(app.buttons["Reset"].descendants(matching: .image).count == 0, "the icon beside a button's title is not read")
        #expect(app.groups["Buttons"].exists)
        try app.terminate()
    }

    /// The launcher: rows read as the window they open; the chevrons are not read.
    @Test func launcher() throws {
        let app = try launchDemo("launcher")
        defer { try? app.terminate() }
        #expect(app.cells["Title Editor"].exists)
        #expect(app.images.count == 0, "the chevron beside each title is decoration")
        #expect(app.groups["Examples"].exists)
        try app.terminate()
    }

    /// The Keyboard Shortcuts window reads as "Keyboard Shortcuts", not "GtkShortcutsWindow".
    @Test func shortcutsWindowIsNamed() throws {
        let app = try launchDemo("title-editor")
        defer { try? app.terminate() }
        try app.typeKey("?", modifiers: .control)
        #expect(app.windows["Keyboard Shortcuts"].waitForExistence(timeout: 3))
        #expect(!app.windows.labels.contains { $0.hasPrefix("Gtk") })
        try app.typeKey(.escape)
        try app.terminate()
    }
}
