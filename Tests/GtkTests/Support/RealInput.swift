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

    /// Moves the pointer to the screen's bottom right corner, away from every window (they
    /// open at the top left), if real input was sent in this process: GDK keeps the window
    /// under the pointer alive until the pointer leaves it, so a closed window's closures
    /// would go only when the next window opened under the pointer, in another test.
    static func movePointerAway() {
        guard let driver = sharedDriver else { return }
        driver.move(toScreen: (x: 1279, y: 799))
    }

    /// Our own connection, so the fake requests never mix with GDK's in its Xlib queue.
    let display: OpaquePointer
    /// GDK's connection: synced after sending, so GDK has read the events before we pump.
    let gdkDisplay: OpaquePointer
    let root: CXTest.Window
    /// Where ``keyboardWidget`` is kept (the shared instance lives as long as the process).
    private let keyboardWidgetReference: UnsafeMutablePointer<GWeakRef> = {
        let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        g_weak_ref_init(reference, nil)
        return reference
    }()

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
    func xid(of native: OpaquePointer) -> CXTest.Window {
        gdk_x11_surface_get_xid(gtk_native_get_surface(native))
    }

    private func isViewable(_ native: OpaquePointer) -> Bool {
        guard let surface = gtk_native_get_surface(native), gdk_surface_get_mapped(surface) != 0 else { return false }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, gdk_x11_surface_get_xid(surface), &attributes) != 0 else { return false }
        return attributes.map_state == IsViewable
    }

    func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
    }

    // MARK: Delivery

    /// The widget whose window `focusWindow(of:)` gave the keyboard last, while it lives (a
    /// GLib weak reference: an earlier test's window is gone): a key press GTK handled no
    /// event of in its window (or popover) throws.
    var keyboardWidget: UnsafeMutablePointer<GtkWidget>? {
        get {
            guard let object = g_weak_ref_get(keyboardWidgetReference) else { return nil }
            g_object_unref(object)  // the window holds it; the reference only asks if it lives
            return object.assumingMemoryBound(to: GtkWidget.self)
        }
        set {
            g_weak_ref_set(keyboardWidgetReference, newValue.map { UnsafeMutableRawPointer($0) })
        }
    }

    static let stuckHint = "; GTK got none of the real input: if an earlier test closed a window while a popover "
        + "of it was open, GDK may dispatch nothing any more in this process"

    /// Runs `body` (which sends events at `widget`) and throws if GTK handled none of them.
    func expectingDelivery(to widget: UnsafeMutablePointer<GtkWidget>, _ what: String, _ body: () throws -> Void) throws {
        EventWitness.watch(widget)
        let before = EventWitness.count
        try body()
        guard EventWitness.count > before else {
            throw Failure.notDelivered("GTK handled no event of \(what) on the \(typeName(widget))" + Self.stuckHint)
        }
    }

    /// Lets the main loop handle everything pending, without waiting (as `RealWindow.settle()`
    /// does, for input into a window that is not a `RealWindow`'s: a sheet, an app's window).
    func settle() {
        for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
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
