import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Album {
    var log: [String] = []
    var photos = ["Dune", "Emma"]
}

/// A button with a context menu (a divider, a submenu) and a list whose rows have a context
/// menu and swipe actions.
private struct AlbumView: View {
    let album: Album
    var body: some View {
        VStack {
            Text("log \(album.log.joined(separator: ","))")
            Button("Sunset") { album.log.append("open") }
                .contextMenu {
                    Button("Copy") { album.log.append("copy") }
                    Divider()
                    Menu("Rotate") {
                        Button("Left") { album.log.append("left") }
                    }
                }
            List {
                ForEach(album.photos, id: \.self) { photo in
                    Text(photo)
                        .contextMenu { Button("Share") { album.log.append("share \(photo)") } }
                        .swipeActions { Button("Delete", role: .destructive) { album.photos.removeAll { $0 == photo } } }
                }
            }
        }
    }
}

/// `.contextMenu` driven with real input: a right click opens its popover at the pointer, a
/// click on an item runs it and closes the menu, the Menu key and Shift+F10 open it on the
/// focused view; a list row's context menu and swipe actions are one menu.
final class RealInputContextMenuTests: XCTestCase {
    /// The popovers shown now in `window`.
    @MainActor private static func openPopovers(_ window: RealWindow) -> [UnsafeMutablePointer<GtkWidget>] {
        window.descendants(of: window.window).filter { window.isA($0, gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0 }
    }

    /// The titles of the buttons (and submenus) the open menu shows, in order.
    @MainActor private static func shownTitles(in popover: UnsafeMutablePointer<GtkWidget>, _ window: RealWindow) -> [String] {
        var titles: [String] = []
        walkWidgetTree(from: popover) { widget in
            if widget != popover, window.isA(widget, gtk_popover_get_type()) { return .skipChildren }  // a submenu's items
            guard window.isA(widget, gtk_button_get_type()) || window.isA(widget, gtk_menu_button_get_type()) else { return .descend }
            if gtk_widget_get_visible(widget) != 0 {
                titles.append(Self.title(of: widget, window))
            }
            return .skipChildren
        }
        return titles
    }

    /// The text of a menu item's labels, not those of its submenu.
    @MainActor private static func title(of item: UnsafeMutablePointer<GtkWidget>, _ window: RealWindow) -> String {
        var text = ""
        walkWidgetTree(from: item) { widget in
            if window.isA(widget, gtk_popover_get_type()) { return .skipChildren }
            if window.isA(widget, gtk_label_get_type()) { text += window.labelText(widget) }
            return .descend
        }
        return text
    }

    /// The button titled `title` in `popover`.
    @MainActor private static func item(_ title: String, in popover: UnsafeMutablePointer<GtkWidget>, _ window: RealWindow) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(window.descendants(of: popover).first { widget in
            (window.isA(widget, gtk_button_get_type()) || window.isA(widget, gtk_menu_button_get_type()))
                && Self.title(of: widget, window) == title
        }, "a \"\(title)\" item in the open menu")
    }

    func testARightClickOpensTheMenuAtThePointerAndChoosingAnItemRunsIt() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let album = Album()
            let window = try RealWindow(AlbumView(album: album))
            defer { window.close() }
            window.settle(for: 0.2)
            XCTAssertTrue(Self.openPopovers(window).isEmpty, "closed until asked for")
            let sunset = try window.button("Sunset")
            try window.realRightClick(sunset, at: RealInput.Spot(x: 0.25, y: 0.5))
            XCTAssertTrue(album.log.isEmpty, "a right click does not press the button")
            let popovers = Self.openPopovers(window)
            XCTAssertEqual(popovers.count, 1, "one menu open")
            let popover = try XCTUnwrap(popovers.first)
            XCTAssertEqual(Self.shownTitles(in: popover, window), ["Copy", "Rotate"])
            XCTAssertEqual(window.descendants(of: popover).filter { window.isA($0, gtk_separator_get_type()) }.count, 1, "the Divider")
            // It points at where the click was (a quarter into the button), not at the whole view.
            var pointing = GdkRectangle()
            XCTAssertNotEqual(gtk_popover_get_pointing_to(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover)), &pointing), 0)
            let anchor = try XCTUnwrap(gtk_widget_get_parent(popover))
            XCTAssertEqual([pointing.width, pointing.height], [1, 1])
            XCTAssertLessThan(Double(pointing.x), Double(gtk_widget_get_width(anchor)) / 2, "at the pointer, left of the centre")
            XCTAssertLessThan(Double(pointing.y), Double(gtk_widget_get_height(anchor)))

            try window.realClick(try Self.item("Copy", in: popover, window))
            XCTAssertEqual(album.log, ["copy"])
            XCTAssertNoThrow(try window.label("log copy"))
            XCTAssertTrue(Self.openPopovers(window).isEmpty, "choosing the item closed the menu")

            // A submenu's item runs and closes the whole menu.
            try window.realRightClick(sunset)
            let menu = try XCTUnwrap(Self.openPopovers(window).first)
            try window.realClick(try Self.item("Rotate", in: menu, window))
            let submenu = try XCTUnwrap(Self.openPopovers(window).first { $0 != menu }, "the submenu opened")
            try window.realClick(try Self.item("Left", in: submenu, window))
            XCTAssertEqual(album.log, ["copy", "left"])
            window.settle(for: 0.2)
            XCTAssertTrue(Self.openPopovers(window).isEmpty, "choosing a submenu's item closed the menu")
            GLibLogRecorder.failOnCriticals("opening and using a context menu")
        }
    }

    func testTheMenuKeyAndShiftF10OpenTheFocusedViewsMenu() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let album = Album()
            let window = try RealWindow(AlbumView(album: album))
            defer { window.close() }
            window.settle(for: 0.2)
            let sunset = try window.button("Sunset")
            try window.realFocusWindow()
            XCTAssertNotEqual(gtk_widget_grab_focus(sunset), 0)
            try window.realKey("Menu")
            let popover = try XCTUnwrap(Self.openPopovers(window).first, "the Menu key opened the focused button's menu")
            XCTAssertEqual(Self.shownTitles(in: popover, window), ["Copy", "Rotate"])
            XCTAssertTrue(album.log.isEmpty, "the key did not press the button")
            try window.realKey("Escape")
            window.settle(for: 0.1)
            XCTAssertTrue(Self.openPopovers(window).isEmpty, "Escape closed it")

            XCTAssertNotEqual(gtk_widget_grab_focus(sunset), 0)
            try window.realKey("F10", modifiers: .shift)
            XCTAssertEqual(Self.openPopovers(window).count, 1, "Shift+F10 opened it")
            try window.realKey("Escape")
            window.settle(for: 0.1)
            GLibLogRecorder.failOnCriticals("opening a context menu from the keyboard")
        }
    }

    func testAListRowsContextMenuAndSwipeActionsAreOneMenu() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let album = Album()
            let window = try RealWindow(AlbumView(album: album))
            defer { window.close() }
            window.settle(for: 0.2)
            try window.realRightClick(try window.label("Emma"))
            let popovers = Self.openPopovers(window)
            XCTAssertEqual(popovers.count, 1, "one menu for the row")
            let popover = try XCTUnwrap(popovers.first)
            XCTAssertEqual(Self.shownTitles(in: popover, window), ["Share", "Delete"], "the context menu's items, then the swipe actions")
            try window.realClick(try Self.item("Share", in: popover, window))
            XCTAssertEqual(album.log, ["share Emma"])
            XCTAssertTrue(Self.openPopovers(window).isEmpty)

            // The Menu key on the focused row opens the row's one menu.
            let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
            var row = try window.label("Dune")
            while let parent = gtk_widget_get_parent(row), parent != list { row = parent }
            try window.realFocusWindow()
            XCTAssertNotEqual(gtk_widget_grab_focus(row), 0)
            try window.realKey("Menu")
            let rowMenu = try XCTUnwrap(Self.openPopovers(window).first, "the Menu key opened the focused row's menu")
            XCTAssertEqual(Self.shownTitles(in: rowMenu, window), ["Share", "Delete"])
            try window.realClick(try Self.item("Delete", in: rowMenu, window))
            XCTAssertEqual(album.photos, ["Emma"], "the swipe action in the row's one menu ran")
            XCTAssertTrue(Self.openPopovers(window).isEmpty)
            window.settle(for: 0.1)
            XCTAssertEqual(GLibLogRecorder.messages.map(\.description), [], "no GTK warnings")
            GLibLogRecorder.failOnCriticals("a row's context menu")
        }
    }
}
