import CGtk
import CellsGtk
import Gtk
import XCTest

private struct RingWindow: View {
    @Owned private var progress = 0.25
    @Owned private var taps = 0

    var body: some View {
        VStack {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 120, height: 120)
            Rectangle().fill(.orange)
            Text("taps \(taps)")
            Button("Advance") { progress += 0.25 }
            Button("Tap") { taps += 1 }
        }
    }
}

private struct Decorated: View {
    var body: some View {
        VStack {
            Text("Card")
                .padding(12)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            Text("Rounded")
                .padding(8)
                .background(Color.blue.opacity(0.2))
                .cornerRadius(8)
            Toggle("Tinted", isOn: .constant(true)).toggleStyle(.switch).tint(.green)
        }
    }
}

private struct Themed: View {
    var body: some View {
        VStack {
            Text("Card").padding(12).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            Circle().fill(Color("GtkTestRing")).frame(width: 40, height: 40)
        }
    }
}

final class DrawingWindowTests: XCTestCase {
    func testANamedColourAndAMaterialFollowTheThemeLive() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            NamedColors.register("GtkTestRing", light: "#e66100", dark: "#ffa348")
            let preferredDark = DesktopAppearance.prefersDark
            DesktopAppearance.prefersDark = false
            defer { DesktopAppearance.prefersDark = preferredDark }
            let window = try RealWindow(Themed())
            defer { window.close() }
            window.settle(for: 0.2)
            let ring = try window.nthWidget(ofType: gtk_drawing_area_get_type(), 1)
            let card = try window.nthWidget(ofType: gtk_drawing_area_get_type(), 0)
            XCTAssertEqual(window.renderedColor(of: ring).green, 0x61 / 255, accuracy: 0.01, "the light variant")
            XCTAssertGreaterThan(window.renderedColor(of: card).red, 0.9, "the material is the light theme's view colour")

            DesktopAppearance.prefersDark = true  // the desktop turns dark
            window.settle(for: 0.3)
            XCTAssertEqual(window.renderedColor(of: ring).green, 0xa3 / 255, accuracy: 0.01, "the dark variant, live")
            XCTAssertLessThan(window.renderedColor(of: card).red, 0.3, "the material is the dark theme's view colour")
        }
    }

    @MainActor private static func canvases(in window: RealWindow) throws -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var index = 0
        while let canvas = try? window.nthWidget(ofType: gtk_drawing_area_get_type(), index) {
            result.append(canvas)
            index += 1
        }
        return result
    }

    func testShapesAreDrawnInTheirColourSizedByLayoutAndRedrawnOnlyWhenChanged() throws {
        try onMainActor {
            let window = try RealWindow(RingWindow())
            defer { window.close() }
            window.settle(for: 0.3)
            let shapes = try Self.canvases(in: window)
            XCTAssertEqual(shapes.count, 3)
            let (track, ring, rectangle) = (shapes[0], shapes[1], shapes[2])
            // `.frame(width: 120, height: 120)` fixes the ring's size; the rectangle takes the
            // window's width.
            XCTAssertEqual(gtk_widget_get_width(ring), 120)
            XCTAssertEqual(gtk_widget_get_height(track), 120)
            XCTAssertEqual(gtk_widget_get_width(rectangle), gtk_widget_get_width(window.hosted!.window.child!.widgetPointer))
            // The ring is painted in GNOME's blue (#1c71d8), from its CSS class.
            let blue = window.renderedColor(of: ring)
            XCTAssertEqual(blue.red, 0x1c / 255, accuracy: 0.01)
            XCTAssertEqual(blue.green, 0x71 / 255, accuracy: 0.01)
            XCTAssertEqual(blue.blue, 0xd8 / 255, accuracy: 0.01)
            XCTAssertGreaterThan(DrawingArea.drawCount, 0)

            let drawn = DrawingArea.drawCount
            try window.click("Tap")
            window.settle(for: 0.2)
            XCTAssertNoThrow(try window.label("taps 1"))
            XCTAssertEqual(DrawingArea.drawCount, drawn, "an unrelated change draws no shape again")

            try window.click("Advance")
            window.settle(for: 0.2)
            XCTAssertEqual(DrawingArea.drawCount, drawn + 1, "the ring, and only it, is drawn again")
        }
    }

    func testBackgroundsClipsAndTintsAreGTKWidgetsAndCSSThatLeaveWithTheView() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            // The colour-scheme watcher keeps its two closures for the whole process: start it
            // before counting.
            HostingWidget(EmptyView()).tearDown()
            let closures = SignalClosureCounter.liveCount
            let colorSheets = TextColorStyles.installedCount
            let window = try RealWindow(Decorated())
            window.settle(for: 0.2)
            let card = try window.label("Card")
            let overlay = gtk_widget_get_parent(card)!
            XCTAssertTrue(gtk_widget_get_type_is_overlay(overlay))
            // The background is the overlay's child, exactly as large as the padded label.
            let background = gtk_overlay_get_child(OpaquePointer(overlay))!
            XCTAssertEqual(gtk_widget_get_width(background), gtk_widget_get_width(card) + 24)
            XCTAssertEqual(gtk_widget_get_height(background), gtk_widget_get_height(card) + 24)
            XCTAssertEqual(gtk_widget_get_width(overlay), gtk_widget_get_width(card) + 24)

            let rounded = gtk_widget_get_parent(try window.label("Rounded"))!
            XCTAssertTrue(window.hasCSSClass(rounded, "cells-clip-8px"))
            XCTAssertEqual(gtk_widget_get_overflow(rounded), GTK_OVERFLOW_HIDDEN)
            XCTAssertEqual(ClipShapeAttribute.sheets.installedCount, 1)
            XCTAssertEqual(TintAttribute.sheets.installedCount, 1)
            let toggle = try window.widget(ofType: gtk_switch_get_type(), "switch")
            let green = window.renderedBackground(of: toggle)
            XCTAssertEqual(green.green, 0xa2 / 255, accuracy: 0.02, "the switch takes the tint")

            window.close()
            for _ in 0..<5 { window.settle() }
            XCTAssertEqual(ClipShapeAttribute.sheets.installedCount, 0, "the clip's style sheet leaves with its last user")
            XCTAssertEqual(TintAttribute.sheets.installedCount, 0)
            XCTAssertEqual(TextColorStyles.installedCount, colorSheets)
            XCTAssertTrue(MainLoop.run(until: { SignalClosureCounter.liveCount == closures }, timeout: 5),
                          "\(SignalClosureCounter.liveCount - closures) draw functions or finalize notes outlived the window")
        }
    }
}

private func gtk_widget_get_type_is_overlay(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_overlay_get_type()) != 0
}

extension RealWindow {
    /// The background colour GTK paints `widget` with (its CSS `background-color`).
    func renderedBackground(of widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
        // GTK 4.8 has no getter for a widget's background colour: render it and read a pixel.
        var color = GdkRGBA()
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return color }
        defer { gsk_render_node_unref(node) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        // A pixel a quarter in from the left, in the middle: the checked switch's track.
        let offset = Int(height / 2) * stride + Int(width / 4) * 4
        color.blue = Float(data[offset]) / 255
        color.green = Float(data[offset + 1]) / 255
        color.red = Float(data[offset + 2]) / 255
        color.alpha = Float(data[offset + 3]) / 255
        return color
    }
}
