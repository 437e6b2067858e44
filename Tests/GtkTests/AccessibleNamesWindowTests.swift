import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// What screen readers are told of real widgets (issue #36): GTK's accessible properties,
/// states, roles and relations as the bindings set them.
final class AccessibleNamesWindowTests: XCTestCase {
    private struct Icons: View {
        var body: some View {
            VStack {
                Label("Live", systemImage: "emblem-synchronizing-symbolic")
                Image(systemName: "go-next-symbolic")
                Image(decorative: "starred-symbolic")
                Image(systemName: "edit-copy-symbolic").accessibilityLabel("Copy")
                Button(action: {}) {
                    HStack { Text("Open"); Image(systemName: "go-next-symbolic") }
                }
            }
        }
    }

    func testDecorativeIconsAreHiddenAndAStandaloneImageIsNamedByItsSymbol() throws {
        try onMainActor {
            let window = try RealWindow(Icons())
            defer { window.close() }
            window.settle()
            let images = window.descendants(of: window.window).filter { window.isA($0, gtk_image_get_type()) }
            XCTAssertEqual(images.count, 5)
            let hidden = images.map { cells_test_accessible_boolean_state_is($0, GTK_ACCESSIBLE_STATE_HIDDEN, 1) != 0 }
            XCTAssertEqual(hidden, [true, false, true, false, true],
                           "a Label's icon, Image(decorative:) and the icon beside a button's title are hidden; standalone images are not")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(images[1], GTK_ACCESSIBLE_PROPERTY_LABEL, "go next"), 0,
                              "a standalone image reads as its symbol's name, not \"GtkImage\"")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(images[3], GTK_ACCESSIBLE_PROPERTY_LABEL, "Copy"), 0,
                              ".accessibilityLabel beats the symbol's name")
        }
    }

    private struct Sections: View {
        @Owned private var unit = 0
        @Owned private var amount = 2.0

        var body: some View {
            Form {
                Section("Convert") {
                    LabeledContent("Result", value: "3.28 ft")
                    Picker("To", selection: $unit) {
                        Text("m").tag(0)
                        Text("ft").tag(1)
                    }
                    .pickerStyle(.segmented)
                    ProgressView("Paid off", value: 0.35)
                    ProgressView(value: 0.5)
                    TextField("Amount", value: $amount, format: .number)
                }
            }
        }
    }

    func testSectionsRowsSegmentedChoicesAndProgressBarsAreNamed() throws {
        try onMainActor {
            let window = try RealWindow(Sections(), title: "Converter")
            defer { window.close() }
            window.settle(for: 0.2)
            let list = try window.widget(ofType: gtk_list_box_get_type(), "section list")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(list, GTK_ACCESSIBLE_PROPERTY_LABEL, "Convert"), 0,
                              "the section's list reads as its header, not \"CellsSectionListBox\"")

            // A row reads as its text: labelled by its labels, in order (a LabeledContent is
            // libadwaita's action row, whose title label is its own).
            let result = try window.label("Result"), value = try window.label("3.28 ft")
            let row = try XCTUnwrap(gtk_widget_get_ancestor(result, adw_action_row_get_type()))
            XCTAssertNotEqual([result, value].map { Optional($0) }.withUnsafeBufferPointer {
                cells_test_accessible_labelled_by_is(row, $0.baseAddress, 2)
            }, 0, "the row reads \"Result 3.28 ft\"")

            // The segmented choice: a group named by the picker's label, its buttons by theirs.
            let toggle = try window.nthWidget(ofType: gtk_toggle_button_get_type(), 0)
            let group = try XCTUnwrap(gtk_widget_get_parent(toggle))
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(group)), GTK_ACCESSIBLE_ROLE_GROUP)
            let to = try window.label("To")
            XCTAssertNotEqual([to].map { Optional($0) }.withUnsafeBufferPointer {
                cells_test_accessible_labelled_by_is(group, $0.baseAddress, 1)
            }, 0, "the group reads as \"To\"")

            let bars = window.descendants(of: window.window).filter { window.isA($0, gtk_progress_bar_get_type()) && gtk_widget_get_visible($0) != 0 }
            XCTAssertEqual(bars.count, 2)
            XCTAssertNotEqual(cells_test_accessible_string_property_is(bars[0], GTK_ACCESSIBLE_PROPERTY_LABEL, "Paid off"), 0,
                              "a titled bar reads as its title")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(bars[1], GTK_ACCESSIBLE_PROPERTY_LABEL, "Converter"), 0,
                              "an untitled bar reads as its window's title, not \"GtkProgressBar\"")
            // A later title (a page's) is followed.
            try XCTUnwrap(window.hosted).window.title = "Converter Pro"
            window.settle()
            XCTAssertNotEqual(cells_test_accessible_string_property_is(bars[1], GTK_ACCESSIBLE_PROPERTY_LABEL, "Converter Pro"), 0,
                              "the bar follows its window's new title")

            // Text that is not a number: invalid, and said first in the description.
            try window.type("abc", into: "Amount")
            let amount = try window.entry("Amount")
            let entry = UnsafeMutableRawPointer(amount).assumingMemoryBound(to: GtkWidget.self)
            XCTAssertNotEqual(cells_test_accessible_string_property_is(entry, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Invalid value"), 0)
        }
    }

    private struct Books: View {
        struct Book: Identifiable {
            let id: Int
            let title: String
        }
        @Owned private var open: Set<Int> = []
        private let books = [Book(id: 0, title: "Dune"), Book(id: 1, title: "SPQR")]

        var body: some View {
            List(books) { book in
                HStack {
                    Text(book.title)
                    if open.contains(book.id) { Text("Open") }
                    Spacer()
                    Button(open.contains(book.id) ? "Less" : "More") {
                        if open.contains(book.id) { open.remove(book.id) } else { open.insert(book.id) }
                    }
                }
                .swipeActions { Button("Delete", role: .destructive) {} }
            }
            .accessibilityLabel("Books")
        }
    }

    func testAListRowsButtonsSayWhichRowTheyAreFor() throws {
        try onMainActor {
            let window = try RealWindow(Books())
            defer { window.close() }
            window.settle(for: 0.3)
            let list = try window.widget(ofType: gtk_list_view_get_type(), "list view")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(list, GTK_ACCESSIBLE_PROPERTY_LABEL, "Books"), 0,
                              ".accessibilityLabel on a List names its list view")
            let more = try window.button("More")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(more, GTK_ACCESSIBLE_PROPERTY_LABEL, "More for Dune"), 0)
            XCTAssertEqual(cells_test_accessible_has_labelled_by(more), 0, "its label alone would make it \"More for Dune More\"")
            let actions = window.descendants(of: window.window).filter {
                gtk_widget_get_tooltip_text($0).map { String(cString: $0) } == "Row Actions"
            }
            XCTAssertEqual(actions.count, 2)
            XCTAssertNotEqual(cells_test_accessible_string_property_is(actions[1], GTK_ACCESSIBLE_PROPERTY_LABEL, "Actions for SPQR"), 0)

            // The title changes: the name follows.
            try window.click("More")
            window.settle(for: 0.2)
            let less = try window.button("Less")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(less, GTK_ACCESSIBLE_PROPERTY_LABEL, "Less for Dune"), 0)

            // The row itself reads as its texts (the buttons' titles left out), and follows
            // a text that comes into it later ("Open", shown since the click) or goes.
            let dune = try window.label("Dune"), opened = try window.label("Open")
            let row = try XCTUnwrap(window.descendants(of: list).first { gtk_widget_get_parent($0) == list && gtk_widget_is_ancestor(dune, $0) != 0 })
            XCTAssertNotEqual([dune, opened].map { Optional($0) }.withUnsafeBufferPointer {
                cells_test_accessible_labelled_by_is(row, $0.baseAddress, 2)
            }, 0, "the list item reads \"Dune Open\"")
            try window.click("Less")
            window.settle(for: 0.2)
            XCTAssertNotEqual([dune].map { Optional($0) }.withUnsafeBufferPointer {
                cells_test_accessible_labelled_by_is(row, $0.baseAddress, 1)
            }, 0, "the list item reads \"Dune\"")
        }
    }

    private struct Star: View {
        @Owned private var isOn = false
        var body: some View {
            Button("Favourite") { isOn.toggle() }
                .accessibilityValue(isOn ? "on" : "off")
                .accessibilityHint("Marks it")
        }
    }

    func testAValueOnAButtonIsReadInItsDescription() throws {
        try onMainActor {
            let window = try RealWindow(Star())
            defer { window.close() }
            let button = try window.button("Favourite")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "off, Marks it"), 0,
                              "GTK 4.8 publishes value text for ranges only: the value leads the description")
            try window.click("Favourite")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "on, Marks it"), 0)
        }
    }

    private final class Day {
        var date = Date(timeIntervalSince1970: 1_800_000_000)
    }

    private struct DateForm: View {
        let day: Day
        @Owned private var bump = 0
        var body: some View {
            VStack {
                DatePicker("Measured on", selection: Binding(get: { day.date }, set: { day.date = $0; bump += 1 }))
                Button("Next day") {
                    day.date = day.date.addingTimeInterval(86_400)
                    bump += 1
                }
                Text("\(bump)")
            }
        }
    }

    func testTheDatePickerKeepsItsLabelAfterAPickAndLendsItToNothingElse() throws {
        try onMainActor {
            let window = try RealWindow(DateForm(day: Day()))
            defer { window.close() }
            let title = try window.label("Measured on")
            let menuButton = try window.widget(ofType: gtk_menu_button_get_type(), "date button")
            let inner = try XCTUnwrap(gtk_widget_get_first_child(menuButton))
            let isLabelledByTitle = { (widget: UnsafeMutablePointer<GtkWidget>) in
                [title].map { Optional($0) }.withUnsafeBufferPointer { cells_test_accessible_labelled_by_is(widget, $0.baseAddress, 1) } != 0
            }
            XCTAssertTrue(isLabelledByTitle(inner))
            try window.click("Next day")
            window.settle()
            XCTAssertTrue(isLabelledByTitle(inner), "GTK labels the button by the new date; it reads \"Measured on\" again")
            let date = try XCTUnwrap(window.descendants(of: inner).first { window.isA($0, gtk_label_get_type()) })
            XCTAssertNotEqual(cells_test_accessible_string_property_is(inner, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                       String(cString: gtk_label_get_text(OpaquePointer(date)))), 0,
                              "the date is the button's description")
            let popover = try XCTUnwrap(window.descendants(of: menuButton).first { window.isA($0, gtk_popover_get_type()) })
            let arrows = window.descendants(of: popover).filter { window.isA($0, gtk_button_get_type()) }
            XCTAssertFalse(arrows.isEmpty)
            XCTAssertFalse(arrows.contains(where: isLabelledByTitle), "the calendar's month and year arrows keep their own names")
        }
    }
}
