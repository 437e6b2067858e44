import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

private struct Gallery: View {
    @Owned private var done = 0.25

    var body: some View {
        Form {
            Section("Units", footer: "One foot is 0.3048 m.") {
                LabeledContent("Result", value: "3.28 ft")
                ProgressView(value: done)
            }
        }
        ZStack { Image(systemName: "image-x-generic"); ProgressView() }
        Grid {
            GridRow { Text("Metres"); Text("1.00") }
            GridRow { Text("Feet"); Text("3.28") }
        }
        Link("GNOME", destination: URL(string: "https://www.gnome.org")!)
        Button("Half") { done = 0.5 }
    }
}

final class DisplayAndContainerWindowTests: XCTestCase {
    func testTheGNOMEWidgetsAreMadeAndUpdated() throws {
        try onMainActor {
            let window = try RealWindow(Gallery())
            defer { window.close() }
            let list = try window.widget(ofType: gtk_list_box_get_type(), "list box")
            XCTAssertTrue(window.hasCSSClass(list, "boxed-list"))
            XCTAssertTrue(window.hasCSSClass(try window.label("Units"), "heading"))
            XCTAssertTrue(window.hasCSSClass(try window.label("One foot is 0.3048 m."), "caption"))
            XCTAssertTrue(window.hasCSSClass(try window.label("3.28 ft"), "dim-label"))
            let bar = OpaquePointer(try window.widget(ofType: gtk_progress_bar_get_type(), "progress bar"))
            XCTAssertEqual(gtk_progress_bar_get_fraction(bar), 0.25)
            let spinner = OpaquePointer(try window.nthWidget(ofType: gtk_spinner_get_type(), 1))
            XCTAssertEqual(gtk_spinner_get_spinning(spinner), 1)
            let overlay = try window.widget(ofType: gtk_overlay_get_type(), "overlay")
            XCTAssertNotNil(gtk_overlay_get_child(OpaquePointer(overlay)))
            let grid = UnsafeMutableRawPointer(try window.widget(ofType: gtk_grid_get_type(), "grid")).assumingMemoryBound(to: GtkGrid.self)
            let cell = gtk_grid_get_child_at(grid, 1, 1)
            XCTAssertEqual(cell.map { String(cString: gtk_label_get_text(OpaquePointer($0))) }, "3.28")
            let link = OpaquePointer(try window.widget(ofType: gtk_link_button_get_type(), "link"))
            XCTAssertEqual(String(cString: gtk_link_button_get_uri(link)), "https://www.gnome.org")
            try window.click("Half")
            XCTAssertEqual(gtk_progress_bar_get_fraction(bar), 0.5)
        }
    }
}
