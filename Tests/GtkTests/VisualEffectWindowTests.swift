import CGtk
import CellsGtk
import Gtk
import XCTest

private struct Effects: View {
    @Owned var isMoved = false

    var body: some View {
        VStack {
            Rectangle().fill(.red).frame(width: 40, height: 40).offset(x: isMoved ? 20 : 0)
            Rectangle().fill(.red).frame(width: 40, height: 40).grayscale(1)
            Rectangle().fill(.blue).frame(width: 40, height: 40).blur(radius: 6)
            Rectangle().fill(.green).frame(width: 40, height: 40).scaleEffect(0.5)
            // Not a shape: a stack with a red bar across its top, turned a quarter clockwise.
            VStack(spacing: 0) { Color.red.frame(height: 8); Spacer() }.frame(width: 40, height: 40).rotationEffect(.degrees(90))
            Button("Move") { withAnimation(.linear(duration: 0.6)) { isMoved.toggle() } }
        }
    }
}

/// Visual effects drawn by GTK's snapshot in a real window, read back as GTK renders the
/// pixels; an offset animated by a real click passes through the values between.
final class VisualEffectWindowTests: XCTestCase {
    func testEffectsChangeTheDrawingAndNotTheLayout() throws {
        try onMainActor {
            let window = try RealWindow(Effects())
            defer { window.close() }
            window.settle(for: 0.2)
            let bins = window.descendants(of: window.window).filter { widgetIsA($0, adw_bin_get_type()) }
            XCTAssertEqual(bins.count, 5)
            for bin in bins { XCTAssertEqual(gtk_widget_get_width(bin), 40, "an effect leaves the layout alone") }
            let (offset, grey, blurred, scaled, turned) = (bins[0], bins[1], bins[2], bins[3], bins[4])

            XCTAssertEqual(try RenderedPixels.pixel(of: offset, x: 5, y: 20).red, 0xc0 / 255, accuracy: 0.03, "not moved yet")
            let greyPixel = try RenderedPixels.pixel(of: grey, x: 20, y: 20)
            XCTAssertEqual(greyPixel.red, greyPixel.green, accuracy: 0.02, "grey: red, green and blue alike")
            XCTAssertEqual(greyPixel.green, greyPixel.blue, accuracy: 0.02)
            XCTAssertLessThan(try RenderedPixels.pixel(of: blurred, x: 0, y: 20).alpha, 0.8, "a blurred edge is soft")
            XCTAssertEqual(try RenderedPixels.pixel(of: blurred, x: 20, y: 20).alpha, 1, accuracy: 0.02)
            XCTAssertEqual(try RenderedPixels.pixel(of: scaled, x: 3, y: 20).alpha, 0, accuracy: 0.01, "half the size: the edge is empty")
            XCTAssertEqual(try RenderedPixels.pixel(of: scaled, x: 20, y: 20).alpha, 1, accuracy: 0.01)
            XCTAssertEqual(try RenderedPixels.pixel(of: turned, x: 20, y: 3).alpha, 0, accuracy: 0.01, "the bar no longer lies across the top")
            XCTAssertEqual(try RenderedPixels.pixel(of: turned, x: 36, y: 3).red, 0xc0 / 255, accuracy: 0.03, "it stands at the right")
            XCTAssertEqual(try RenderedPixels.pixel(of: turned, x: 36, y: 36).red, 0xc0 / 255, accuracy: 0.03)
            XCTAssertEqual(try RenderedPixels.pixel(of: turned, x: 3, y: 36).alpha, 0, accuracy: 0.01)

            // A real click moves the square 20 pixels, over 0.6 s.
            try RealInput.shared().click(try window.button("Move"))
            window.settle(for: 0.25)
            let bin = try XCTUnwrap(Self.effectBin(offset))
            guard case .offset(let partway) = bin.effect else { return XCTFail("an offset") }
            XCTAssertGreaterThan(partway.width, 1)
            XCTAssertLessThan(partway.width, 19, "partway through")
            XCTAssertTrue(MainLoop.run(until: { bin.effect == .offset(CGSize(width: 20, height: 0)) }, timeout: 3))
            window.settle(for: 0.1)
            XCTAssertEqual(try RenderedPixels.pixel(of: offset, x: 5, y: 20).alpha, 0, accuracy: 0.01, "moved right: the left edge is empty")
            XCTAssertEqual(try RenderedPixels.pixel(of: offset, x: 30, y: 20).red, 0xc0 / 255, accuracy: 0.03)
            XCTAssertEqual(gtk_widget_get_width(offset), 40, "laid out where it was")
        }
    }

    @MainActor private static func effectBin(_ pointer: UnsafeMutablePointer<GtkWidget>) -> VisualEffectBin? {
        VisualEffectBin.bin(at: pointer)
    }
}
