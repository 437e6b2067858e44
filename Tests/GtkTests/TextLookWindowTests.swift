import CGtk
import CellsGtk
import Gtk
import XCTest

/// Fonts, joined texts and the text layout modifiers as GTK draws them: measured on the
/// labels' layouts.
final class TextLookWindowTests: XCTestCase {
    struct Texts: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Regular weight")
                Text("Regular weight").fontWeight(.black)
                Text("Big").font(.system(size: 40))
                Text("Total: ") + Text("42").bold()
                Text("A centred title that is long enough to wrap onto two lines here")
                    .multilineTextAlignment(.center).frame(width: 200)
                Text("Cut in the middle of a rather long line of text").lineLimit(1).truncationMode(.middle)
                Text("One line").lineLimit(3, reservesSpace: true)
            }
        }
    }

    func testFontsWeightsJoinedTextsAlignmentTruncationAndReservedLines() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let window = try RealWindow.opened(Texts(), width: 500, height: 600)
            defer { window.close() }
            let labels = window.descendants(of: window.window).filter { window.isOwnLabel($0) }
            func width(_ label: UnsafeMutablePointer<GtkWidget>) -> Int32 {
                var minimum: gint = 0, natural: gint = 0
                gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                return natural
            }
            let regular = labels[0], black = labels[1]
            XCTAssertGreaterThan(width(black), width(regular), "black strokes are wider")
            XCTAssertGreaterThan(gtk_widget_get_height(try window.label("Big")), 40, "40 pixels high text")

            let joined = try window.label("Total: 42")
            XCTAssertNotEqual(gtk_label_get_use_markup(OpaquePointer(joined)), 0)
            XCTAssertEqual(String(cString: gtk_label_get_label(OpaquePointer(joined))), "Total: <span weight=\"bold\">42</span>")

            let centred = try window.label("A centred title that is long enough to wrap onto two lines here")
            XCTAssertEqual(gtk_label_get_justify(OpaquePointer(centred)), GTK_JUSTIFY_CENTER)
            let cut = try window.label("Cut in the middle of a rather long line of text")
            XCTAssertEqual(gtk_label_get_ellipsize(OpaquePointer(cut)), PANGO_ELLIPSIZE_MIDDLE)

            let reserved = try window.label("One line")
            XCTAssertGreaterThan(gtk_widget_get_height(reserved), gtk_widget_get_height(regular) * 5 / 2, "three lines' height")
            GLibLogRecorder.assertNoProblems("showing styled texts")
        }
    }
}
