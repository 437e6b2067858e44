import CGtk
import CellsGtk
import Gtk
import XCTest

private struct Summary: View {
    @Owned private var selected = false

    var body: some View {
        VStack {
            Text("Monthly payment").accessibilityAddTraits(.isHeader)
            HStack {
                Text("Payment")
                Text("€1,000")
            }
            .accessibilityElement(children: .combine)
            Button("Reset") {}.accessibilityHint("Clears every field")
            Text("decoration").accessibilityHidden(true)
            Text("rate").accessibilityValue("4 percent")
            Text("choice").accessibilityAddTraits(selected ? .isSelected : [])
            Button("Select") { selected = true }
        }
    }
}

final class AccessibilityModifierWindowTests: XCTestCase {
    func testModifiersSetGTKAccessibleRolesPropertiesAndStates() throws {
        try onMainActor {
            let window = try RealWindow(Summary())
            defer { window.close() }
            window.settle()
            let heading = try window.label("Monthly payment")
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(heading)), GTK_ACCESSIBLE_ROLE_HEADING)
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(try window.label("rate"))), GTK_ACCESSIBLE_ROLE_LABEL)
            let reset = try window.button("Reset")
            XCTAssertNotEqual(cells_test_accessible_string_property_is(reset, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Clears every field"), 0)
            XCTAssertNotEqual(cells_test_accessible_string_property_is(try window.label("rate"), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "4 percent"), 0)
            XCTAssertNotEqual(cells_test_accessible_boolean_state_is(try window.label("decoration"), GTK_ACCESSIBLE_STATE_HIDDEN, 1), 0)
            let row = try XCTUnwrap(gtk_widget_get_parent(try window.label("Payment")))
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(row)), GTK_ACCESSIBLE_ROLE_GROUP)

            let choice = try window.label("choice")
            XCTAssertEqual(cells_test_accessible_boolean_state_is(choice, GTK_ACCESSIBLE_STATE_SELECTED, 1), 0)
            try window.click("Select")
            XCTAssertNotEqual(cells_test_accessible_boolean_state_is(choice, GTK_ACCESSIBLE_STATE_SELECTED, 1), 0, "a state follows the model")
        }
    }
}
