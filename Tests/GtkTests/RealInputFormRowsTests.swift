import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Preferences {
    var sortOrder = "title"
    var cardHolder = ""
    var pin = ""
    var reminds = false
    var days = 3
    var showsMore = false
}

/// A GNOME preferences page written as SwiftUI: each view a form holds is libadwaita's row
/// for it; the same views elsewhere are GTK's controls.
private struct PreferencesPage: View {
    let preferences: Preferences
    var body: some View {
        @Bindable var preferences = preferences
        VStack {
            Form {
                Section("Books") {
                    Picker("Sort By", selection: $preferences.sortOrder) {
                        Text("Title").tag("title")
                        Text("Author").tag("author")
                    }
                    LabeledContent("Sorted", value: preferences.sortOrder)
                }
                Section("Lending") {
                    TextField("Card Holder", text: $preferences.cardHolder)
                    SecureField("PIN", text: $preferences.pin)
                    DisclosureGroup("Reminders") {
                        Toggle("Remind Before Due", isOn: $preferences.reminds)
                        Stepper("Days Before: \(preferences.days)", value: $preferences.days, in: 1...7)
                    }
                }
            }
            DisclosureGroup("More", isExpanded: $preferences.showsMore) {
                Text("more shown")
            }
        }
    }
}

/// libadwaita's rows in a form (combo, expander and action rows; GTK's entries),
/// driven with real clicks and keys, and a disclosure group outside a form (GtkExpander).
final class RealInputFormRowsTests: XCTestCase {
    func testAComboRowChoosesFromItsPopover() throws {
        try onMainActor {
            let preferences = Preferences()
            let window = try RealWindow.opened(PreferencesPage(preferences: preferences), title: "Preferences", width: 480, height: 760)
            defer { window.close() }
            let combo = try window.widget(ofType: adw_combo_row_get_type(), "combo row")
            XCTAssertEqual(adw_preferences_row_get_title(Self.row(combo)).map { String(cString: $0) }, "Sort By")
            try window.realClick(combo)
            try window.realClick(label: "Author")  // in the row's popover
            XCTAssertEqual(preferences.sortOrder, "author")
            XCTAssertNoThrow(try window.label("author"), "the LabeledContent row shows the new value")
            preferences.sortOrder = "title"
            window.settle()
            XCTAssertEqual(adw_combo_row_get_selected(UnsafeMutableRawPointer(combo).assumingMemoryBound(to: _AdwComboRow.self)), 0)
        }
    }

    func testTypingIntoTheFieldsWritesTheirBindings() throws {
        try onMainActor {
            let preferences = Preferences()
            let window = try RealWindow.opened(PreferencesPage(preferences: preferences), title: "Preferences", width: 480, height: 760)
            defer { window.close() }
            // A TextField and a SecureField stay GTK's entries (libadwaita 1.2's entry rows
            // are not whole for screen readers with GTK 4.8: see TextField's binding).
            let holder = UnsafeMutableRawPointer(try window.entry("Card Holder")).assumingMemoryBound(to: GtkWidget.self)
            try window.realType("Ada", into: holder)
            XCTAssertEqual(preferences.cardHolder, "Ada")
            let pin = try window.widget(ofType: gtk_password_entry_get_type(), "password entry")
            try window.realType("1234", into: pin, at: RealInput.Spot(x: 0.3, y: 0.5))
            XCTAssertEqual(preferences.pin, "1234")
            preferences.cardHolder = "Grace"  // a model write shows in the field
            window.settle()
            XCTAssertEqual(window.text(of: OpaquePointer(holder)), "Grace")
        }
    }

    func testAnExpanderRowRevealsItsRowsAndTheirControlsWork() throws {
        try onMainActor {
            let preferences = Preferences()
            let window = try RealWindow.opened(PreferencesPage(preferences: preferences), title: "Preferences", width: 480, height: 760)
            defer { window.close() }
            let expander = try window.widget(ofType: adw_expander_row_get_type(), "expander row")
            XCTAssertEqual(adw_preferences_row_get_title(Self.row(expander)).map { String(cString: $0) }, "Reminders")
            let toggle = try window.widget(ofType: gtk_switch_get_type(), "the reminder's switch")
            XCTAssertEqual(gtk_widget_get_mapped(toggle), 0, "collapsed, its rows are hidden")
            try window.realClick(try window.label("Reminders"))
            XCTAssertNotEqual(adw_expander_row_get_expanded(UnsafeMutableRawPointer(expander).assumingMemoryBound(to: _AdwExpanderRow.self)), 0)
            window.settle(for: 0.4)  // the reveal slides
            XCTAssertNotEqual(gtk_widget_get_mapped(toggle), 0, "expanded, its rows show")
            XCTAssertNotNil(gtk_widget_get_ancestor(toggle, adw_action_row_get_type()), "the toggle in it is a switch row")
            XCTAssertEqual(gtk_widget_get_ancestor(toggle, adw_expander_row_get_type()), expander)
            try window.realClick(try window.label("Remind Before Due"))
            XCTAssertTrue(MainLoop.run(until: { preferences.reminds }, timeout: 2))
            let stepper = try window.widget(ofType: gtk_spin_button_get_type(), "the stepper")
            XCTAssertEqual(gtk_widget_get_ancestor(stepper, adw_expander_row_get_type()), expander, "each content view is a row of it")
        }
    }

    func testADisclosureGroupOutsideAFormIsAnExpanderBoundBothWays() throws {
        try onMainActor {
            let preferences = Preferences()
            let window = try RealWindow.opened(PreferencesPage(preferences: preferences), title: "Preferences", width: 480, height: 760)
            defer { window.close() }
            let expander = try window.widget(ofType: gtk_expander_get_type(), "expander")
            XCTAssertThrowsError(try window.label("more shown"), "collapsed, GTK's expander holds no content")
            try window.realClick(try window.label("More"))
            XCTAssertTrue(preferences.showsMore, "a click on the label expands it")
            XCTAssertNotEqual(gtk_widget_get_mapped(try window.label("more shown")), 0)
            // From the keyboard: Tab to the expander's title (the way a person gets there),
            // then Space.
            try window.realFocusWindow()
            for _ in 0..<12 where gtk_widget_has_focus(expander) == 0 { try window.realKey("Tab") }
            XCTAssertNotEqual(gtk_widget_has_focus(expander), 0, "Tab reaches the expander")
            try window.realKey("space")
            XCTAssertFalse(preferences.showsMore, "Space collapses it")
            preferences.showsMore = true  // a model write expands it
            window.settle()
            XCTAssertNotEqual(gtk_expander_get_expanded(OpaquePointer(expander)), 0)
        }
    }

    func testTheComboRowIsATabStopThatSpaceOpens() throws {
        try onMainActor {
            let preferences = Preferences()
            let window = try RealWindow.opened(PreferencesPage(preferences: preferences), title: "Preferences", width: 480, height: 760)
            defer { window.close() }
            let combo = try window.widget(ofType: adw_combo_row_get_type(), "combo row")
            let rowImages = widgets(ofType: gtk_image_get_type(), at: combo).filter { gtk_widget_get_ancestor($0, gtk_popover_get_type()) == nil }
            XCTAssertFalse(rowImages.isEmpty)
            XCTAssertTrue(rowImages.allSatisfy { cells_test_accessible_boolean_state_is($0, GTK_ACCESSIBLE_STATE_HIDDEN, 1) != 0 },
                          "its arrow is decoration")
            let lists = widgets(ofType: gtk_list_view_get_type(), at: combo)
            let choices = try XCTUnwrap(lists.first { gtk_widget_get_ancestor($0, gtk_popover_get_type()) != nil })
            let current = try XCTUnwrap(lists.first { gtk_widget_get_ancestor($0, gtk_popover_get_type()) == nil })
            XCTAssertNotEqual(cells_test_accessible_boolean_state_is(current, GTK_ACCESSIBLE_STATE_HIDDEN, 1), 0,
                              "the one-item list showing the choice is hidden: the row says it")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(combo, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Title"), 0,
                              "the row's description is the choice")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(choices, GTK_ACCESSIBLE_PROPERTY_LABEL, "Sort By"), 0,
                              "its choices read as its title")
            XCTAssertNotEqual(cells_test_accessible_boolean_state_is(choices, GTK_ACCESSIBLE_STATE_HIDDEN, 1), 0,
                              "and are hidden from screen readers while closed")
            // From the keyboard: Shift+Tab from the card holder's field reaches the combo row
            // (a row that is its own control), and Space opens its choices.
            let holder = UnsafeMutableRawPointer(try window.entry("Card Holder")).assumingMemoryBound(to: GtkWidget.self)
            try window.realClick(holder)
            for _ in 0..<6 where gtk_widget_has_focus(combo) == 0 { try window.realKey("Tab", modifiers: .shift) }
            XCTAssertNotEqual(gtk_widget_has_focus(combo), 0, "Shift+Tab reaches the combo row")
            try window.realKey("space")
            window.settle(for: 0.3)
            try window.realClick(label: "Author")
            XCTAssertEqual(preferences.sortOrder, "author")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(combo, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Author"), 0)
        }
    }

    /// A libadwaita row's pointer, for its C functions.
    private static func row(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<_AdwPreferencesRow> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: _AdwPreferencesRow.self)
    }
}
