import CGtk
import CellsGtk
import Gtk
import XCTest

/// A pantry: a list whose rows are links (one row a whole `HStack`, one a title), a form
/// section with a link row, and a link outside any list.
private struct Shelf: View {
    struct Item: Identifiable {
        let id: Int
        let name: String
        let place: String
    }

    let items = [Item(id: 1, name: "Rice", place: "Cupboard"), Item(id: 2, name: "Butter", place: "Fridge")]

    var body: some View {
        NavigationStack {
            VStack {
                List {
                    ForEach(items) { item in
                        NavigationLink(value: item.id) {
                            HStack {
                                Text(item.name)
                                Spacer()
                                Text(item.place)
                            }
                        }
                    }
                    NavigationLink("All Items", destination: Text("every item"))
                }
                .frame(height: 220)
                Form {
                    Section {
                        NavigationLink("Preferences", destination: Text("the preferences"))
                    }
                }
                .frame(height: 120)
                NavigationLink("Outside", value: 99)
            }
            .navigationDestination(for: Int.self) { id in Text("item \(id)") }
        }
    }
}

/// A `NavigationLink` that is a row of a `List` is drawn as GNOME's activatable row: no button
/// frame, the row's whole width, a dim "go-next-symbolic" chevron at its end (hidden from
/// screen readers); in a form's `Section` it is libadwaita's action row itself. A click
/// anywhere on the row and the keyboard (Down + Enter in a list, Tab + Enter in a section)
/// push its page. A link outside a list stays a button.
final class NavigationRowLinkWindowTests: XCTestCase {
    /// The row holding `widget`: GTK's list item widget or list box row.
    @MainActor private static func row(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        var current = widget
        while let parent = gtk_widget_get_parent(current) {
            if String(cString: gtk_widget_get_css_name(parent)) == "row" { return parent }
            current = parent
        }
        return widget
    }

    @MainActor private static func chevron(in window: RealWindow, of button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        window.descendants(of: button).first { widget in
            window.isA(widget, gtk_image_get_type()) && gtk_widget_get_visible(widget) != 0
                && gtk_image_get_icon_name(OpaquePointer(widget)).map { String(cString: $0) } == "go-next-symbolic"
        }
    }

    /// The form section's action row titled `title`.
    @MainActor private static func sectionRow(_ title: String, in window: RealWindow) throws -> UnsafeMutablePointer<GtkWidget> {
        try window.find("action row \"\(title)\"") {
            window.isA($0, adw_action_row_get_type())
                && adw_preferences_row_get_title(UnsafeMutableRawPointer($0).assumingMemoryBound(to: _AdwPreferencesRow.self)).map { String(cString: $0) } == title
        }
    }

    @MainActor private static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, ancestor, &bounds)
        return bounds
    }

    func testALinkRowSpansItsRowWithAChevronAtTheEndAndNoFrame() throws {
        try onMainActor {
            let window = try RealWindow(Shelf())
            defer { window.close() }
            for title in ["Rice Cupboard", "All Items"] {
                let link = try window.button(title)
                let row = Self.row(of: link)
                XCTAssertNotEqual(row, link, "\(title) is in a row")
                XCTAssertTrue(window.hasCSSClass(link, "flat"), "\(title): no button frame")
                let linkBounds = Self.bounds(of: link, in: row)
                XCTAssertEqual(Double(linkBounds.origin.x), 0, accuracy: 0.5, "\(title) starts at the row's edge")
                XCTAssertEqual(Double(linkBounds.origin.y), 0, accuracy: 0.5, "\(title) starts at the row's top")
                XCTAssertEqual(Int(linkBounds.size.width), Int(gtk_widget_get_width(row)), "\(title) spans the row's width")
                XCTAssertEqual(Int(linkBounds.size.height), Int(gtk_widget_get_height(row)), "\(title) is the row's height")
                XCTAssertGreaterThan(gtk_widget_get_width(row), 300, "the row is the list's width")
                let chevron = try XCTUnwrap(Self.chevron(in: window, of: link), "\(title) shows a chevron")
                let chevronBounds = Self.bounds(of: chevron, in: row)
                XCTAssertLessThan(
                    Double(linkBounds.size.width) - Double(chevronBounds.origin.x + chevronBounds.size.width), 20,
                    "\(title)'s chevron is at the row's end")
                XCTAssertTrue(window.hasCSSClass(chevron, "dim-label"), "the chevron is dim")
                XCTAssertNotEqual(cells_test_accessible_boolean_state_is(chevron, GTK_ACCESSIBLE_STATE_HIDDEN, 1), 0,
                                  "screen readers skip the chevron")
                XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(link)), GTK_ACCESSIBLE_ROLE_BUTTON)
            }
            // The row reads as its texts.
            let rice = try window.button("Rice Cupboard")
            let labels = [try window.label("Rice"), try window.label("Cupboard")].map { Optional($0) }
            XCTAssertNotEqual(labels.withUnsafeBufferPointer { cells_test_accessible_labelled_by_is(rice, $0.baseAddress, 2) }, 0,
                              "screen readers call the row by its texts")
            // The text starts at the row's content edge, as the other rows' text does.
            let riceText = Self.bounds(of: try window.label("Rice"), in: Self.row(of: rice))
            XCTAssertEqual(Double(riceText.origin.x), 12, accuracy: 3)
            // A form section's link row is libadwaita's activatable action row, titled by the
            // link's label, with the chevron (hidden from screen readers) at its end.
            let preferences = try Self.sectionRow("Preferences", in: window)
            XCTAssertTrue(window.hasCSSClass(preferences, "activatable"), "it shows the row's hover highlight")
            XCTAssertNotEqual(gtk_widget_get_focusable(preferences), 0, "it is a Tab stop")
            XCTAssertThrowsError(try window.button("Preferences"), "no button in the window: the row is the link")
            let chevron = try XCTUnwrap(Self.chevron(in: window, of: preferences))
            XCTAssertGreaterThan(Self.bounds(of: chevron, in: preferences).origin.x, Float(gtk_widget_get_width(preferences)) * 0.8)
            XCTAssertNotEqual(cells_test_accessible_boolean_state_is(chevron, GTK_ACCESSIBLE_STATE_HIDDEN, 1), 0)

            let outside = try window.button("Outside")
            XCTAssertFalse(window.hasCSSClass(outside, "flat"), "a link outside a list is a framed button")
            XCTAssertNil(Self.chevron(in: window, of: outside), "with no chevron")
            XCTAssertLessThan(gtk_widget_get_width(outside), 200, "as wide as its title")
        }
    }

    func testAClickAnywhereOnALinkRowPushesItsPage() throws {
        try onMainActor {
            let window = try RealWindow(Shelf())
            defer { window.close() }
            // Far right of the title, where the old button (as wide as its title) ended.
            try window.realClick(Self.row(of: try window.button("All Items")), at: .init(x: 0.75, y: 0.5))
            window.settle(for: 0.3)
            XCTAssertNoThrow(try window.label("every item"), "a click beside the title pushed the page")
            try window.realKey("Escape")
            window.settle(for: 0.3)

            // The row's very corner, in what was the row's padding.
            try window.realClick(Self.row(of: try window.button("Butter Fridge")), at: .init(x: 0.995, y: 0.06))
            window.settle(for: 0.3)
            XCTAssertNoThrow(try window.label("item 2"), "a click at the row's edge pushed the item")
            try window.realKey("Escape")
            window.settle(for: 0.3)

            try window.realClick(try Self.sectionRow("Preferences", in: window), at: .init(x: 0.99, y: 0.1))
            window.settle(for: 0.3)
            XCTAssertNoThrow(try window.label("the preferences"), "a click at a section row's edge pushed its page")
        }
    }

    func testDownAndEnterOnTheFocusedRowPushItsPage() throws {
        try onMainActor {
            let window = try RealWindow(Shelf())
            defer { window.close() }
            let first = Self.row(of: try window.button("Rice Cupboard"))
            try window.realFocusWindow()
            XCTAssertNotEqual(gtk_widget_grab_focus(first), 0)
            try window.realKey("Down")
            try window.realKey("Return")
            window.settle(for: 0.3)
            XCTAssertNoThrow(try window.label("item 2"), "Down then Enter pushed the second row's item")
            XCTAssertThrowsError(try window.label("item 1"))
            try window.realKey("Escape")
            window.settle(for: 0.3)

            // The section's link row: Tab reaches it, Enter pushes its page.
            let preferences = try Self.sectionRow("Preferences", in: window)
            for _ in 0..<12 where gtk_widget_has_focus(preferences) == 0 { try window.realKey("Tab") }
            XCTAssertNotEqual(gtk_widget_has_focus(preferences), 0, "Tab reaches the section's link row")
            try window.realKey("Return")
            window.settle(for: 0.3)
            XCTAssertNoThrow(try window.label("the preferences"), "Enter on the row pushed its page")
        }
    }
}
