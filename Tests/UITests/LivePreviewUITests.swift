import CellsUITesting
import Foundation
import Testing

/// `cells-preview --watch` on a user's package, used as a person uses it: the window lists
/// the package's previews, a saved edit to a view's body shows in the same window with the
/// values the person had entered, a build error shows in the window until it is fixed, and
/// the appearance and width switches change what the preview looks like.
@MainActor
@Suite(.serialized)
struct LivePreviewUITests {
    @Test(.timeLimit(.minutes(20)))
    func aSavedEditReloadsInPlaceKeepingValuesAndABuildErrorShowsInTheWindow() throws {
        let package = try LivePreviewPackage.copyOfUnitConverter()
        let built = try package.buildPreviews()
        let app = try UIApplication(launching: built.host, environment: ["CELLS_PREVIEW_CONFIGURATION": built.configuration])
        defer { try? app.terminate() }
        #expect(app.windows.labels == ["Converter"])
        #expect(app.cells["Converter"].exists)
        #expect(app.cells["Converter at phone width"].exists)

        // The person changes the preview's state: 42 feet in inches.
        let amount = app.textFields["Amount"]
        try amount.click()
        try amount.typeKey("a", modifiers: .control)
        try amount.typeText("42\n")
        try app.buttons["inches"].click()
        #expect(app.staticTexts["504.00"].waitForExistence(timeout: 3))

        // A one-line change to the body, saved: the new text, in the same window, with the
        // amount (a Double) and the unit (the package's own enum, a new type after the
        // reload) the person had chosen.
        try package.edit(#"Text("Conversions: \(conversions)")"#, #"Text("Converted: \(conversions)")"#)
        let converted = app.staticTexts.matching { $0.label.hasPrefix("Converted: ") }.firstMatch
        #expect(converted.waitForExistence(timeout: 600), "the edited text after the rebuild")
        #expect(app.windows.labels == ["Converter"])
        #expect(amount.value == "42")
        #expect(app.staticTexts["504.00"].exists, "42 ft in inches, the unit kept")
        #expect(app.staticTexts.matching { $0.label.hasPrefix("Rebuilt in") }.firstMatch.exists)

        // A mistake, saved: the compiler's error in the window, the last good preview below it.
        try package.edit(#"Text("Converted: \(conversions)")"#, #"Text("Converted: \(conversionz)")"#)
        let error = app.staticTexts.matching { $0.label.contains("cannot find 'conversionz' in scope") }.firstMatch
        #expect(error.waitForExistence(timeout: 600), "the build error, shown in the window")
        #expect(error.label.contains(package.converterFile.path), "the error names the user's own file: \(error.label)")
        #expect(converted.exists)
        // Fixed: the error goes.
        try package.edit("conversionz", "conversions")
        #expect(error.waitForNonExistence(timeout: 600), "the error, gone once the code builds")
        #expect(converted.exists)

        // Another preview, from the sidebar: its own name in the title, at its phone width.
        try app.cells["Converter at phone width"].click()
        #expect(app.windows["Converter at phone width"].waitForExistence(timeout: 5))
        #expect(app.textFields["Amount"].waitForExistence(timeout: 5))
        #expect(app.textFields["Amount"].frame.width < 360, "the field fits in 360 px: \(app.textFields["Amount"].frame)")

        // Dark: the window (and the preview in it) turns dark.
        let light = try app.windowImage()
        try app.buttons["Dark"].click()
        let deadline = Date().addingTimeInterval(5)
        var dark = try app.windowImage()
        while Self.brightness(dark) >= Self.brightness(light) / 2, Date() < deadline { dark = try app.windowImage() }
        #expect(Self.brightness(dark) < Self.brightness(light) / 2, "dark is darker")
        try app.terminate()
    }

    private static func brightness(_ image: WindowImage) -> Int {
        image.pixels.reduce(0) { $0 + Int($1) }
    }
}
