import CGtk
import CellsGtk
import CXTest
import Gtk
import XCTest

private struct SizeReport: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Header").frame(height: 40)
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minY))")
                Text(proxy.size.width >= 600 ? "two columns" : "one column")
            }
        }
    }
}

/// A `GeometryReader` in a real window whose size the X server changes (as a window manager
/// does when the user drags its edge): the reader's text follows the size it is given.
final class GeometryReaderWindowTests: XCTestCase {
    func testTheReadersTextFollowsTheWindowsSize() throws {
        try onMainActor {
            let window = try RealWindow.opened(SizeReport(), width: 400, height: 300)
            defer { window.close() }
            let input = try RealInput.shared()
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("one column")) != nil }, timeout: 3))
            let reader = try XCTUnwrap(gtk_widget_get_parent(gtk_widget_get_parent(try window.label("one column"))))
            let width = Int(gtk_widget_get_width(reader)), height = Int(gtk_widget_get_height(reader))
            XCTAssertEqual(width, Int(gtk_widget_get_width(window.window)), "the reader takes the window's width")
            XCTAssertGreaterThan(height, 200, "and the height left under the header")
            var origin = (x: 0.0, y: 0.0)
            _ = gtk_widget_translate_coordinates(reader, window.window, 0, 0, &origin.x, &origin.y)
            XCTAssertNotNil(try? window.label("\(width) × \(height) at \(Int(origin.y))"))

            // The window is made wider, by the X server.
            let native = try XCTUnwrap(gtk_widget_get_native(window.window))
            XResizeWindow(input.display, input.xid(of: native), 700, 300)
            XFlush(input.display)
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("two columns")) != nil }, timeout: 3), "wider: two columns")
            let wider = Int(gtk_widget_get_width(reader))
            XCTAssertEqual(wider, width + 300)
            XCTAssertNotNil(try? window.label("\(wider) × \(Int(gtk_widget_get_height(reader))) at \(Int(origin.y))"))
        }
    }
}

private struct HalfBar: View {
    var body: some View {
        GeometryReader { proxy in
            Rectangle().fill(.blue).frame(width: proxy.size.width / 2, height: 20)
            Color.orange
        }
    }
}

extension GeometryReaderWindowTests {
    /// A shape sized from the proxy takes that size; one that takes the space offered fills
    /// what is left of the reader, as in SwiftUI.
    func testShapesInAReaderTakeTheSizeTheyAskOrFillIt() throws {
        try onMainActor {
            let window = try RealWindow.opened(HalfBar(), width: 400, height: 300)
            defer { window.close() }
            window.settle(for: 0.3)
            let bar = try window.nthWidget(ofType: gtk_drawing_area_get_type(), 0)
            let reader = try XCTUnwrap(gtk_widget_get_ancestor(bar, gtk_overlay_get_type()))
            XCTAssertEqual(gtk_widget_get_width(bar), gtk_widget_get_width(reader) / 2, "half the reader's width")
            let colour = try window.nthWidget(ofType: gtk_drawing_area_get_type(), 1)
            XCTAssertEqual(gtk_widget_get_width(colour), gtk_widget_get_width(reader), "the colour fills the reader's width")
            XCTAssertGreaterThan(gtk_widget_get_height(colour), 100, "and the height under the bar")
        }
    }
}
