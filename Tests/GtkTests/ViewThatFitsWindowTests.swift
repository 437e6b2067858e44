import CGtk
import CellsGtk
import Gtk
import XCTest

private struct Actions: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("Save the draft for later and send it when the recipients are back")
                Button("Send Now") {}
            }
            Button("Send") {}
        }
    }
}

/// `ViewThatFits` on real widgets: libadwaita's squeezer shows the first view that fits the
/// window's width.
final class ViewThatFitsWindowTests: XCTestCase {
    func testAWideWindowShowsTheWideViewAndANarrowOneTheNarrowView() throws {
        try onMainActor {
            let wide = try RealWindow.opened(Actions(), width: 1000, height: 200)
            defer { wide.close() }
            XCTAssertNoThrow(try wide.find("squeezer") { wide.isA($0, adw_squeezer_get_type()) })
            XCTAssertEqual(gtk_widget_get_mapped(try wide.button("Send Now")), 1, "wide: the first view fits")
            XCTAssertEqual(gtk_widget_get_mapped(try wide.button("Send")), 0)

            let narrow = try RealWindow.opened(Actions(), width: 360, height: 200)
            defer { narrow.close() }
            XCTAssertEqual(gtk_widget_get_mapped(try narrow.button("Send")), 1, "narrow: the next view that fits")
            XCTAssertEqual(gtk_widget_get_mapped(try narrow.button("Send Now")), 0)
        }
    }
}
