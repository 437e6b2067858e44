import CGtk
import CXTest
import Gtk
import Glibc

/// Keyboard input: the X focus, key presses with modifiers, typed text.
extension RealInput {
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
}
