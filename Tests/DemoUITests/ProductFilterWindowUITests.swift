import CellsUITesting
import Testing

/// The demo's Products window: a "Show favorites only" filter above products with a star
/// toggle each.
@MainActor
@Suite(.serialized)
struct ProductFilterWindowUITests {
    /// The product titles the list shows, in order.
    static func shownProducts(_ app: UIApplication) -> [String] {
        app.cells.staticTexts.labels.filter { $0 != "Show favorites only" }
    }

    @Test func filteringAndStarring() throws {
        let app = try launchDemo("product-filter")
        defer { try? app.terminate() }
        let filter = app.toggles["Show favorites only"]
        #expect(!filter.isOn)
        #expect(Self.shownProducts(app) == ["Tea kettle", "Desk lamp", "Notebook"])
        #expect(app.toggles.matching { $0.isOn }.labels == ["Tea kettle", "Notebook"])
        try filter.click()
        #expect(filter.isOn)
        #expect(Self.shownProducts(app) == ["Tea kettle", "Notebook"])
        // Un-starring a product while the filter is on hides it.
        try app.toggles["Tea kettle"].click()
        #expect(Self.shownProducts(app) == ["Notebook"])
        try filter.click()
        #expect(!filter.isOn)
        #expect(Self.shownProducts(app) == ["Tea kettle", "Desk lamp", "Notebook"])
        #expect(!app.toggles["Tea kettle"].isOn)
        // Starring one shows it under the filter.
        try app.toggles["Desk lamp"].click()
        #expect(app.toggles["Desk lamp"].isOn)
        try filter.click()
        #expect(Self.shownProducts(app) == ["Desk lamp", "Notebook"])
        try app.terminate()
    }

    @Test func manyProductsScroll() throws {
        let app = try launchDemo("product-filter", arguments: ["--count", "100000"])
        defer { try? app.terminate() }
        #expect(app.toggles["Product 1"].exists)
        // Only rows near the visible ones are made.
        #expect(app.cells.count < 1000)
        let listTop = app.toggles["Show favorites only"].frame.y
        let windowBottom = app.windows["Products"].frame.y + app.windows["Products"].frame.height
        /// Whether the product's row is laid out in the list's visible part.
        func isVisible(_ number: Int) -> Bool {
            let frame = app.staticTexts["Product \(number)"].frame
            return frame.height > 0 && frame.y >= listTop && frame.y + frame.height <= windowBottom
        }
        #expect(isVisible(1))
        #expect(!isVisible(25))
        // Twenty wheel notches (about 50 pixels each) bring the rows around the 25th in sight.
        try app.staticTexts["Product 2"].scroll(byDeltaX: 0, deltaY: 20)
        #expect(isVisible(25), "\(app.staticTexts["Product 25"].frame)")
        try app.terminate()
    }

    @Test func keyboardOnly() throws {
        let app = try launchDemo("product-filter")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Show favorites only")
        let forward = ["Tea kettle", "Desk lamp", "Notebook", "Main Menu"]
        #expect(try tabStops(in: app, count: 4) == forward)
        // Back into the list, Tab lands on the row used last (GTK's list view keeps its row, as
        // GNOME lists do) and Shift+Tab walks the rows back to the first.
        #expect(try tabStops(in: app, count: 1) == ["Notebook"])
        let back = try tabStops(in: app, count: 4, backwards: true)
        #expect(back == ["Desk lamp", "Tea kettle", "Show favorites only", "Main Menu"])
        // (The arrow keys move between the list's rows themselves, which have no accessible
        // name yet: the accessibility issue's unnamed list rows.)
        try app.terminate()
    }

    @Test func keyboardToggling() throws {
        let app = try launchDemo("product-filter")
        defer { try? app.terminate() }
        try app.typeKey(.space)
        #expect(app.toggles["Show favorites only"].isOn)
        #expect(Self.shownProducts(app) == ["Tea kettle", "Notebook"])
        try app.typeKey(.tab)
        #expect(app.focusedElement.label == "Tea kettle")
        try app.typeKey(.space)
        #expect(Self.shownProducts(app) == ["Notebook"])
        try app.terminate()
    }
}

