import CGtk
import CellsGtk
import Gtk
import XCTest

private struct GradientsAndChart: View {
    @Owned private var level = 2.0
    @Owned private var taps = 0

    var body: some View {
        VStack {
            Rectangle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 20)
            Circle()
                .fill(AngularGradient(colors: [.yellow, .blue, .yellow], center: .center))
                .frame(width: 60, height: 60)
            // One bar, `level` tenths of the canvas high, in orange.
            Canvas { context, size in
                let height = size.height * level / 10
                context.fill(Path(CGRect(x: 0, y: size.height - height, width: size.width, height: height)), with: .color(.orange))
            }
            .frame(width: 40, height: 100)
            Button("Grow") { level += 4 }
            Button("Tap") { taps += 1 }
            Text("taps \(taps)")
        }
    }
}

/// Gradients drawn by a shape's cairo drawing, and a `Canvas` that follows what its renderer
/// read: clicked with real input (XTEST), read back as GTK renders the pixels.
final class GradientAndCanvasWindowTests: XCTestCase {
    func testAGradientRunsFromItsStartColourToItsEndColour() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let window = try RealWindow(GradientsAndChart())
            defer { window.close() }
            window.settle(for: 0.2)
            let strip = try window.nthWidget(ofType: gtk_drawing_area_get_type(), 0)
            XCTAssertEqual(gtk_widget_get_width(strip), 100)
            let start = try RenderedPixels.pixel(of: strip, x: 1, y: 10)
            let middle = try RenderedPixels.pixel(of: strip, x: 50, y: 10)
            let end = try RenderedPixels.pixel(of: strip, x: 98, y: 10)
            // GNOME's red 3 (#c01c28) at the leading edge, blue 3 (#1c71d8) at the trailing one.
            XCTAssertEqual(start.red, 0xc0 / 255, accuracy: 0.03)
            XCTAssertEqual(start.blue, 0x28 / 255, accuracy: 0.03)
            XCTAssertEqual(end.red, 0x1c / 255, accuracy: 0.03)
            XCTAssertEqual(end.blue, 0xd8 / 255, accuracy: 0.03)
            XCTAssertEqual(middle.red, (0xc0 + 0x1c) / 2 / 255, accuracy: 0.04, "halfway, half of each")

            // The angular gradient: yellow to the right of the centre (0°), blue opposite.
            let wheel = try window.nthWidget(ofType: gtk_drawing_area_get_type(), 1)
            let right = try RenderedPixels.pixel(of: wheel, x: 55, y: 31)
            let left = try RenderedPixels.pixel(of: wheel, x: 5, y: 29)
            XCTAssertGreaterThan(right.red, 0.8, "yellow at 0°")
            XCTAssertLessThan(right.blue, 0.3)
            XCTAssertGreaterThan(left.blue, 0.7, "blue at 180°")
            XCTAssertLessThan(left.red, 0.3)
            XCTAssertEqual(try RenderedPixels.pixel(of: wheel, x: 1, y: 1).alpha, 0, accuracy: 0.01, "nothing outside the circle")
        }
    }

    func testACanvasRedrawsWhenWhatItsRendererReadChangesAndOnlyThen() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            HostingWidget(EmptyView()).tearDown()
            let closures = SignalClosureCounter.liveCount
            let window = try RealWindow(GradientsAndChart())
            window.settle(for: 0.2)
            let canvas = try window.nthWidget(ofType: gtk_drawing_area_get_type(), 2)
            XCTAssertEqual(gtk_widget_get_height(canvas), 100)
            // Level 2: the bar is the bottom 20 pixels.
            XCTAssertEqual(try RenderedPixels.pixel(of: canvas, x: 20, y: 90).red, 0xe6 / 255, accuracy: 0.03, "GNOME's orange 3 at the bottom")
            XCTAssertEqual(try RenderedPixels.pixel(of: canvas, x: 20, y: 50).alpha, 0, accuracy: 0.01, "nothing above the bar yet")

            // A write the renderer did not read draws nothing again.
            let input = try RealInput.shared()
            let draws = DrawingArea.drawCount
            try input.click(try window.button("Tap"))
            window.settle(for: 0.2)
            XCTAssertNotNil(try? window.label("taps 1"), "the tap was counted")
            XCTAssertEqual(DrawingArea.drawCount, draws, "no drawing area drawn again for a value no drawing read")

            // A write it read: the bar grows to 6 tenths.
            try input.click(try window.button("Grow"))
            window.settle(for: 0.2)
            XCTAssertGreaterThan(DrawingArea.drawCount, draws)
            XCTAssertEqual(try RenderedPixels.pixel(of: canvas, x: 20, y: 50).red, 0xe6 / 255, accuracy: 0.03, "the bar now reaches above the middle")
            XCTAssertEqual(try RenderedPixels.pixel(of: canvas, x: 20, y: 30).alpha, 0, accuracy: 0.01)

            window.close()
            XCTAssertTrue(MainLoop.run(until: { SignalClosureCounter.liveCount == closures }, timeout: 5),
                          "\(SignalClosureCounter.liveCount - closures) draw functions or resize handlers outlived the window")
        }
    }

    func testACanvasDrawsASymbolicIconInItsPaintAndAFileInItsOwnColours() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            // An 8 × 8 green PNG, as an app's own picture.
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("cells-canvas-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let green = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 8, 8)!
            gdk_pixbuf_fill(green, 0x26a2_69ff)
            var error: UnsafeMutablePointer<GError>?
            XCTAssertNotEqual(gdk_pixbuf_savev(green, path, "png", nil, nil, &error), 0)
            g_object_unref(UnsafeMutableRawPointer(green))

            let window = try RealWindow(
                Canvas { context, _ in
                    context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 32, height: 32))
                    context.draw(Image(filePath: path), at: CGPoint(x: 48, y: 16))
                }
                .foregroundStyle(.red)
                .frame(width: 64, height: 32)
            )
            defer { window.close() }
            window.settle(for: 0.2)
            let canvas = try window.nthWidget(ofType: gtk_drawing_area_get_type(), 0)
            let star = try RenderedPixels.pixel(of: canvas, x: 16, y: 16)
            XCTAssertEqual(star.alpha, 1, accuracy: 0.05, "the star's middle is drawn")
            XCTAssertGreaterThan(star.red, 0.7, "in the red it was given, not the icon's own grey")
            XCTAssertLessThan(star.green, 0.4)
            XCTAssertEqual(try RenderedPixels.pixel(of: canvas, x: 1, y: 1).alpha, 0, accuracy: 0.05, "a star, not a square")
            let file = try RenderedPixels.pixel(of: canvas, x: 48, y: 16)
            XCTAssertEqual(file.green, 0xa2 / 255, accuracy: 0.03, "the file keeps its green")
            XCTAssertEqual(file.red, 0x26 / 255, accuracy: 0.03)
            XCTAssertEqual(try RenderedPixels.pixel(of: canvas, x: 48, y: 22).alpha, 0, accuracy: 0.01, "8 pixels high, centred at the point")
        }
    }
}
