import CGtk
import CellsGtk
import Gtk
import XCTest

private struct Tile: Identifiable {
    let id: Int
    var isStarred = false
}

private struct TileGrid: View {
    @Owned var tiles = (0..<100_000).map { Tile(id: $0) }

    var body: some View {
        VStack {
            Text("\(tiles.lazy.filter(\.isStarred).count) starred")
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 8) {
                    ForEach($tiles) { $tile in
                        Button(tile.isStarred ? "★ \(tile.id)" : "\(tile.id)") { tile.isStarred.toggle() }
                            .frame(height: 60)
                    }
                }
            }
        }
    }
}

/// Two grids of short words: items sit in their cells as their grid item says (the centre by
/// default, as in SwiftUI), and an item that takes the space offered fills its cell.
private struct AlignedGrids: View {
    var body: some View {
        VStack {
            LazyVGrid(columns: [GridItem(.fixed(150)), GridItem(.fixed(150))]) {
                Text("Centred")
                Text("Filling").frame(maxWidth: .infinity)
            }
            LazyVGrid(columns: [GridItem(.fixed(150), alignment: .leading), GridItem(.fixed(150), alignment: .leading)]) {
                Text("Leading")
                Text("Also")
            }
        }
    }
}

/// A 100,000-item `LazyVGrid` in a real window: a `GtkGridView` in place of the scroll view's
/// own scrolled window, as many 100-pixel columns as fit, scrolled to its end by keyboard and
/// by wheel with real input (XTEST), making widgets for the items in sight only.
final class LazyGridWindowTests: XCTestCase {
    /// Runs `body` with the grid of 100,000 tiles in a 640 × 480 window, its backend, and
    /// its grid view; closes the window after.
    private func withGridWindow(_ body: @MainActor (RealWindow, GtkBackend, UnsafeMutablePointer<GtkWidget>) throws -> Void) throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let backend = GtkBackend()
            let hosted = HostedWindow(title: "Grid", content: TileGrid(), application: nil, defaultSize: (640, 480), backend: backend)
            hosted.present()
            let window = RealWindow(hosted: hosted)
            defer { window.close() }
            window.settle(for: 0.5)
            try body(window, backend, try window.widget(ofType: gtk_grid_view_get_type(), "grid view"))
        }
    }

    func testColumnsFitTheWidthAndTheKeyboardReachesTheLastItem() throws {
        try withGridWindow { window, backend, grid in
            XCTAssertTrue(widgetIsA(gtk_widget_get_parent(grid)!, gtk_scrolled_window_get_type()), "the grid view is the scrolled window's own child")
            XCTAssertEqual(window.descendants(of: window.window).filter { widgetIsA($0, gtk_scrolled_window_get_type()) }.count, 1,
                           "the scroll view gave way to the grid's scrolled window")
            // As many columns of at least 100 pixels (and 8 between them) as fit: 5 of the
            // 624 pixels a 640-pixel window shows.
            let fitting = Int(Double(gtk_widget_get_width(grid)) / 108)
            XCTAssertEqual(fitting, 5)
            let first = try window.button("0")
            let firstLine = (0..<12).filter { index in
                guard let item = try? window.button("\(index)") else { return false }
                var x = 0.0, y = 0.0
                _ = gtk_widget_translate_coordinates(item, first, 0, 0, &x, &y)
                return abs(y) < 1
            }
            XCTAssertEqual(firstLine, Array(0..<fitting), "five items on the first line")
            XCTAssertLessThan(backend.rowWidgetsAlive, 400, "a screenful of items and GTK's margin, not 100,000")

            let input = try RealInput.shared()
            try input.click(first)
            window.settle(for: 0.3)
            XCTAssertNotNil(try? window.label("1 starred"), "a click on an item reaches its button")
            try input.focusWindow(of: grid)
            try input.key(named: "End", modifiers: [.control])
            XCTAssertTrue(MainLoop.run(until: { (try? window.button("99999")) != nil }, timeout: 10), "Ctrl+End shows the last item")
            XCTAssertLessThan(backend.rowWidgetsAlive, 400)
            try input.key(named: "Home", modifiers: [.control])
            XCTAssertTrue(MainLoop.run(until: { (try? window.button("★ 0")) != nil }, timeout: 10), "back at the top, the item is still starred")
        }
    }

    func testTheWheelScrollsTheGridAndItemsComeAndGo() throws {
        try withGridWindow { window, backend, grid in
            let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(grid))
            let input = try RealInput.shared()
            try input.scroll(grid, .down, steps: 60)
            window.settle(for: 0.3)
            XCTAssertGreaterThan(gtk_adjustment_get_value(adjustment), 2_500, "sixty wheel clicks scrolled down")
            // (GTK keeps the widget of the item its focus tracker follows, the first, bound.)
            XCTAssertNil(try? window.button("20"), "the items of the first lines went out of sight")
            let shown = backend.rowWidgetsShown
            XCTAssertGreaterThan(shown, 20, "items came into sight")
            XCTAssertLessThan(backend.rowWidgetsAlive, 400)
        }
    }

    func testItemsSitInTheirCellsAsTheirGridItemSays() throws {
        try onMainActor {
            let window = try RealWindow(AlignedGrids())
            defer { window.close() }
            window.settle(for: 0.3)
            /// The place of the item showing `text` (the grid's row widget holding the label) in
            /// its cell (the list item widget around it), its width and the cell's.
            @MainActor func place(_ text: String) throws -> (x: Double, width: Int, cell: Int) {
                var item = try window.label(text)
                while let parent = gtk_widget_get_parent(item), !widgetIsA(parent, gtk_list_item_widget_type()) { item = parent }
                let cell = try XCTUnwrap(gtk_widget_get_parent(item))
                var x = 0.0, y = 0.0
                _ = gtk_widget_translate_coordinates(item, cell, 0, 0, &x, &y)
                return (x, Int(gtk_widget_get_width(item)), Int(gtk_widget_get_width(cell)))
            }
            let centred = try place("Centred")
            XCTAssertLessThan(centred.width, centred.cell, "a word is narrower than its cell")
            XCTAssertEqual(centred.x, Double(centred.cell - centred.width) / 2, accuracy: 1, "in the middle of its cell")
            let filling = try place("Filling")
            XCTAssertEqual(filling.width, filling.cell, ".frame(maxWidth: .infinity) fills the cell")
            let leading = try place("Leading")
            XCTAssertEqual(leading.x, 0, accuracy: 0.5, "at the leading edge")
            XCTAssertLessThan(leading.width, leading.cell)
        }
    }
}

/// GtkListItemWidget's type (private in GTK 4.8: found by name once a list has made one).
@MainActor private func gtk_list_item_widget_type() -> GType {
    g_type_from_name("GtkListItemWidget")
}

/// A 100,000-message `LazyVStack` in a `ScrollView`, in a real window: a list view in the
/// scroll view's place, without a list's look, making widgets for the rows in sight only.
final class LazyStackWindowTests: XCTestCase {
    private struct Messages: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(0..<100_000, id: \.self) { Text("Message \($0)") }
                }
            }
        }
    }

    func testALazyStackScrollsToItsEndMakingOnlyTheRowsInSight() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let backend = GtkBackend()
            let hosted = HostedWindow(title: "Messages", content: Messages(), application: nil, defaultSize: (360, 480), backend: backend)
            hosted.present()
            let window = RealWindow(hosted: hosted)
            defer { window.close() }
            window.settle(for: 0.5)
            let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
            XCTAssertTrue(widgetIsA(gtk_widget_get_parent(list)!, gtk_scrolled_window_get_type()))
            let first = try window.label("Message 0"), second = try window.label("Message 1")
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(second, first, 0, 0, &x, &y)
            XCTAssertEqual(y, Double(gtk_widget_get_height(first)) + 12, accuracy: 1, "12 points between rows")
            XCTAssertLessThan(backend.rowWidgetsAlive, 300)

            let input = try RealInput.shared()
            try input.focusWindow(of: list)
            try input.scroll(list, .down, steps: 150)
            window.settle(for: 0.3)
            // GTK keeps about 200 rows bound around those in sight.
            XCTAssertNil(try? window.label("Message 5"), "scrolled far past the first rows")
            XCTAssertLessThan(backend.rowWidgetsAlive, 300)
        }
    }
}
