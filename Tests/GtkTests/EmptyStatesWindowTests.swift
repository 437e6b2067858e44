import CGtk
import CellsGtk
import Gtk
import XCTest

private struct Dividers: View {
    var body: some View {
        VStack {
            Text("Short")
            Divider()
            Text("A much longer line of text than the first")
            HStack {
                Text("left")
                Divider()
                VStack { Text("one"); Text("two"); Text("three") }
            }
        }
    }
}

private struct LooseForm: View {
    @Owned private var wifi = true

    var body: some View {
        Form {
            Toggle("Wi-Fi", isOn: $wifi)
            Text("Loose row")
            Section("Named") { Text("Inside") }
            Text("After")
        }
    }
}

private struct NoMail: View {
    var body: some View {
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("New mail appears here when it arrives, so there is nothing to read now.")
        } actions: {
            Button("Refresh") {}
        }
    }
}

/// The line a `Divider` draws, a `Form`'s rows without a `Section`, and a
/// `ContentUnavailableView`'s status page, as the widgets show them.
final class EmptyStatesWindowTests: XCTestCase {
    func testADividerIsALineAcrossItsStack() throws {
        try onMainActor {
            let window = try RealWindow(Dividers())
            defer { window.close() }
            let horizontal = try window.nthWidget(ofType: gtk_separator_get_type(), 0)
            let vertical = try window.nthWidget(ofType: gtk_separator_get_type(), 1)
            let column = try XCTUnwrap(gtk_widget_get_parent(horizontal))
            let row = try XCTUnwrap(gtk_widget_get_parent(vertical))
            let longLine = try window.label("A much longer line of text than the first")
            XCTAssertEqual(gtk_widget_get_width(horizontal), gtk_widget_get_width(column), "a full-width line, not a dot")
            XCTAssertGreaterThanOrEqual(gtk_widget_get_width(horizontal), gtk_widget_get_width(longLine))
            XCTAssertEqual(gtk_widget_get_height(vertical), gtk_widget_get_height(row), "a full-height line in an HStack")
            XCTAssertGreaterThanOrEqual(gtk_widget_get_height(vertical), gtk_widget_get_height(try window.label("three")) * 3)
        }
    }

    func testAFormsRowsWithoutASectionAreInABoxedList() throws {
        try onMainActor {
            let window = try RealWindow(LooseForm())
            defer { window.close() }
            // (Each preferences group also has a list of its own, empty and hidden.)
            let lists = widgets(ofType: gtk_list_box_get_type(), at: window.window).filter { gtk_widget_get_visible($0) != 0 }
            XCTAssertEqual(lists.count, 3, "the loose rows before the section, the section, the row after it")
            guard lists.count == 3 else { return }
            XCTAssertTrue(lists.allSatisfy { window.hasCSSClass($0, "boxed-list") })
            XCTAssertTrue(lists.allSatisfy { gtk_widget_get_ancestor($0, adw_preferences_group_get_type()) != nil },
                          "each in libadwaita's preferences group")
            XCTAssertNotNil(gtk_widget_get_ancestor(lists[0], adw_clamp_get_type()), "the form is clamped to GNOME's readable width")
            @MainActor func rowTexts(_ list: UnsafeMutablePointer<GtkWidget>) -> [String] {
                // (An action row's subtitle label is there, hidden, when it has no subtitle.)
                window.descendants(of: list).filter { window.isA($0, gtk_label_get_type()) && gtk_widget_get_visible($0) != 0 }
                    .map { window.labelText($0) }
            }
            XCTAssertEqual(rowTexts(lists[0]), ["Wi-Fi", "Loose row"])
            XCTAssertEqual(rowTexts(lists[1]), ["Inside"])
            XCTAssertEqual(rowTexts(lists[2]), ["After"])
            XCTAssertEqual(widgets(ofType: gtk_list_box_row_get_type(), at: lists[0]).count, 2, "one row per view")
            _ = try window.label("Named")
        }
    }

    func testTheStatusPageIsCompactWhereTheSpaceIsSmall() throws {
        try onMainActor {
            let window = try RealWindow(NoMail())
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            hosted.window.setDefaultSize(width: 480, height: 600)
            window.settle(for: 0.3)
            let page = try window.widget(ofType: adw_status_page_get_type(), "status page")
            XCTAssertFalse(window.hasCSSClass(page, "compact"), "room enough: the full page")
            let fullIcon = try window.find("the page's icon") { window.isA($0, gtk_image_get_type()) && window.hasCSSClass($0, "icon") }
            let fullIconHeight = gtk_widget_get_height(fullIcon)
            hosted.window.setDefaultSize(width: 480, height: 280)
            window.settle(for: 0.3)
            XCTAssertLessThan(gtk_widget_get_height(page), 360)
            XCTAssertTrue(window.hasCSSClass(page, "compact"), "a short page is libadwaita's compact one")
            XCTAssertLessThan(gtk_widget_get_height(fullIcon), fullIconHeight, "with a smaller icon")
            hosted.window.setDefaultSize(width: 480, height: 600)
            window.settle(for: 0.3)
            XCTAssertFalse(window.hasCSSClass(page, "compact"), "and the full page again when there is room")
        }
    }

    func testContentUnavailableViewIsAStatusPage() throws {
        try onMainActor {
            let window = try RealWindow(NoMail())
            defer { window.close() }
            try XCTUnwrap(window.hosted).window.setDefaultSize(width: 480, height: 600)
            window.settle(for: 0.3)
            // libadwaita's status page, not an imitation of it.
            let page = try window.widget(ofType: adw_status_page_get_type(), "status page")
            XCTAssertEqual(String(cString: adw_status_page_get_title(OpaquePointer(page))), "No Mail")
            let icon = try window.find("the page's icon") { window.isA($0, gtk_image_get_type()) && window.hasCSSClass($0, "icon") }
            XCTAssertNotNil(adw_status_page_get_icon_name(OpaquePointer(page)), "the label's symbol is the page's icon")
            // The page's image spans its width and draws the icon centred in it.
            XCTAssertEqual(gtk_widget_get_height(icon), 128, "a 128-pixel icon")
            let title = try window.label("No Mail")
            XCTAssertTrue(window.hasCSSClass(title, "title-1"))
            XCTAssertEqual(window.descendants(of: window.window).filter { window.isA($0, gtk_label_get_type()) && window.labelText($0) == "No Mail" }.count,
                           1, "the title shows once, on the page")
            let description = try window.label("New mail appears here when it arrives, so there is nothing to read now.")
            XCTAssertEqual(gtk_label_get_justify(OpaquePointer(description)), GTK_JUSTIFY_CENTER)
            XCTAssertEqual(gtk_label_get_wrap(OpaquePointer(description)), 1)
            let refresh = try window.button("Refresh")

            // Centred in the window's content, in this order from the top.
            let content = try XCTUnwrap(window.hosted?.window.child).widgetPointer
            @MainActor func frame(_ widget: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
                var bounds = graphene_rect_t()
                XCTAssertEqual(gtk_widget_compute_bounds(widget, content, &bounds), 1)
                return bounds
            }
            let width = Float(gtk_widget_get_width(content)), height = Float(gtk_widget_get_height(content))
            for widget in [icon, title, refresh] {
                let bounds = frame(widget)
                XCTAssertEqual(bounds.origin.x + bounds.size.width / 2, width / 2, accuracy: 1, "centred across")
            }
            let top = frame(icon).origin.y, bottom = frame(refresh).origin.y + frame(refresh).size.height
            XCTAssertEqual(top, height - bottom, accuracy: 2, "centred up and down")
            XCTAssertLessThan(frame(icon).origin.y, frame(title).origin.y)
            XCTAssertLessThan(frame(title).origin.y, frame(description).origin.y)
            XCTAssertLessThan(frame(description).origin.y, frame(refresh).origin.y)
        }
    }

    /// The page shows what its views show, live: a search's title changes with its text.
    func testTheStatusPageFollowsItsTitleAndGoesWithItsViews() throws {
        try onMainActor {
            let window = try RealWindow(SearchWithNoResults())
            defer { window.close() }
            window.settle(for: 0.2)
            let page = try window.widget(ofType: adw_status_page_get_type(), "status page")
            XCTAssertEqual(String(cString: adw_status_page_get_title(OpaquePointer(page))), "No Results for “tea”")
            XCTAssertEqual(adw_status_page_get_description(OpaquePointer(page)).map { String(cString: $0) },
                           "Check the spelling or try a new search.")
            try window.realClick("Coffee")
            XCTAssertEqual(String(cString: adw_status_page_get_title(OpaquePointer(page))), "No Results for “coffee & cake”")
            try window.realClick("Found")
            XCTAssertThrowsError(try window.widget(ofType: adw_status_page_get_type(), "status page"), "the page went with its view")
            try window.realClick("Lost")
            let again = try window.widget(ofType: adw_status_page_get_type(), "status page")
            XCTAssertEqual(String(cString: adw_status_page_get_title(OpaquePointer(again))), "No Results for “coffee & cake”")
        }
    }
}

/// A search that finds nothing, whose text a button changes, and that can find something.
private struct SearchWithNoResults: View {
    @Owned private var query = "tea"
    @Owned private var found = false

    var body: some View {
        VStack {
            Button("Coffee") { query = "coffee & cake" }
            Button(found ? "Lost" : "Found") { found.toggle() }
            if found {
                Text("One result")
            } else {
                ContentUnavailableView.search(text: query)
            }
        }
    }
}
