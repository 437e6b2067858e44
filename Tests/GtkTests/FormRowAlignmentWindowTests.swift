import CGtk
import CellsGtk
import Gtk
import XCTest

/// A form whose rows hold a lone label, a lone button and a button-style toggle, beside a
/// labelled row.
private struct MixedRows: View {
    @Owned private var starred = false

    var body: some View {
        Form {
            Section("Mixed") {
                LabeledContent("Amount", value: "12")
                Text("Pressed 0 times")
                Button("Reset") {}
                Toggle("Favourite", isOn: $starred).toggleStyle(.button)
                Button {} label: {
                    HStack {
                        Text("Open")
                        Spacer()
                        Text("›")
                    }
                }
            }
        }
        .frame(width: 500, height: 400)
    }
}

/// The rows of one boxed list all start at their leading edge, as GNOME's do: a lone label is
/// not centred and a lone button is not stretched across the row (the Styles window mixed
/// left, centred and full-width rows).
final class FormRowAlignmentWindowTests: XCTestCase {
    func testLoneLabelsAndButtonsStartWhereTheRowsTextStarts() throws {
        try onMainActor {
            let window = try RealWindow(MixedRows())
            defer { window.close() }
            let reference = try window.label("Amount")
            let list = try XCTUnwrap(gtk_widget_get_ancestor(reference, gtk_list_box_get_type()))
            let listWidth = Double(gtk_widget_get_width(list))
            func frame(_ widget: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
                var bounds = graphene_rect_t()
                _ = gtk_widget_compute_bounds(widget, list, &bounds)
                return bounds
            }
            let start = Double(frame(reference).origin.x)
            let pressed = try window.label("Pressed 0 times")
            let reset = try window.button("Reset")
            let favourite = try window.widget(ofType: gtk_toggle_button_get_type(), showing: "Favourite")
            for (name, widget) in [("label", pressed), ("button", reset), ("toggle button", favourite)] {
                let bounds = frame(widget)
                XCTAssertLessThan(abs(Double(bounds.origin.x) - start), 12, "the \(name) starts at the row's leading edge (\(bounds.origin.x) vs \(start))")
                XCTAssertLessThan(Double(bounds.size.width), listWidth / 2, "the \(name) is not stretched across the row")
            }
            // A button whose content asks for the width (a Spacer before a chevron, as the
            // demo's launcher rows) keeps the row's width: its chevron stays at the end.
            let open = try XCTUnwrap(gtk_widget_get_ancestor(try window.label("Open"), gtk_button_get_type()))
            XCTAssertGreaterThan(Double(frame(open).size.width), listWidth * 0.8)
        }
    }
}
