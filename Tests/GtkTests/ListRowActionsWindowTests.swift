import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// Swipe actions as a row's context menu on a real GtkListView, and row tints.
final class ListRowActionsWindowTests: XCTestCase {
    struct Book: Identifiable {
        let id: Int
        let title: String
        var isRead = false
    }

    struct Shelf: View {
        @Owned var books = ["Dune", "Emma", "Ulysses"].enumerated().map { Book(id: $0.offset, title: $0.element) }
        var body: some View {
            VStack {
                Text("Read: \(books.filter(\.isRead).map(\.title).joined(separator: ", "))")
                List {
                    ForEach($books) { $book in
                        Text(book.title)
                            .listRowBackground(book.isRead ? .green : nil)
                            .swipeActions(edge: .leading) {
                                Button(book.isRead ? "Mark Unread" : "Mark Read") { book.isRead.toggle() }
                            }
                            .swipeActions {
                                Button("Delete", role: .destructive) { books.removeAll { $0.id == book.id } }
                            }
                    }
                }
            }
        }
    }

    /// GTK's row (the list item widget) holding the label `text`.
    @MainActor private static func rowItem(_ window: RealWindow, showing text: String) throws -> UnsafeMutablePointer<GtkWidget> {
        let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
        var item = try window.label(text)
        while let parent = gtk_widget_get_parent(item), parent != list { item = parent }
        return item
    }

    /// The popover of the context menu in the row showing `text`, and its buttons by title.
    @MainActor private static func menu(_ window: RealWindow, row text: String) throws -> (popover: UnsafeMutablePointer<GtkWidget>, buttons: [String: UnsafeMutablePointer<GtkWidget>]) {
        let item = try rowItem(window, showing: text)
        let popover = try XCTUnwrap(descendants(of: item).first { isA($0, gtk_popover_get_type()) }, "a popover in the row")
        var buttons: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        for button in descendants(of: popover) where isA(button, gtk_button_get_type()) {
            let title = descendants(of: button).filter { isA($0, gtk_label_get_type()) }
                .map { String(cString: gtk_label_get_text(OpaquePointer($0))) }.joined()
            buttons[title] = button
        }
        return (popover, buttons)
    }

    func testTheMenuKeyOpensTheFocusedRowsActionsAndChoosingOneRunsItAndClosesTheMenu() throws {
        try onMainActor {
            let window = try RealWindow(Shelf())
            defer { window.close() }
            window.settle(for: 0.2)
            let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
            let (popover, buttons) = try Self.menu(window, row: "Emma")
            XCTAssertEqual(Set(buttons.keys), ["Mark Read", "Delete"])
            XCTAssertEqual(gtk_widget_get_visible(popover), 0, "closed until asked for")
            XCTAssertNotEqual(gtk_widget_grab_focus(try Self.rowItem(window, showing: "Emma")), 0)
            XCTAssertTrue(pressShortcut(on: list) { $0.contains("Menu") })
            window.settle(for: 0.1)
            XCTAssertNotEqual(gtk_widget_get_visible(popover), 0, "the Menu key opened the row's menu")
            cells_emit_signal(UnsafeMutableRawPointer(try XCTUnwrap(buttons["Mark Read"])), "clicked")
            window.settle(for: 0.1)
            XCTAssertNoThrow(try window.label("Read: Emma"))
            XCTAssertEqual(gtk_widget_get_visible(popover), 0, "choosing an action closed the menu")
            // The tinted row: its GTK row has the colour's class; the sheet is installed.
            XCTAssertNotEqual(gtk_widget_has_css_class(try Self.rowItem(window, showing: "Emma"), "cells-row-bg-green"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(try Self.rowItem(window, showing: "Dune"), "cells-row-bg-green"), 0)
            XCTAssertEqual(RowBackgroundStyles.installedCount, 1)
            let (_, duneButtons) = try Self.menu(window, row: "Dune")
            cells_emit_signal(UnsafeMutableRawPointer(try XCTUnwrap(duneButtons["Delete"])), "clicked")
            window.settle(for: 0.1)
            // (The list's labels include those of the closed menus' buttons.)
            XCTAssertEqual(try window.listLabelTexts().filter { !["Mark Read", "Mark Unread", "Delete"].contains($0) }, ["Emma", "Ulysses"])
        }
    }

    func testARightClickOpensTheMenu() throws {
        try onMainActor {
            let window = try RealWindow(Shelf())
            defer { window.close() }
            window.settle(for: 0.2)
            let (popover, _) = try Self.menu(window, row: "Ulysses")
            let anchor = try XCTUnwrap(gtk_widget_get_parent(popover))
            let menu = try XCTUnwrap(ContextMenu.enclosing(anchor))
            menu.popup(atX: 10, y: 5)  // what the secondary-button gesture runs
            window.settle(for: 0.1)
            XCTAssertTrue(menu.isOpen)
            menu.popdown()
            window.settle(for: 0.1)
            XCTAssertFalse(menu.isOpen)
        }
    }

    func testTheRowsHoverButtonOpensTheMenu() throws {
        try onMainActor {
            let window = try RealWindow(Shelf())
            defer { window.close() }
            window.settle(for: 0.2)
            let (popover, _) = try Self.menu(window, row: "Emma")
            let menu = try XCTUnwrap(ContextMenu.enclosing(try XCTUnwrap(gtk_widget_get_parent(popover))))
            let button = try XCTUnwrap(menu.hoverButton)
            XCTAssertFalse(menu.isHoverButtonShown, "hidden until the pointer is over the row")
            XCTAssertEqual(gtk_widget_get_can_target(button), 0, "hidden, it takes no clicks")
            cells_emit_signal(UnsafeMutableRawPointer(button), "clicked")
            window.settle(for: 0.1)
            XCTAssertTrue(menu.isOpen)
            // One button per row with actions.
            let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
            let hoverButtons = descendants(of: list).filter { widget in
                gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } == "Row Actions"
            }
            XCTAssertEqual(hoverButtons.count, 3)
        }
    }

    struct EditableShelf: View {
        @Owned var titles = ["Dune", "Emma"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(titles, id: \.self) { title in
                        Text(title).swipeActions { Button("Delete", role: .destructive) { titles.removeAll { $0 == title } } }
                    }
                    .onDelete { titles.remove(atOffsets: $0) }
                }
                .toolbar { ToolbarItem(placement: .navigation) { EditButton() } }
            }
        }
    }

    /// In edit mode the row's own controls take its end: the menu button goes (the menu stays
    /// on right click and the Menu key).
    func testEditModeHidesTheHoverButton() throws {
        try onMainActor {
            let window = try RealWindow(EditableShelf())
            defer { window.close() }
            window.settle(for: 0.2)
            let (popover, _) = try Self.menu(window, row: "Dune")
            let menu = try XCTUnwrap(ContextMenu.enclosing(try XCTUnwrap(gtk_widget_get_parent(popover))))
            let button = try XCTUnwrap(menu.hoverButton)
            XCTAssertNotEqual(gtk_widget_get_visible(button), 0)
            let header = try XCTUnwrap(window.hosted?.window.widgetPointer)
            let edit = try XCTUnwrap(descendants(of: header).first { widget in
                isA(widget, gtk_button_get_type()) && descendants(of: widget).contains {
                    isA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(OpaquePointer($0))) == "Edit"
                }
            })
            cells_emit_signal(UnsafeMutableRawPointer(edit), "clicked")
            window.settle(for: 0.1)
            XCTAssertEqual(gtk_widget_get_visible(button), 0)
        }
    }

    func testTintsAndMenusGoWithTheWindow() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            // The colour-scheme watcher keeps its two closures for the whole process: start it
            // before counting (so the test passes alone too).
            HostingWidget(EmptyView()).tearDown()
            let baseline = SignalClosureCounter.liveCount
            var window: RealWindow? = try RealWindow(Shelf())
            window?.settle(for: 0.2)
            let (_, buttons) = try Self.menu(window!, row: "Dune")
            cells_emit_signal(UnsafeMutableRawPointer(try XCTUnwrap(buttons["Mark Read"])), "clicked")
            window?.settle(for: 0.1)
            XCTAssertEqual(RowBackgroundStyles.installedCount, 1)
            window?.close()
            window = nil
            XCTAssertTrue(MainLoop.run(until: { SignalClosureCounter.liveCount == baseline }, timeout: 5),
                          "\(SignalClosureCounter.liveCount - baseline) closures still alive after the window closed")
            XCTAssertTrue(MainLoop.run(until: { RowBackgroundStyles.installedCount == 0 }, timeout: 5), "the tint's style sheet stayed")
            XCTAssertEqual(RowBackgroundStyles.tintedWidgetCount, 0)
        }
    }
}

@MainActor private func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var result = [widget]
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        result += descendants(of: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}

@MainActor private func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
