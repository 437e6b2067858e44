import CellsUITesting
import Foundation
import Testing

/// The demo's Shapes window: drawn shapes, a progress ring a timer moves, a switch to stop it,
/// a slider, and the window's scene phase.
@MainActor
@Suite(.serialized)
struct ShapesWindowUITests {
    /// The ring's "N%" label, as a number.
    static func ringPercent(_ app: UIApplication) -> Int? {
        let label = app.staticTexts.matching { $0.label.hasSuffix("%") }.firstMatch.label
        return Int(label.dropLast())
    }

    /// Lets the app run for `seconds` (its timer ticks every 0.1 s).
    static func wait(_ seconds: Double) {
        Thread.sleep(forTimeInterval: seconds)
    }

    @Test func theRingMovesUntilTheSwitchStopsIt() throws {
        let app = try launchDemo("shapes")
        defer { try? app.terminate() }
        #expect(app.staticTexts["Window is active"].exists)
        #expect(app.staticTexts["Card on a material"].exists)
        #expect(app.staticTexts["Tinted background"].exists)
        #expect(app.staticTexts["With a badge"].exists)
        let ringMoves = app.toggles["Ring moves"]
        #expect(ringMoves.isOn)
        let first = try #require(Self.ringPercent(app))
        Self.wait(0.6)
        let later = try #require(Self.ringPercent(app))
        #expect(later != first)
        // The bar shows the same progress as the ring.
        let bar = try #require(app.progressIndicators.firstMatch.numericValue)
        #expect(abs(bar * 100 - Double(try #require(Self.ringPercent(app)))) <= 3)
        try ringMoves.click()
        #expect(!ringMoves.isOn)
        let stopped = try #require(Self.ringPercent(app))
        Self.wait(0.6)
        #expect(Self.ringPercent(app) == stopped)
        try ringMoves.click()
        #expect(ringMoves.isOn)
        Self.wait(0.6)
        #expect(Self.ringPercent(app) != stopped)
        try app.terminate()
    }

    @Test func draggingTheSlider() throws {
        let app = try launchDemo("shapes")
        defer { try? app.terminate() }
        let slider = app.sliders["Sharpness"]
        #expect(slider.value == "0.6")
        try slider.adjust(toNormalizedSliderPosition: 0.25)
        let value = try #require(slider.numericValue)
        #expect(abs(value - 0.25) < 0.02)
        #expect(app.staticTexts[String(format: "%.2f", value)].exists)
        try slider.adjust(toNormalizedSliderPosition: 1)
        #expect(slider.value == "1")
        #expect(app.staticTexts["1.00"].exists)
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("shapes")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Ring moves")
        #expect(try tabStops(in: app, count: 3) == ["Sharpness", "Main Menu", "Ring moves"])
        #expect(try tabStops(in: app, count: 3, backwards: true) == ["Main Menu", "Sharpness", "Ring moves"])
        try app.typeKey(.space)
        #expect(!app.toggles["Ring moves"].isOn)
        try app.typeKey(.tab)
        let before = try #require(app.sliders["Sharpness"].numericValue)
        try app.typeKey(.rightArrow)
        let after = try #require(app.sliders["Sharpness"].numericValue)
        #expect(after > before)
        try app.typeKey(.home)
        #expect(app.sliders["Sharpness"].value == "0")
        try app.terminate()
    }
}
