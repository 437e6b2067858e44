import CGtk
import CXTest
import Gtk
import Glibc

/// Pointer input: motion, clicks, a long press, a drag, the wheel.
extension RealInput {
    /// Moves the pointer to `spot` of `widget`.
    func move(to widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center) throws {
        let point = try screenPoint(of: widget, at: spot)
        move(toScreen: point)
    }

    /// Moves the pointer over `spot` of `widget` (in a window or a popover) and leaves it
    /// there; throws if GTK handled no event of the motion.
    func hover(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center) throws {
        try expectingDelivery(to: widget, "the pointer moving over it") {
            try move(to: widget, at: spot)
        }
    }

    /// Moves the pointer to a root-window point, and lets GTK handle the motion.
    func move(toScreen point: (x: Int32, y: Int32)) {
        XTestFakeMotionEvent(display, -1, point.x, point.y, 0)
        deliver()
    }

    /// Presses (without releasing) `button` where the pointer is.
    func press(_ button: Button = .primary) {
        XTestFakeButtonEvent(display, button.rawValue, 1, 0)
        deliver()
    }

    /// Releases `button` where the pointer is.
    func release(_ button: Button = .primary) {
        XTestFakeButtonEvent(display, button.rawValue, 0, 0)
        deliver()
    }

    /// Clicks `widget` at `spot` (its centre unless told): moves there, presses and releases.
    func click(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center, button: Button = .primary) throws {
        try expectingDelivery(to: widget, "a click") {
            try move(to: widget, at: spot)
            press(button)
            release(button)
        }
    }

    /// Clicks twice, quickly enough for GTK's double-click time. GTK handles each click before
    /// the next goes out: sent in one batch, GtkText saw no double click (no word selected).
    func doubleClick(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center) throws {
        try expectingDelivery(to: widget, "a double click") {
            try move(to: widget, at: spot)
            for _ in 0..<2 {
                XTestFakeButtonEvent(display, Button.primary.rawValue, 1, 0)
                XTestFakeButtonEvent(display, Button.primary.rawValue, 0, 0)
                deliver(frame: 0.01)
            }
        }
    }

    /// Clicks with the secondary (right) button, as for a context menu.
    func rightClick(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center) throws {
        try click(widget, at: spot, button: .secondary)
    }

    /// Presses on `widget`, holds still for `seconds` while the main loop runs (a long press:
    /// GTK's long-press gesture fires after about half a second), and releases.
    func pressAndHold(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center, for seconds: Double = 0.8) throws {
        try expectingDelivery(to: widget, "a long press") {
            try move(to: widget, at: spot)
            press()
            MainLoop.run(for: seconds)
            release()
        }
    }

    /// Presses at `start`, moves to `end` in `steps` motion events (letting GTK handle each,
    /// so drag thresholds and drag-and-drop see a real path), and releases there.
    func drag(fromScreen start: (x: Int32, y: Int32), toScreen end: (x: Int32, y: Int32), steps: Int = 12, button: Button = .primary) {
        move(toScreen: start)
        press(button)
        for step in 1...max(1, steps) {
            let fraction = Double(step) / Double(max(1, steps))
            let x = Double(start.x) + Double(end.x - start.x) * fraction
            let y = Double(start.y) + Double(end.y - start.y) * fraction
            move(toScreen: (Int32(x.rounded()), Int32(y.rounded())))
            MainLoop.run(for: 0.02)
        }
        MainLoop.run(for: 0.1)
        release(button)
        MainLoop.run(for: 0.1)
    }

    /// Drags from `spot` of one widget to `spot` of another (or the same one).
    func drag(
        from source: UnsafeMutablePointer<GtkWidget>, at sourceSpot: Spot = .center,
        to target: UnsafeMutablePointer<GtkWidget>, at targetSpot: Spot = .center, steps: Int = 12
    ) throws {
        try expectingDelivery(to: source, "a drag") {
            drag(fromScreen: try screenPoint(of: source, at: sourceSpot), toScreen: try screenPoint(of: target, at: targetSpot), steps: steps)
        }
    }

    /// Scrolls `steps` wheel clicks over `widget` (X sends them as buttons 4 to 7).
    func scroll(_ widget: UnsafeMutablePointer<GtkWidget>, _ direction: ScrollDirection, steps: Int = 1, at spot: Spot = .center) throws {
        try expectingDelivery(to: widget, "a scroll") {
            try move(to: widget, at: spot)
            for _ in 0..<steps {
                XTestFakeButtonEvent(display, direction.rawValue, 1, 0)
                XTestFakeButtonEvent(display, direction.rawValue, 0, 0)
                deliver()
            }
        }
    }
}

extension RealInput {
    /// Scrolls `steps` wheel clicks over `widget` with `modifiers` held (Ctrl+wheel zooms).
    func scroll(_ widget: UnsafeMutablePointer<GtkWidget>, _ direction: ScrollDirection, steps: Int = 1, holding modifiers: Modifiers) throws {
        let codes = modifiers.keysyms.map { XKeysymToKeycode(display, $0) }
        try focusWindow(of: widget)
        for code in codes { XTestFakeKeyEvent(display, UInt32(code), 1, 0) }
        deliver()
        defer {
            for code in codes.reversed() { XTestFakeKeyEvent(display, UInt32(code), 0, 0) }
            deliver()
        }
        try scroll(widget, direction, steps: steps)
    }

    /// Presses at `spot` of `widget`, moves by `offset` pixels in `steps` motion events (GTK
    /// handling each), then releases, or (`releasing: false`) leaves the button down.
    func drag(_ widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center, by offset: (x: Int32, y: Int32), steps: Int = 10, releasing: Bool = true) throws {
        let start = try screenPoint(of: widget, at: spot)
        move(toScreen: start)
        press()
        for step in 1...max(1, steps) {
            move(toScreen: (start.x + offset.x * Int32(step) / Int32(steps), start.y + offset.y * Int32(step) / Int32(steps)))
            MainLoop.run(for: 0.02)
        }
        if releasing { release() }
    }
}
