import CGtk
import CXTest
import Gtk
import Glibc

/// Sends real input through the X server with XTEST: pointer motion, button presses and key
/// presses that GDK receives from X exactly as it receives a user's, so GTK's whole event
/// pipeline (event controllers, gestures, focus, input methods, shortcuts) runs.
///
/// Positions are a widget's real place on the screen: its bounds in its `GtkNative` (the
/// window, or a popover), moved by the native's surface transform (CSD shadows), and then
/// to the root window with `XTranslateCoordinates`. Every call waits (with a timeout) until
/// GDK has read the events and the main loop has handled them (`deliver()`).
@MainActor
final class RealInput {
    enum Failure: Error, CustomStringConvertible {
        case noXDisplay(String)
        case notShown(String)
        case noKey(String)
        case notDelivered(String)

        var description: String {
            switch self {
            case .noXDisplay(let why), .notShown(let why), .noKey(let why), .notDelivered(let why): why
            }
        }
    }

    /// Modifier keys held during a key press.
    struct Modifiers: OptionSet {
        let rawValue: Int
        static let shift = Modifiers(rawValue: 1)
        static let control = Modifiers(rawValue: 2)
        static let alt = Modifiers(rawValue: 4)
        static let `super` = Modifiers(rawValue: 8)

        /// The keysyms of the left-hand keys, pressed in this order.
        var keysyms: [KeySym] {
            [(Modifiers.control, XK_Control_L), (.shift, XK_Shift_L), (.alt, XK_Alt_L), (.super, XK_Super_L)]
                .filter { contains($0.0) }.map { KeySym($0.1) }
        }
    }

    /// Where on a widget: a fraction of its width and height (0.5, 0.5 is its centre).
    struct Spot {
        var x: Double
        var y: Double
        static let center = Spot(x: 0.5, y: 0.5)
    }

    /// Mouse buttons as X numbers them (4 to 7 are scroll steps).
    enum Button: UInt32 {
        case primary = 1, middle = 2, secondary = 3
    }

    enum ScrollDirection: UInt32 {
        case up = 4, down = 5, left = 6, right = 7
    }

    /// The one driver of the test process: its own X connection to GDK's display.
    static func shared() throws -> RealInput {
        if let driver = sharedDriver { return driver }
        let driver = try RealInput()
        sharedDriver = driver
        return driver
    }
    private static var sharedDriver: RealInput?

    /// Our own connection, so the fake requests never mix with GDK's in its Xlib queue.
    private let display: OpaquePointer
    /// GDK's connection: synced after sending, so GDK has read the events before we pump.
    private let gdkDisplay: OpaquePointer
    private let root: CXTest.Window

    private init() throws {
        guard let gdk = gdk_display_get_default(),
              String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(gdk).assumingMemoryBound(to: GTypeInstance.self))) == "GdkX11Display",
              let gdkX = gdk_x11_display_get_xdisplay(gdk)
        else { throw Failure.noXDisplay("real input needs GDK's X11 backend (run under Xvfb with GDK_BACKEND unset or x11)") }
        guard let own = XOpenDisplay(XDisplayString(gdkX)) else { throw Failure.noXDisplay("cannot open a second X connection") }
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(own, &event, &error, &major, &minor) != 0 else {
            XCloseDisplay(own)
            throw Failure.noXDisplay("the X server has no XTEST extension")
        }
        display = own
        gdkDisplay = gdkX
        root = XDefaultRootWindow(own)
    }

    // MARK: Where things are

    /// The root-window (screen) point at `spot` of `widget`, once the widget is shown and
    /// its surface is viewable on the X server (waits up to `timeout` seconds for that).
    func screenPoint(of widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center, timeout: Double = 2) throws -> (x: Int32, y: Int32) {
        var bounds = graphene_rect_t()
        var nativePointer: OpaquePointer?
        let shown = MainLoop.run(until: {
            guard gtk_widget_get_mapped(widget) != 0, let native = gtk_widget_get_native(widget),
                  gtk_widget_compute_bounds(widget, UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self), &bounds) != 0,
                  bounds.size.width > 0, bounds.size.height > 0, isViewable(native)
            else { return false }
            nativePointer = native
            return true
        }, timeout: timeout)
        guard shown, let native = nativePointer else {
            throw Failure.notShown("the \(typeName(widget)) is not shown on screen (not mapped, no size, or its surface is not viewable) after \(timeout) s")
        }
        var offsetX = 0.0, offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        let x = Double(bounds.origin.x) + Double(bounds.size.width) * spot.x + offsetX
        let y = Double(bounds.origin.y) + Double(bounds.size.height) * spot.y + offsetY
        let surface = xid(of: native)
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: CXTest.Window = 0
        XTranslateCoordinates(display, surface, root, Int32(x.rounded(.down)), Int32(y.rounded(.down)), &rootX, &rootY, &child)
        try raiseIfCovered(surface, at: (rootX, rootY))
        return (rootX, rootY)
    }

    /// Without a window manager every window opens at the screen's corner, so a window an
    /// earlier test left open (or one on top of ours) would take the events: raises ours, as
    /// a user would, and fails if another window still covers the point.
    private func raiseIfCovered(_ surface: CXTest.Window, at point: (x: Int32, y: Int32)) throws {
        if topWindow(at: point) == surface { return }
        XRaiseWindow(display, surface)
        XSync(display, 0)
        let top = topWindow(at: point)
        guard top == surface else {
            throw Failure.notShown("X window 0x\(String(top, radix: 16)) covers ours (0x\(String(surface, radix: 16))) at \(point)")
        }
    }

    /// The topmost child of the root window that contains a root-window point.
    private func topWindow(at point: (x: Int32, y: Int32)) -> CXTest.Window {
        var x: Int32 = 0, y: Int32 = 0
        var child: CXTest.Window = 0
        XTranslateCoordinates(display, root, root, point.x, point.y, &x, &y, &child)
        return child
    }

    /// The X window of a native's surface.
    private func xid(of native: OpaquePointer) -> CXTest.Window {
        gdk_x11_surface_get_xid(gtk_native_get_surface(native))
    }

    private func isViewable(_ native: OpaquePointer) -> Bool {
        guard let surface = gtk_native_get_surface(native), gdk_surface_get_mapped(surface) != 0 else { return false }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, gdk_x11_surface_get_xid(surface), &attributes) != 0 else { return false }
        return attributes.map_state == IsViewable
    }

    private func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
    }

    // MARK: Pointer

    /// Moves the pointer to `spot` of `widget`.
    func move(to widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot = .center) throws {
        let point = try screenPoint(of: widget, at: spot)
        move(toScreen: point)
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

    // MARK: Keyboard

    /// Gives the X input focus to the window (or popover) `widget` is in, as a window manager
    /// does when the user clicks the window: without a window manager, Xvfb would send keys to
    /// whatever is under the pointer.
    func focusWindow(of widget: UnsafeMutablePointer<GtkWidget>) throws {
        _ = try screenPoint(of: widget)  // waits until the surface is viewable
        keyboardWidget = widget
        EventWitness.watch(widget)
        guard let native = gtk_widget_get_native(widget) else { return }
        let window = xid(of: native)
        var focused: CXTest.Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focused, &revert)
        guard focused != window else { return }
        XSetInputFocus(display, window, RevertToParent, 0)
        deliver()
    }

    /// Presses and releases the key of `keysym` (an X keysym: `XK_Return`, `XK_Escape`, a
    /// Latin-1 character's code) with `modifiers` held, adding Shift when the keysym sits on
    /// the shifted level of its key ("A", "?").
    func key(_ keysym: KeySym, modifiers: Modifiers = []) throws {
        let keycode = XKeysymToKeycode(display, keysym)
        guard keycode != 0 else { throw Failure.noKey("no key of the X keyboard map types keysym 0x\(String(keysym, radix: 16))") }
        var held = modifiers
        if XkbKeycodeToKeysym(display, keycode, 0, 0) != keysym, XkbKeycodeToKeysym(display, keycode, 0, 1) == keysym {
            held.insert(.shift)
        }
        let before = EventWitness.count
        defer {
            if keyboardWidget != nil, EventWitness.count == before {
                undelivered = "GTK handled no event of the key press (keysym 0x\(String(keysym, radix: 16)))"
            }
        }
        let modifierCodes = held.keysyms.map { XKeysymToKeycode(display, $0) }
        for code in modifierCodes { XTestFakeKeyEvent(display, UInt32(code), 1, 0) }
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        for code in modifierCodes.reversed() { XTestFakeKeyEvent(display, UInt32(code), 0, 0) }
        deliver()
    }

    /// Presses the key named as X names it ("Return", "Escape", "Down", "s", "F10").
    func key(named name: String, modifiers: Modifiers = []) throws {
        let keysym = XStringToKeysym(name)
        guard keysym != 0 else { throw Failure.noKey("X knows no keysym named \"\(name)\"") }
        try key(keysym, modifiers: modifiers)
    }

    /// Types `text` one key press per character into whatever has the keyboard focus:
    /// "\n" presses Return, "\t" Tab; capitals and symbols are typed with Shift.
    func type(_ text: String) throws {
        for character in text {
            try key(Self.keysym(for: character))
        }
    }

    /// The keysym that types `character`: Return and Tab for "\n" and "\t", the code point
    /// for Latin-1 (as X numbers those keysyms), the Unicode keysym otherwise.
    static func keysym(for character: Character) -> KeySym {
        switch character {
        case "\n", "\r\n": return KeySym(XK_Return)
        case "\t": return KeySym(XK_Tab)
        default:
            let scalar = character.unicodeScalars.first!.value
            return KeySym(scalar < 0x100 ? scalar : 0x0100_0000 | scalar)
        }
    }

    // MARK: Delivery

    /// The widget whose window `focusWindow(of:)` gave the keyboard last.
    private var keyboardWidget: UnsafeMutablePointer<GtkWidget>?
    /// A key press GTK handled no event of, thrown by the next `checkKeysDelivered()`.
    private var undelivered: String?

    /// Throws if GTK handled no event of a key press since the last check (a key press has
    /// no widget to check against: `RealWindow`'s real… key methods check after typing).
    func checkKeysDelivered() throws {
        guard let message = undelivered else { return }
        undelivered = nil
        throw Failure.notDelivered(message + Self.stuckHint)
    }

    private static let stuckHint = "; GTK got none of the real input: if an earlier test closed a window while a popover "
        + "of it was open, GDK may dispatch nothing any more in this process"

    /// Runs `body` (which sends events at `widget`) and throws if GTK handled none of them.
    private func expectingDelivery(to widget: UnsafeMutablePointer<GtkWidget>, _ what: String, _ body: () throws -> Void) throws {
        EventWitness.watch(widget)
        let before = EventWitness.count
        try body()
        guard EventWitness.count > before else {
            throw Failure.notDelivered("GTK handled no event of \(what) on the \(typeName(widget))" + Self.stuckHint)
        }
    }

    /// Sends what is buffered and waits until GTK has handled it: until the X server has
    /// handled our requests (XSync on our connection), GDK's connection has read the events
    /// that resulted (XSync on GDK's: its reply comes after them), and the main loop has
    /// dispatched them all (none left in Xlib's queue); then runs the loop for `frame` seconds
    /// more, as GTK 4 hands pointer motion to widgets at the frame clock's next flush. Does
    /// not wait for the loop to go idle: a focused entry's blinking cursor never lets it.
    /// At most `timeout` seconds.
    func deliver(frame: Double = 0.035, timeout: Double = 1) {
        XSync(display, 0)
        XSync(gdkDisplay, 0)
        let deadline = MainLoop.monotonicMilliseconds + timeout * 1000
        _ = MainLoop.run(until: { XEventsQueued(gdkDisplay, QueuedAlready) == 0 }, timeout: timeout)
        let frameEnd = min(deadline, MainLoop.monotonicMilliseconds + frame * 1000)
        while MainLoop.monotonicMilliseconds < frameEnd {
            if !MainLoop.iterate(mayBlock: false) { g_usleep(1000) }
        }
    }
}
