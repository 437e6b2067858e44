import CGtk
import CellsGtk
import Gtk
import XCTest

private struct Book: Identifiable {
    let id: String
    var isRead = false
}

@MainActor @Observable
private final class Library {
    var books = ["Dune", "Emma", "Ulysses", "Walden"].map { Book(id: $0) }
    var selected = Set<String>()
}

/// A selectable list whose rows can be moved and have a context menu (swipe actions).
private struct Shelf: View {
    let library: Library
    var body: some View {
        @Bindable var library = library
        VStack {
            Text("order \(library.books.map(\.id).joined(separator: ",")); read \(library.books.filter(\.isRead).map(\.id).joined(separator: ","))")
            Text("selected \(library.selected.sorted().joined(separator: ","))")
            List(selection: $library.selected) {
                ForEach($library.books) { $book in
                    Text(book.id)
                        .swipeActions { Button(book.isRead ? "Mark Unread" : "Mark Read") { book.isRead.toggle() } }
                }
                .onMove { library.books.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

/// List rows driven with real input: clicks select, a right click opens the row's menu, a
/// drag moves a row, Alt+Down moves the focused row; and the model's writes shown.
final class RealInputListTests: XCTestCase {
    /// GTK's row (the list view's child) holding the label `text`.
    @MainActor private static func row(_ window: RealWindow, _ text: String) throws -> UnsafeMutablePointer<GtkWidget> {
        let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
        var item = try window.label(text)
        while let parent = gtk_widget_get_parent(item), parent != list { item = parent }
        return item
    }

    /// The open popover's button titled `title`.
    @MainActor private static func menuButton(_ window: RealWindow, _ title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        let popovers = window.descendants(of: window.window).filter { window.isA($0, gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0 }
        XCTAssertEqual(popovers.count, 1, "one menu open")
        let popover = try XCTUnwrap(popovers.first)
        return try XCTUnwrap(window.descendants(of: popover).first { widget in
            window.isA(widget, gtk_button_get_type())
                && window.descendants(of: widget).contains { window.isOwnLabel($0) && window.labelText($0) == title }
        }, "a \"\(title)\" button in the open menu")
    }

    func testClickingRowsSelectsThemAndASelectionWriteShows() throws {
        try onMainActor {
            let library = Library()
            let window = try RealWindow(Shelf(library: library))
            defer { window.close() }
            window.settle(for: 0.2)
            try window.realClick(label: "Emma")
            XCTAssertEqual(library.selected, ["Emma"])
            XCTAssertNoThrow(try window.label("selected Emma"))
            try window.realClick(label: "Walden")
            XCTAssertEqual(library.selected, ["Walden"])

            library.selected = ["Dune"]
            window.settle()
            let model = gtk_list_view_get_model(opaque(try window.widget(ofType: gtk_list_view_get_type(), "list view")))!
            XCTAssertEqual((0..<4).map { gtk_selection_model_is_selected(model, guint($0)) != 0 }, [true, false, false, false])
        }
    }

    func testARightClickOpensTheRowsMenuAndChoosingAnActionRunsIt() throws {
        try onMainActor {
            let library = Library()
            let window = try RealWindow(Shelf(library: library))
            defer { window.close() }
            window.settle(for: 0.2)
            try window.realRightClick(try Self.row(window, "Emma"))
            try window.realClick(try Self.menuButton(window, "Mark Read"))
            XCTAssertEqual(library.books.filter(\.isRead).map(\.id), ["Emma"])
            XCTAssertNoThrow(try window.label("order Dune,Emma,Ulysses,Walden; read Emma"))
            let openMenus = window.descendants(of: window.window).filter { window.isA($0, gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0 }
            XCTAssertEqual(openMenus.count, 0, "choosing the action closed the menu")

            library.books[0].isRead = true  // the model's write retitles Dune's action
            window.settle()
            try window.realRightClick(try Self.row(window, "Dune"))
            XCTAssertNoThrow(try Self.menuButton(window, "Mark Unread"))
            try window.realKey("Escape")
        }
    }

    /// GTK's long-press gesture on a row is touch-only (`RowContextMenu`): a held mouse button
    /// selects the row and opens no menu. (XTEST sends no touch events.)
    func testAMouseLongPressOnARowSelectsItAndOpensNoMenu() throws {
        try onMainActor {
            let library = Library()
            let window = try RealWindow(Shelf(library: library))
            defer { window.close() }
            window.settle(for: 0.2)
            try window.realLongPress(try Self.row(window, "Ulysses"))
            XCTAssertEqual(library.selected, ["Ulysses"])
            let openMenus = window.descendants(of: window.window).filter { window.isA($0, gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0 }
            XCTAssertEqual(openMenus.count, 0)
        }
    }

    func testDraggingARowDownMovesIt() throws {
        try onMainActor {
            let library = Library()
            let window = try RealWindow(Shelf(library: library))
            defer { window.close() }
            window.settle(for: 0.2)
            // Dune onto Ulysses' lower half: Dune goes after Ulysses.
            try window.realDrag(from: try Self.row(window, "Dune"), at: .center, to: try Self.row(window, "Ulysses"), at: RealInput.Spot(x: 0.5, y: 0.8))
            window.settle(for: 0.2)
            XCTAssertEqual(library.books.map(\.id), ["Emma", "Ulysses", "Dune", "Walden"])
            XCTAssertEqual(try window.listLabelTexts().filter { !$0.hasPrefix("Mark") }, ["Emma", "Ulysses", "Dune", "Walden"])
        }
    }

    func testAltDownMovesTheFocusedRowAndAModelMoveShows() throws {
        try onMainActor {
            let library = Library()
            let window = try RealWindow(Shelf(library: library))
            defer { window.close() }
            window.settle(for: 0.2)
            try window.realClick(label: "Emma")  // selects and focuses the row
            try window.realKey("Down", modifiers: .alt)
            window.settle(for: 0.1)
            XCTAssertEqual(library.books.map(\.id), ["Dune", "Ulysses", "Emma", "Walden"])

            library.books.swapAt(0, 3)
            window.settle(for: 0.1)
            XCTAssertEqual(try window.listLabelTexts().filter { !$0.hasPrefix("Mark") }, ["Walden", "Ulysses", "Emma", "Dune"])
        }
    }
}
