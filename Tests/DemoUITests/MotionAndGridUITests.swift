import CellsUITesting
import Foundation
import Testing

/// The demo's Photo Grid and Motion windows, driven as a screen reader finds their controls
/// and with real clicks: a grid item read by its own name, a disclosure that opens and closes.
@MainActor
@Suite(.serialized)
struct MotionAndGridUITests {
    @Test func aGridItemIsReadByItsNameAndStarredByAClick() throws {
        let app = try launchDemo("photo-grid")
        defer { try? app.terminate() }
        #expect(app.staticTexts["100000 photos, 0 starred"].exists)
        // The button's name is the app's (.accessibilityLabel), not that and its text.
        let third = app.buttons["Photo 3"]
        #expect(third.exists)
        try third.click()
        #expect(app.staticTexts["100000 photos, 1 starred"].waitForExistence(timeout: 5))
        #expect(app.buttons["Photo 3, starred"].waitForExistence(timeout: 5))
    }

    @Test func theDisclosureOpensAndClosesWithItsAnimation() throws {
        let app = try launchDemo("motion")
        defer { try? app.terminate() }
        #expect(!app.staticTexts["Dune"].exists)
        try app.buttons["Show details"].click()
        #expect(app.staticTexts["Dune"].waitForExistence(timeout: 5))
        try app.buttons["Hide details"].click()
        #expect(app.staticTexts["Dune"].waitForNonExistence(timeout: 5), "gone once it has slid away")
        #expect(app.buttons["Show details"].exists)
    }
}
