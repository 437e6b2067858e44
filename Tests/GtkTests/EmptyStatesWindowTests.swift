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
            let lists = widgets(ofType: gtk_list_box_get_type(), at: window.window)
            XCTAssertEqual(lists.count, 3, "the loose rows before the section, the section, the row after it")
            guard lists.count == 3 else { return }
            XCTAssertTrue(lists.allSatisfy { window.hasCSSClass($0, "boxed-list") })
            @MainActor func rowTexts(_ list: UnsafeMutablePointer<GtkWidget>) -> [String] {
                window.descendants(of: list).filter { window.isA($0, gtk_label_get_type()) }.map { window.labelText($0) }
            }
            XCTAssertEqual(rowTexts(lists[0]), ["Wi-Fi", "Loose row"])
            XCTAssertEqual(rowTexts(lists[1]), ["Inside"])
            XCTAssertEqual(rowTexts(lists[2]), ["After"])
            XCTAssertEqual(widgets(ofType: gtk_list_box_row_get_type(), at: lists[0]).count, 2, "one row per view")
            _ = try window.label("Named")
        }
    }

    func testContentUnavailableViewIsAStatusPage() throws {
        try onMainActor {
            let window = try RealWindow(NoMail())
            defer { window.close() }
            try XCTUnwrap(window.hosted).window.setDefaultSize(width: 480, height: 600)
            window.settle(for: 0.3)
            let icon = try window.widget(ofType: gtk_image_get_type(), "icon")
            XCTAssertTrue(window.hasCSSClass(icon, "dim-label"))
            XCTAssertEqual(gtk_widget_get_width(icon), 128, "a 128-pixel icon")
            XCTAssertEqual(gtk_widget_get_height(icon), 128)
            let title = try window.label("No Mail")
            XCTAssertTrue(window.hasCSSClass(title, "title-1"))
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
}
