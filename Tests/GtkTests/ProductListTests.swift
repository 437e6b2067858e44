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

    func testAFilterToggleInTheMiddleOfALongListShowsTheRightRowsAndThenEveryRow() throws {
        try onMainActor {
            let store = SettingsStore(persistence: InMemorySettingsPersistence())
            let window = try RealWindow(
                ProductsView(products: Product.generated(count: 100_000)).defaultAppStorage(store), backend: GtkBackend()
            )
            defer { window.close() }
            _ = MainLoop.run(until: { (try? window.listItemCount()) == 100_001 }, timeout: 30)
            let scrolled = try window.widget(ofType: gtk_scrolled_window_get_type(), "the list's scrolled window")
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
            gtk_adjustment_set_value(adjustment, (gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)) / 2)
            window.settle(for: 0.3)
            let numbersShown = { try window.listLabelTexts().compactMap { Int($0.dropFirst("Product ".count)) } }
            XCTAssertGreaterThan(try numbersShown().min() ?? 0, 40_000, "scrolled to the middle")

            // The list runs the elements up to the rows GTK has bound first, the rest after
            // the frame: what is in sight is right at once, and every row comes.
            store.setRawValue("true", forKey: "showFavorited")
            _ = MainLoop.run(until: { (try? window.listItemCount()) != 100_001 }, timeout: 5)
            XCTAssertLessThan(try window.listItemCount(), 1 + 33_333, "the update pass listed the rows up to those in sight, not all")
            let painted = MainLoop.waitForNextFrame(of: scrolled, timeout: 5)
            XCTAssertTrue(painted)
            let shown = try numbersShown()
            XCTAssertFalse(shown.isEmpty)
            XCTAssertTrue(shown.allSatisfy { $0.isMultiple(of: 3) }, "only favorites show: \(shown.prefix(8))")
            _ = MainLoop.run(until: { (try? window.listItemCount()) == 1 + 33_333 }, timeout: 30)
            XCTAssertEqual(try window.listItemCount(), 1 + 33_333)
            XCTAssertTrue(try numbersShown().allSatisfy { $0.isMultiple(of: 3) })
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
