import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Profile {
    var name = "Ada"
    var notifies = false
    var volume = 3
}

/// A form: a section (GtkListBox rows) of a text field, a toggle (an action row with a
/// switch), a labelled button and a labelled value (LabeledContent, action
/// rows).
private struct ProfileForm: View {
    let profile: Profile
    var body: some View {
        @Bindable var profile = profile
        Form {
            Section("Profile", footer: "Shown to others") {
                TextField("Name", text: $profile.name)
                Toggle("Notifications", isOn: $profile.notifies)
                LabeledContent("Volume") {
                    Button("Louder") { profile.volume += 1 }
                }
                LabeledContent("Summary", value: "\(profile.name) at \(profile.volume)")
            }
        }
    }
}

@MainActor @Observable
private final class Chores {
    var items = ["dishes", "laundry", "plants"]
}

/// A list whose rows can be deleted and moved (EditableRow), with an Edit button.
private struct ChoreList: View {
    let chores: Chores
    var body: some View {
        NavigationStack {
            VStack {
                Text("chores \(chores.items.joined(separator: ","))")
                List {
                    ForEach(chores.items, id: \.self) { Text($0) }
                        .onDelete { chores.items.remove(atOffsets: $0) }
                        .onMove { chores.items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .toolbar { ToolbarItem(placement: .navigation) { EditButton() } }
        }
    }
}

/// The rows a user acts on: a `Form` `Section`'s rows (ListBox) holding an entry, a switch
/// and a `LabeledContent` (LabeledRow) control, and a list's edit-mode row buttons
/// (EditableRow), driven with real clicks and keys.
final class RealInputFormTests: XCTestCase {
    func testAFormSectionsRowControlsTakeRealInputAndShowModelWrites() throws {
        try onMainActor {
            let profile = Profile()
            let window = try RealWindow(ProfileForm(profile: profile))
            defer { window.close() }
            let list = try window.widget(ofType: gtk_list_box_get_type(), "section list box")
            XCTAssertNoThrow(try window.label("Profile"))
            XCTAssertNoThrow(try window.label("Summary"))

            let entry = UnsafeMutableRawPointer(try window.entry("Name")).assumingMemoryBound(to: GtkWidget.self)
            XCTAssertTrue(window.descendants(of: list).contains(entry), "the entry is in a section row")
            try window.realType(" L", into: entry, at: RealInput.Spot(x: 0.95, y: 0.5))
            XCTAssertEqual(profile.name, "Ada L")
            XCTAssertNoThrow(try window.label("Ada L at 3"), "the LabeledContent's value follows")

            // The toggle is GNOME's switch row: a click on its title (anywhere on the row)
            // flips the switch, as in GNOME's settings; Space flips the focused switch.
            let toggle = try window.widget(ofType: gtk_switch_get_type(), "the Notifications switch")
            let row = try XCTUnwrap(gtk_widget_get_ancestor(toggle, adw_action_row_get_type()))
            XCTAssertEqual(adw_preferences_row_get_title(UnsafeMutableRawPointer(row).assumingMemoryBound(to: _AdwPreferencesRow.self)).map { String(cString: $0) }, "Notifications")
            // (GtkSwitch sets "active" when its slide ends, some frames after the input.)
            try window.realClick(try window.label("Notifications"))
            XCTAssertTrue(MainLoop.run(until: { profile.notifies }, timeout: 2), "a click on the row's title flips its switch")
            try window.realClick(toggle)
            XCTAssertTrue(MainLoop.run(until: { !profile.notifies }, timeout: 2), "a click on the switch flips it once")
            try window.realKey("Tab")  // from the name's entry row to the switch: the row is no stop of its own
            XCTAssertTrue(gtk_widget_has_focus(toggle) != 0, "Tab goes from control to control")
            try window.realKey("space")
            XCTAssertTrue(MainLoop.run(until: { profile.notifies }, timeout: 2), "Space flips the focused switch")
            try window.realClick(toggle)
            XCTAssertTrue(MainLoop.run(until: { !profile.notifies }, timeout: 2))

            try window.realClick("Louder")
            try window.realClick("Louder")
            XCTAssertEqual(profile.volume, 5)
            XCTAssertNoThrow(try window.label("Ada L at 5"))

            profile.name = "Grace"  // model writes show in the rows
            profile.notifies = true
            window.settle()
            XCTAssertEqual(window.text(of: try window.entry("Name")), "Grace")
            XCTAssertNotEqual(gtk_switch_get_active(OpaquePointer(toggle)), 0)
            XCTAssertNoThrow(try window.label("Grace at 5"))
        }
    }

    /// A button of the edit controls in the row showing `text`, by its tooltip's start.
    @MainActor private static func rowButton(_ window: RealWindow, _ text: String, _ tooltip: String) throws -> UnsafeMutablePointer<GtkWidget> {
        var row = try window.label(text)
        while !window.descendants(of: row).contains(where: { window.hasCSSClass($0, "cells-row-edit-controls") }) {
            guard let parent = gtk_widget_get_parent(row) else { throw RealWindowError.notFound("no edit controls around \(text)") }
            row = parent
        }
        guard let button = window.descendants(of: row).first(where: { widget in
            window.isA(widget, gtk_button_get_type())
                && gtk_widget_get_tooltip_text(widget).map { String(cString: $0).hasPrefix(tooltip) } == true
        }) else { throw RealWindowError.notFound("no \(tooltip) button in the row of \(text)") }
        return button
    }

    func testEditModesRowButtonsTakeRealClicks() throws {
        try onMainActor {
            let chores = Chores()
            let window = try RealWindow(ChoreList(chores: chores))
            defer { window.close() }
            window.settle(for: 0.2)
            let headerBar = try RealWindow(root: try XCTUnwrap(window.hosted).headerBar)
            XCTAssertThrowsError(try Self.rowButton(window, "laundry", "Delete"), "no edit controls outside edit mode")
            try window.realClick(try headerBar.button("Edit"))
            window.settle(for: 0.1)

            try window.realClick(try Self.rowButton(window, "dishes", "Move Down"))
            XCTAssertEqual(chores.items, ["laundry", "dishes", "plants"])
            window.settle(for: 0.1)
            try window.realClick(try Self.rowButton(window, "plants", "Delete"))
            XCTAssertEqual(chores.items, ["laundry", "dishes"])
            XCTAssertNoThrow(try window.label("chores laundry,dishes"))

            chores.items.append("garden")  // a model write adds a row with its controls
            window.settle(for: 0.1)
            try window.realClick(try Self.rowButton(window, "garden", "Move Up"))
            XCTAssertEqual(chores.items, ["laundry", "garden", "dishes"])

            try window.realClick(try headerBar.button("Done"))
            window.settle(for: 0.1)
            XCTAssertThrowsError(try Self.rowButton(window, "garden", "Delete"), "edit mode ended")
        }
    }
}
