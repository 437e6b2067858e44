import CGtk
import CellsGtk
import Gtk
import XCTest

private struct Disclosure: View {
    @Owned var showsDetails = false
    @Owned var isDim = false

    var body: some View {
        VStack {
            Button("Details") { withAnimation(.linear(duration: 0.6)) { showsDetails.toggle() } }
            if showsDetails {
                Text("Hidden depths").frame(height: 80).transition(.move(edge: .top))
            }
            Text("Dimmed").opacity(isDim ? 0.2 : 1).animation(.linear(duration: 0.6), value: isDim)
            Button("Dim") { isDim.toggle() }
            Spacer()
        }
    }
}

/// Animation on GTK's frame clock, driven by real clicks (XTEST): a view that comes slides
/// open in a revealer over the animation's duration and one that goes stays until it has
/// closed; an opacity moves through the values between; with the desktop's animations off,
/// both jump.
final class AnimationWindowTests: XCTestCase {
    func testADisclosureSlidesOpenAndClosedOnTheFrameClock() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            HostingWidget(EmptyView()).tearDown()
            let closures = SignalClosureCounter.liveCount
            let window = try RealWindow.opened(Disclosure(), width: 360, height: 400)
            let input = try RealInput.shared()
            try input.click(try window.button("Details"))
            let details = try window.label("Hidden depths")
            let revealer = try XCTUnwrap(gtk_widget_get_parent(details))
            XCTAssertTrue(widgetIsA(revealer, gtk_revealer_get_type()), "the view came in a revealer")
            // Part of the way through, the revealer shows part of the view.
            window.settle(for: 0.25)
            let partway = gtk_widget_get_height(revealer)
            XCTAssertGreaterThan(partway, 0)
            XCTAssertLessThan(partway, 80, "a quarter of a second into 0.6 s, the view is partly open")
            XCTAssertTrue(MainLoop.run(until: { gtk_revealer_get_child_revealed(OpaquePointer(revealer)) != 0 }, timeout: 3))
            window.settle(for: 0.1)
            XCTAssertEqual(gtk_widget_get_height(revealer), 80, "open: the whole view")

            try input.click(try window.button("Details"))
            window.settle(for: 0.25)
            XCTAssertNotNil(try? window.label("Hidden depths"), "the view stays while it closes")
            XCTAssertLessThan(gtk_widget_get_height(revealer), 80)
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("Hidden depths")) == nil }, timeout: 3), "then goes")

            // Open again, and close the window mid-animation: nothing it made outlives it.
            try input.click(try window.button("Details"))
            window.settle(for: 0.1)
            window.close()
            XCTAssertTrue(MainLoop.run(until: { SignalClosureCounter.liveCount == closures && WidgetAnimator.runningCount == 0 }, timeout: 5),
                          "\(SignalClosureCounter.liveCount - closures) handlers and \(WidgetAnimator.runningCount) animations outlived the window")
        }
    }

    func testAnOpacityPassesThroughTheValuesBetween() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let window = try RealWindow.opened(Disclosure(), width: 360, height: 400)
            defer { window.close() }
            let label = try window.label("Dimmed")
            try RealInput.shared().click(try window.button("Dim"))
            window.settle(for: 0.25)
            let partway = gtk_widget_get_opacity(label)
            XCTAssertLessThan(partway, 0.95)
            XCTAssertGreaterThan(partway, 0.25, "on its way from 1 to 0.2")
            XCTAssertTrue(MainLoop.run(until: { abs(gtk_widget_get_opacity(label) - 0.2) < 0.01 }, timeout: 3))
            XCTAssertTrue(MainLoop.run(until: { WidgetAnimator.runningCount == 0 }, timeout: 3), "the animation ended and was let go")

            // A window closed while an opacity moves lets its animation go.
            try RealInput.shared().click(try window.button("Dim"))
            window.settle(for: 0.1)
            XCTAssertEqual(WidgetAnimator.runningCount, 1)
            window.close()
            XCTAssertTrue(MainLoop.run(until: { WidgetAnimator.runningCount == 0 }, timeout: 3), "no animation outlives its widget")
        }
    }

    func testWithTheDesktopsAnimationsOffEverythingJumps() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let settings = Settings(retaining: UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default())))
            let wasEnabled = settings.gtkEnableAnimations
            settings.gtkEnableAnimations = false  // the desktop's "reduce animation"
            defer { settings.gtkEnableAnimations = wasEnabled }
            let window = try RealWindow.opened(Disclosure(), width: 360, height: 400)
            defer { window.close() }
            let input = try RealInput.shared()
            try input.click(try window.button("Details"))
            window.settle(for: 0.05)
            let revealer = try XCTUnwrap(gtk_widget_get_parent(try window.label("Hidden depths")))
            XCTAssertNotEqual(gtk_revealer_get_child_revealed(OpaquePointer(revealer)), 0, "open at once")
            try input.click(try window.button("Dim"))
            window.settle(for: 0.05)
            XCTAssertEqual(gtk_widget_get_opacity(try window.label("Dimmed")), 0.2, accuracy: 0.01, "dimmed at once")
        }
    }
}

private struct Ring: View {
    @Owned var progress = 0.2

    var body: some View {
        VStack {
            Circle().trim(from: 0, to: progress).stroke(progress > 0.5 ? Color.green : Color.blue, lineWidth: 8)
                .frame(width: 80, height: 80)
            Button("Advance") { withAnimation(.linear(duration: 0.6)) { progress = 0.8 } }
        }
    }
}

/// A shape's `animatableData` (a ring's trim) and its colour move on the frame clock.
final class ShapeAnimationWindowTests: XCTestCase {
    func testARingsTrimAndColourMoveThroughTheValuesBetween() throws {
        try onMainActor {
            let window = try RealWindow.opened(Ring(), width: 360, height: 300)
            defer { window.close() }
            let ring = try window.widget(ofType: gtk_drawing_area_get_type(), "ring")
            // Points on the ring (radius 36 around the centre of 80 × 80), by the fraction of
            // the turn clockwise from 3 o'clock where the trim starts.
            @MainActor func alpha(at fraction: Double) throws -> Double {
                let angle = fraction * 2 * .pi
                return try RenderedPixels.pixel(of: ring, x: Int(40 + 36 * cos(angle)), y: Int(40 + 36 * sin(angle))).alpha
            }
            XCTAssertGreaterThan(try alpha(at: 0.1), 0.5)
            XCTAssertEqual(try alpha(at: 0.35), 0, accuracy: 0.05, "trimmed at 0.2")
            try RealInput.shared().click(try window.button("Advance"))
            window.settle(for: 0.3)
            // Half of 0.6 s into a linear move from 0.2 to 0.8: about 0.5.
            XCTAssertGreaterThan(try alpha(at: 0.35), 0.5, "partway: drawn past 0.35")
            XCTAssertEqual(try alpha(at: 0.7), 0, accuracy: 0.05, "not yet to 0.7")
            let blended = try RenderedPixels.pixel(of: ring, x: 76, y: 43)
            XCTAssertTrue(MainLoop.run(until: { ((try? alpha(at: 0.75)) ?? 0) > 0.5 }, timeout: 3), "the whole way")
            let green = try RenderedPixels.pixel(of: ring, x: 76, y: 43)
            XCTAssertGreaterThan(green.green, green.blue, "green at the end")
            XCTAssertGreaterThan(blended.blue, green.blue, "the colour was on its way from blue")
        }
    }
}

private struct Pages: View {
    @Owned var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(1) }
                .navigationDestination(for: Int.self) { page in
                    Button("Back from \(page)") { path.removeLast() }
                }
        }
    }
}

/// A navigation stack slides forward on a push and back on a pop, as GNOME's navigation
/// does: the popped page stays until the slide is over.
final class NavigationSlideWindowTests: XCTestCase {
    func testAPopSlidesBackBeforeThePageGoes() throws {
        try onMainActor {
            let window = try RealWindow.opened(Pages(), width: 360, height: 300)
            defer { window.close() }
            let input = try RealInput.shared()
            try input.click(try window.button("Open"))
            XCTAssertTrue(MainLoop.run(until: { (try? window.button("Back from 1")) != nil }, timeout: 3))
            let stack = try XCTUnwrap(gtk_widget_get_ancestor(try window.button("Back from 1"), gtk_stack_get_type()))
            XCTAssertTrue(MainLoop.run(until: { gtk_stack_get_transition_running(OpaquePointer(stack)) == 0 }, timeout: 3))
            func pageCount() -> Int {
                var count = 0
                var child = gtk_widget_get_first_child(stack)
                while let current = child { count += 1; child = gtk_widget_get_next_sibling(current) }
                return count
            }
            XCTAssertEqual(pageCount(), 2)

            try input.click(try window.button("Back from 1"))
            XCTAssertNotEqual(gtk_stack_get_transition_running(OpaquePointer(stack)), 0, "the stack slides back")
            XCTAssertEqual(pageCount(), 2, "the popped page stays while the stack slides away from it")
            XCTAssertTrue(MainLoop.run(until: { pageCount() == 1 }, timeout: 3), "then goes")
            XCTAssertNotNil(try? window.button("Open"))
        }
    }
}

private struct SpringDim: View {
    @Owned var isDim = false

    var body: some View {
        VStack {
            Text("Sprung").opacity(isDim ? 0.2 : 1).animation(.bouncy, value: isDim)
            Button("Dim") { isDim.toggle() }
        }
    }
}

/// A spring runs to its end on the frame clock and goes with its parameters: the spring
/// parameters were freed twice, and the Motion window crashed after its first spring.
final class SpringAnimationWindowTests: XCTestCase {
    func testSpringsRunToTheirEndAndGo() throws {
        try onMainActor {
            let window = try RealWindow.opened(SpringDim(), width: 360, height: 300)
            defer { window.close() }
            let label = try window.label("Sprung")
            let input = try RealInput.shared()
            for target in [0.2, 1.0, 0.2] {
                try input.click(try window.button("Dim"))
                XCTAssertTrue(MainLoop.run(until: { WidgetAnimator.runningCount == 0 }, timeout: 5), "the spring settled")
                window.settle(for: 0.2)  // the finished animation and its parameters are let go
                XCTAssertEqual(gtk_widget_get_opacity(label), target, accuracy: 0.01)
            }
        }
    }
}
