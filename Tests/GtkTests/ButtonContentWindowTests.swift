import CGtk
import CellsGtk
import Gtk
import XCTest

/// What a `Button`'s GtkButton holds: a text title's label alone (as
/// `gtk_button_new_with_label` makes a button), a box when the label has more than one widget,
/// and the move between the two when the label changes, with the title still centred and the
/// button still named by it.
final class ButtonContentWindowTests: XCTestCase {
    struct Switching: View {
        @Owned var withIcon = false
        var body: some View {
            VStack {
                Button {
                    withIcon.toggle()
                } label: {
                    if withIcon {
                        HStack { Image(systemName: "starred-symbolic"); Text("Star") }
                    } else {
                        Text("Star")
                    }
                }
                .frame(width: 200)
            }
        }
    }

    @MainActor private static func child(of button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_button_get_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self))
    }

    /// Where the title's text starts and ends, in the button's coordinates.
    @MainActor private static func titleSpan(_ label: UnsafeMutablePointer<GtkWidget>, in button: UnsafeMutablePointer<GtkWidget>) -> (Double, Double) {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(label, button, 0, 0, &x, &y)
        return (x, x + Double(gtk_widget_get_width(label)))
    }

    func testATextTitleIsTheButtonsOnlyChildAndABoxComesWithAnIcon() throws {
        try onMainActor {
            let window = try RealWindow(Switching())
            defer { window.close() }
            window.settle()
            let button = try window.button("Star")
            let label = try window.label("Star")
            XCTAssertTrue(Self.child(of: button) == label, "the label alone, no box")
            var targets: [UnsafeMutablePointer<GtkWidget>?] = [label]
            XCTAssertNotEqual(cells_test_accessible_labelled_by_is(button, &targets, 1), 0, "named by its title")
            let (start, end) = Self.titleSpan(label, in: button)
            let width = Double(gtk_widget_get_width(button))
            XCTAssertEqual(start, width - end, accuracy: 1, "the title centred")
            XCTAssertLessThan(end - start, width - 20, "at its own width, not the button's")

            try window.realClick(button)  // a person's click: the label gains an icon
            window.settle()
            let boxed = try XCTUnwrap(Self.child(of: button))
            XCTAssertTrue(window.isA(boxed, gtk_box_get_type()), "a box holds icon and title")
            let newLabel = try window.label("Star")
            XCTAssertTrue(gtk_widget_is_ancestor(newLabel, boxed) != 0, "the title inside the box")

            try window.realClick(button)  // and back to the text alone
            window.settle()
            let again = try window.label("Star")
            XCTAssertTrue(Self.child(of: button) == again, "the label alone again")
            let (start2, end2) = Self.titleSpan(again, in: button)
            XCTAssertEqual(start2, width - end2, accuracy: 1, "centred again")
        }
    }
}
