import CGtk
import CellsGtk
import Gtk
import XCTest

private struct GrowingBar: View {
    @Owned private var isWide = false

    var body: some View {
        VStack {
            Rectangle().fill(.blue).frame(width: isWide ? 200 : 100, height: 20)
            Button("Grow") { withAnimation(.linear(duration: 0.6)) { isWide.toggle() } }
            Button("Snap") { isWide.toggle() }
        }
    }
}

/// A frame's size animates as SwiftUI's does: a real click on a button whose change is in
/// `withAnimation` grows the bar through the sizes between, laid out each frame; a change
/// outside an animation jumps.
final class FrameAnimationWindowTests: XCTestCase {
    func testAFrameGrowsThroughTheSizesBetweenInAnAnimationAndJumpsOutsideOne() throws {
        try onMainActor {
            let window = try RealWindow(GrowingBar())
            defer { window.close() }
            window.settle(for: 0.2)
            let bar = try XCTUnwrap(window.descendants(of: window.window).first { widgetIsA($0, gtk_drawing_area_get_type()) })
            XCTAssertEqual(gtk_widget_get_width(bar), 100)

            try RealInput.shared().click(try window.button("Grow"))
            window.settle(for: 0.3)
            let partway = gtk_widget_get_width(bar)
            XCTAssertGreaterThan(partway, 105, "growing")
            XCTAssertLessThan(partway, 195, "partway through 0.6 s")
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_width(bar) == 200 }, timeout: 3), "at its end: \(gtk_widget_get_width(bar))")
            XCTAssertTrue(MainLoop.run(until: { WidgetAnimator.runningCount == 0 }, timeout: 2))

            try RealInput.shared().click(try window.button("Snap"))
            window.settle(for: 0.05)
            XCTAssertEqual(gtk_widget_get_width(bar), 100, "no animation: the size jumps")
        }
    }
}
