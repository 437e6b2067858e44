import CGtk
import CellsGtk
import Examples
import Gtk
import XCTest

/// The product filter on a real GtkListView.
final class ProductListTests: XCTestCase {
    @MainActor
    private static func openProducts(count: Int?, backend: GtkBackend) throws -> RealWindow {
        let view = count.map { ProductsView(products: Product.generated(count: $0)) } ?? ProductsView()
        let window = try RealWindow(
            view.defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence())),
            backend: backend
        )
        window.settle(for: 0.3)
        return window
    }

    /// The product window with `count` products, once every product is scanned.
    @MainActor
    private static func openAllProducts(count: Int, backend: GtkBackend) throws -> RealWindow {
        let window = try openProducts(count: count, backend: backend)
        // The first rows come with the first frame; the rest while the loop is idle.
        _ = MainLoop.run(until: { (try? window.listItemCount()) == count + 1 }, timeout: 30)
        return window
    }

    func testTheFilterChangesTheListModelAndTheRowsShown() throws {
        try onMainActor {
            let window = try Self.openProducts(count: nil, backend: GtkBackend())
            defer { window.close() }
            XCTAssertEqual(try window.listItemCount(), 4)
            XCTAssertEqual(try window.listLabelTexts(), ["Show favorites only", "Tea kettle", "Desk lamp", "Notebook"])

            try window.clickCheckBox("Show favorites only")
            window.settle(for: 0.3)
            XCTAssertEqual(try window.listItemCount(), 3)
            XCTAssertEqual(try window.listLabelTexts(), ["Show favorites only", "Tea kettle", "Notebook"])

            try window.clickCheckBox("Show favorites only")
            window.settle(for: 0.3)
            XCTAssertEqual(try window.listItemCount(), 4)
        }
    }

    func testA100000ProductListMakesWidgetsForVisibleRowsOnly() throws {
        try onMainActor {
            let backend = GtkBackend()
            let window = try Self.openAllProducts(count: 100_000, backend: backend)
            defer { window.close() }
            XCTAssertEqual(try window.listItemCount(), 100_001)
            XCTAssertGreaterThan(backend.rowWidgetsShown, 3, "the list shows rows")
            XCTAssertLessThan(backend.rowWidgetsAlive, 300, "GtkListView keeps about 200 items, not 100,000")
            XCTAssertLessThan(backend.rowItemsKept, 600, "the list model makes items for the rows GTK binds, not one per product")
            let shownBefore = backend.rowWidgetsShown

            try window.clickCheckBox("Show favorites only")
            window.settle(for: 0.5)
            XCTAssertEqual(try window.listItemCount(), 1 + 33_333)
            XCTAssertEqual(try window.listLabelTexts().prefix(3), ["Show favorites only", "Product 3", "Product 6"])
            XCTAssertLessThan(backend.rowWidgetsAlive, 300)
            XCTAssertLessThan(backend.rowWidgetsShown - shownBefore, 300, "row widgets made over a filter toggle")
            XCTAssertLessThan(backend.rowItemsKept, 600)
        }
    }

    func testUnstarringARowOf100000UnderTheFilterRemovesItAlone() throws {
        try onMainActor {
            let backend = GtkBackend()
            let window = try Self.openAllProducts(count: 100_000, backend: backend)
            defer { window.close() }
            try window.clickCheckBox("Show favorites only")
            window.settle(for: 0.3)
            let shownBefore = backend.rowWidgetsShown

            try window.clickCheckBox(besideLabel: "Product 6")
            window.settle(for: 0.3)
            XCTAssertEqual(try window.listItemCount(), 1 + 33_332)
            XCTAssertEqual(try window.listLabelTexts().prefix(4), ["Show favorites only", "Product 3", "Product 9", "Product 12"])
            XCTAssertLessThan(backend.rowWidgetsShown - shownBefore, 5, "the rows that stayed kept their widgets")

            // The filter off again: the product is there, without its star.
            try window.clickCheckBox("Show favorites only")
            window.settle(for: 0.3)
            XCTAssertEqual(try window.listItemCount(), 100_001)
            XCTAssertEqual(try window.listLabelTexts().prefix(7), ["Show favorites only"] + (1...6).map { "Product \($0)" })
        }
    }

    func testRowsThatStayThroughAFilterKeepTheirState() throws {
        try onMainActor {
            let window = try RealWindow(FilterableRows())
            defer { window.close() }
            window.settle(for: 0.3)
            try window.click("Row 2: 0")
            window.settle(for: 0.1)
            XCTAssertEqual(try window.listLabelTexts(), ["Hide odd rows"] + (0..<6).map { "Row \($0): \($0 == 2 ? 1 : 0)" })

            try window.clickCheckBox("Hide odd rows")
            window.settle(for: 0.3)
            XCTAssertEqual(try window.listItemCount(), 4)
            XCTAssertEqual(try window.listLabelTexts(), ["Hide odd rows", "Row 0: 0", "Row 2: 1", "Row 4: 0"], "row 2 stayed, with its count")

            try window.clickCheckBox("Hide odd rows")
            window.settle(for: 0.3)
            XCTAssertEqual(try window.listLabelTexts(), ["Hide odd rows"] + (0..<6).map { "Row \($0): \($0 == 2 ? 1 : 0)" })
        }
    }
}

/// Six rows with their own tap counts; a check box hides the odd ones.
private struct FilterableRows: View {
    @Owned private var hideOdd = false

    var body: some View {
        List {
            Toggle("Hide odd rows", isOn: $hideOdd)
            ForEach(0..<6) { number in
                if !hideOdd || number.isMultiple(of: 2) {
                    CountedRow(number: number)
                }
            }
        }
    }
}

private struct CountedRow: View {
    let number: Int
    @Owned private var taps = 0

    var body: some View {
        Button("Row \(number): \(taps)") { taps += 1 }
    }
}
