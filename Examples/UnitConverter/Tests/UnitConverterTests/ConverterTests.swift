import CellsTesting
import Testing
import UnitConverter

/// The ported converter driven like a user, without a display.
@MainActor @Suite struct ConverterTests {
    @Test func typingAnAmountConvertsItAndCountsTheConversion() throws {
        let host = ViewHost(ConverterView())
        _ = try host.label(startingWith: "3.66")
        try host.replaceText(in: "Amount", with: "10")
        try host.submit("Amount")  // Return commits the value
        _ = try host.label(startingWith: "3.05")
        _ = try host.label("Conversions: 1")
    }

    @Test func roundingAndPrecisionChangeTheResult() throws {
        let host = ViewHost(ConverterView())
        try host.tap(toggle: "Round")
        _ = try host.label("4.00")
    }

    @Test func theAboutPageIsPushedAndDismissesItself() throws {
        let host = ViewHost(ConverterView())
        try host.tap("About units")
        _ = try host.label("A foot is 0.3048 metres; an inch 0.0254.")
        try host.tap("Done")
        #expect(throws: ViewHostError.self) { try host.label("A foot is 0.3048 metres; an inch 0.0254.") }
    }
}
