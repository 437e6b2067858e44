import CellsUITesting
import Foundation
import Testing

/// The demo's Photo Grid and Motion windows, driven as a screen reader finds their controls
/// and with real input: a grid item read by its own name, the grid scrolled by the wheel and
/// to its end by the keyboard, a disclosure that opens and closes, a geometry reader that
/// follows the window's size.
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

    /// Narrowed from its five columns to a phone's width the grid lays out two, and the app
    /// goes on: GTK 4.8's grid view aborted when its column count changed inside its own
    /// layout (found by the demo's 360-pixel snapshots).
    @Test func theGridNarrowsToAPhonesWidthInTwoColumns() throws {
        let app = try launchDemo("photo-grid")
        defer { try? app.terminate() }
        let window = app.windows["Photo Grid"]
        for width in [520, 360] {
            try window.resize(toWidth: width, height: Int(window.frame.height))
            #expect(app.isRunning, "the app ended at \(width) pixels: \(app.output.suffix(400))")
        }
        #expect(app.buttons["Photo 2"].waitForExistence(timeout: 5))
        let first = app.buttons["Photo 1"].frame, second = app.buttons["Photo 2"].frame, third = app.buttons["Photo 3"].frame
        #expect(first.y == second.y && second.x > first.x, "two tiles side by side: \(first), \(second)")
        #expect(third.y > first.y && third.x == first.x, "the third starts the next row: \(third)")
        // A screen reader should find every tile within the window, where it is drawn. After
        // the narrowing, GTK 4.8 still reports some tiles at their places in the wider layout
        // (the pixels are right): a known issue of the deferred column count.
        let edge = window.frame.x + window.frame.width
        withKnownIssue("tiles reported at their wider layout's places after a narrowing", isIntermittent: true) {
            for tile in app.buttons.matching({ $0.label.hasPrefix("Photo ") }).allElementsBoundByIndex where tile.isHittable {
                #expect(tile.frame.x + tile.frame.width <= edge, "\(tile.label) at \(tile.frame) is past the window's edge (\(edge))")
            }
        }
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

    @Test func theGridScrollsByTheWheelAndToItsEndByTheKeyboard() throws {
        let app = try launchDemo("photo-grid")
        defer { try? app.terminate() }
        let tiles = app.buttons.matching { $0.label.hasPrefix("Photo ") }
        func lastMade() -> Int { tiles.labels.compactMap { Int($0.dropFirst("Photo ".count).prefix { $0.isNumber }) }.max() ?? 0 }
        #expect(!app.buttons["Photo 100000"].exists, "the grid makes only what is near the screen")
        // A click on the first tile stars it and puts the focus in the grid.
        try app.buttons["Photo 1"].click()
        let first = app.buttons["Photo 1, starred"]
        #expect(first.waitForExistence(timeout: 5))
        // Thirty notches of the wheel: tiles further down are made as they come near.
        let madeBefore = lastMade()
        try first.scroll(byDeltaX: 0, deltaY: 30)
        let later = tiles.matching { Int($0.label.dropFirst("Photo ".count).prefix { $0.isNumber }) ?? 0 > madeBefore }
        #expect(later.firstMatch.waitForExistence(timeout: 5), "the wheel scrolled on past Photo \(madeBefore)")
        // End goes to the last of the 100,000 tiles; Home comes back to the first.
        try app.typeKey(.end)
        #expect(app.buttons["Photo 100000"].waitForExistence(timeout: 5), "End reaches the last tile")
        #expect(app.buttons["Photo 100000"].isHittable)
        #expect(!first.exists, "the first tiles' widgets went to the last")
        try app.typeKey(.home)
        #expect(first.waitForExistence(timeout: 5), "Home goes back to the first")
        #expect(first.isHittable)
    }

    /// Whether `element`'s `property` is `value` within 5 s.
    private static func becomes(_ value: Bool, _ element: UIElement, _ property: KeyPath<UIElement, Bool>) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while element[keyPath: property] != value, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        return element[keyPath: property] == value
    }

    @Test func theGeometryReaderReadsTheSpaceAfterTheWindowIsResized() throws {
        let app = try launchDemo("motion")
        defer { try? app.terminate() }
        let window = app.windows["Motion"]
        let readout = app.staticTexts.matching { $0.label.hasPrefix("The space below is ") }
        #expect(readout.count == 1)
        let before = readout.element(boundBy: 0).label
        let width = window.frame.width, height = window.frame.height
        let widthBefore = try #require(Int(before.dropFirst("The space below is ".count).prefix { $0.isNumber }))
        // A person drags the window 100 pixels wider and 80 taller: the reader gets it all.
        try window.resize(toWidth: Int(width) + 100, height: Int(height) + 80)
        let wider = "The space below is \(widthBefore + 100) × "
        #expect(app.staticTexts.matching { $0.label.hasPrefix(wider) }.firstMatch.waitForExistence(timeout: 5),
                "read after the resize: \(readout.labels), before: \(before)")
    }
}
