import CGtk
import CXTest
import Gtk
import Glibc

/// Keyboard input: the X focus, key presses with modifiers, typed text.
extension RealInput {
    /// Gives the X input focus to the window (or popover) `widget` is in, as a window manager
    /// does when the user clicks the window: without a window manager, Xvfb would send keys to
    /// whatever is under the pointer. Any window: a `RealWindow`'s, a sheet, an alert, an
    /// app's window. Waits until GTK has made the window active (throws if it does not).
    func focusWindow(of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = 2) throws {
        _ = try screenPoint(of: widget)  // waits until the surface is viewable
        keyboardWidget = widget
        EventWitness.watch(widget)
        guard let native = gtk_widget_get_native(widget) else { return }
        let window = xid(of: native)
        var focused: CXTest.Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focused, &revert)
        if focused != window {
            XSetInputFocus(display, window, RevertToParent, 0)
            deliver()
        }
        // A popover's root is its window: only a window's own focus makes it active.
        guard let root = gtk_widget_get_root(widget), root == native,
              g_type_check_instance_is_a(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self), gtk_window_get_type()) != 0
        else { return }
        let gtkWindow = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        guard MainLoop.run(until: { gtk_window_is_active(gtkWindow) != 0 }, timeout: timeout) else {
            throw Failure.notDelivered("the \(typeName(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))) did not become active after \(timeout) s of the X focus")
        }
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
        // An open menu of the window takes its keys (GDK's grab): watch its popover too.
        if let keyboardWidget, let root = gtk_widget_get_root(keyboardWidget) {
            EventWitness.watchOpenPopovers(of: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
        }
        let before = EventWitness.count
        let modifierCodes = held.keysyms.map { XKeysymToKeycode(display, $0) }
        for code in modifierCodes { XTestFakeKeyEvent(display, UInt32(code), 1, 0) }
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        for code in modifierCodes.reversed() { XTestFakeKeyEvent(display, UInt32(code), 0, 0) }
        deliver()
        if keyboardWidget != nil, EventWitness.count == before {
            throw Failure.notDelivered("GTK handled no event of the key press (keysym 0x\(String(keysym, radix: 16)))" + Self.stuckHint)
        }
    }

    /// Presses the key named as X names it ("Return", "Escape", "Down", "s", "F10").
    func key(named name: String, modifiers: Modifiers = []) throws {
        let keysym = XStringToKeysym(name)
        guard keysym != 0 else { throw Failure.noKey("X knows no keysym named \"\(name)\"") }
        try key(keysym, modifiers: modifiers)
    }

    /// Types `text` one key press per character into whatever has the keyboard focus:
    /// "\n" presses Return, "\t" Tab; capitals and symbols are typed with Shift. With a
    /// `delay` (seconds), each key press starts that long after the one before, the main loop
    /// running meanwhile, as a person types (60 ms a key is a fast typist).
    func type(_ text: String, delay: Double = 0) throws {
        for character in text {
            let start = MainLoop.monotonicMilliseconds
            try key(Self.keysym(for: character))
            let left = delay - (MainLoop.monotonicMilliseconds - start) / 1000
            if left > 0 { MainLoop.run(for: left) }
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
}
