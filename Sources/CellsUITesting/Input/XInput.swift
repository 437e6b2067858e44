import CXTest
import Glibc

/// Real input through the X server (XTEST): the pointer moves, buttons and keys go down and
/// up, and the app receives them from X exactly as it receives a person's, so GTK's whole
/// event pipeline runs (gestures, controllers, focus, shortcuts, input methods). It has its
/// own X connection and knows nothing of GTK: positions come from the accessibility tree and
/// the X server's window list, so a launched app is driven the same way as one in process.
@MainActor
final class XInput {
    let display: OpaquePointer
    let root: CXTest.Window

    /// The one connection of the test process (an X server takes a few hundred clients: one
    /// per test would run out in a long suite).
    static func shared() throws(UITestingError) -> XInput {
        if let existing = sharedInput, existing.displayName == UITestSession.environment("DISPLAY") { return existing }
        let input = try XInput()
        sharedInput = input
        return input
    }
    private static var sharedInput: XInput?

    /// The display this connection is to (`DISPLAY` when it opened).
    let displayName: String?

    private init() throws(UITestingError) {
        guard let display = XOpenDisplay(nil) else {
            throw .environment("cannot open the X display \(UITestSession.environment("DISPLAY") ?? "(DISPLAY unset)")")
        }
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &event, &error, &major, &minor) != 0 else {
            XCloseDisplay(display)
            throw .environment("the X server has no XTEST extension (Xvfb has it)")
        }
        self.display = display
        displayName = UITestSession.environment("DISPLAY")
        root = XDefaultRootWindow(display)
    }

    /// Waits until the X server has handled every request sent (and so sent the app its events).
    func sync() { XSync(display, 0) }

    // MARK: Pointer

    func move(to point: Point) {
        XTestFakeMotionEvent(display, -1, Int32(point.x), Int32(point.y), 0)
        sync()
    }

    /// X numbers the buttons 1 (primary), 2 (middle), 3 (secondary); 4 to 7 are wheel steps.
    func button(_ number: UInt32, isDown: Bool) {
        XTestFakeButtonEvent(display, number, isDown ? 1 : 0, 0)
        sync()
    }

    var pointer: Point {
        var rootReturn: CXTest.Window = 0, child: CXTest.Window = 0
        var x: Int32 = 0, y: Int32 = 0, windowX: Int32 = 0, windowY: Int32 = 0
        var mask: UInt32 = 0
        XQueryPointer(display, root, &rootReturn, &child, &x, &y, &windowX, &windowY, &mask)
        return Point(x: Int(x), y: Int(y))
    }

    // MARK: Keyboard

    /// Presses and releases the key of `keysym` with `modifiers` held, adding Shift when the
    /// keysym is on its key's shifted level ("A", "?").
    func key(_ keysym: KeySym, modifiers: UIKeyModifierFlags) throws(UITestingError) {
        var keycode = XKeysymToKeycode(display, keysym)
        if keycode == 0 { keycode = try remapSpareKey(to: keysym) }
        var held = modifiers
        if XkbKeycodeToKeysym(display, keycode, 0, 0) != keysym, XkbKeycodeToKeysym(display, keycode, 0, 1) == keysym {
            held.insert(.shift)
        }
        let modifierCodes = [(UIKeyModifierFlags.control, XK_Control_L), (.shift, XK_Shift_L), (.alt, XK_Alt_L), (.super, XK_Super_L)]
            .filter { held.contains($0.0) }.map { XKeysymToKeycode(display, KeySym($0.1)) }
        for code in modifierCodes { XTestFakeKeyEvent(display, UInt32(code), 1, 0) }
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        for code in modifierCodes.reversed() { XTestFakeKeyEvent(display, UInt32(code), 0, 0) }
        sync()
    }

    /// The keysym a key name or a character stands for.
    static func keysym(for key: UIKeyboardKey) throws(UITestingError) -> KeySym {
        let characters = Array(key.rawValue)
        if characters.count == 1, let name = UIKeyboardKey.xKeyName(ofXCUITestKey: characters[0]) {
            return XStringToKeysym(name)
        }
        if characters.count == 1 { return keysym(for: characters[0]) }
        let keysym = XStringToKeysym(key.rawValue)
        guard keysym != 0 else { throw .input("X knows no key named \"\(key.rawValue)\" (use a character, or an X key name such as \"Return\" or \"F10\")") }
        return keysym
    }

    /// "\n" is Return and "\t" Tab (as XCUITest's `typeText` types them); Latin-1 characters
    /// are their own keysyms; any other character is its Unicode keysym.
    static func keysym(for character: Character) -> KeySym {
        switch character {
        case "\n", "\r\n", "\r": return KeySym(XK_Return)
        case "\t": return KeySym(XK_Tab)
        default:
            let scalar = character.unicodeScalars.first!.value
            return KeySym(scalar < 0x100 ? scalar : 0x0100_0000 | scalar)
        }
    }

    /// A character no key of the keyboard map types ("é" on a US map, "→"): binds it to a
    /// keycode the map leaves empty, as xdotool does.
    private func remapSpareKey(to keysym: KeySym) throws(UITestingError) -> KeyCode {
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        for code in stride(from: maximum, through: minimum, by: -1) where XkbKeycodeToKeysym(display, KeyCode(code), 0, 0) == 0 {
            var symbols = [keysym, keysym]
            XChangeKeyboardMapping(display, code, 2, &symbols, 1)
            sync()
            return KeyCode(code)
        }
        throw .input("no free keycode to type keysym 0x\(String(keysym, radix: 16))")
    }

    // MARK: Windows

    /// The X top-level windows of process `pid` that are mapped, top of the stack last.
    func windows(ofProcess pid: Int32) -> [XTopLevel] {
        var rootReturn: CXTest.Window = 0, parent: CXTest.Window = 0
        var children: UnsafeMutablePointer<CXTest.Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return UnsafeBufferPointer(start: children, count: Int(count)).compactMap { window in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state == IsViewable,
                  cardinal(window, "_NET_WM_PID") == UInt(UInt32(bitPattern: pid)) else { return nil }
            var x: Int32 = 0, y: Int32 = 0
            var child: CXTest.Window = 0
            XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child)
            return XTopLevel(id: window, title: title(of: window), frame: Rect(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height)))
        }
    }

    /// Gives the keyboard to `window` and raises it, as a window manager does when a person
    /// clicks into it (Xvfb runs none).
    func activate(_ window: CXTest.Window) {
        XRaiseWindow(display, window)
        XSetInputFocus(display, window, RevertToParent, 0)
        sync()
    }

    func raise(_ window: CXTest.Window) {
        XRaiseWindow(display, window)
        sync()
    }

    var focusedWindow: CXTest.Window {
        var focused: CXTest.Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focused, &revert)
        return focused
    }

    /// The topmost top-level window at a screen point.
    func topWindow(at point: Point) -> CXTest.Window {
        var x: Int32 = 0, y: Int32 = 0
        var child: CXTest.Window = 0
        XTranslateCoordinates(display, root, root, Int32(point.x), Int32(point.y), &x, &y, &child)
        return child
    }

    /// The smallest size `window` lets itself be resized to: the minimum of its size hints
    /// (WM_NORMAL_HINTS), which GTK sets from the window's content. Nil when it sets none.
    func minimumSize(of window: CXTest.Window) -> (width: Int, height: Int)? {
        var hints = XSizeHints()
        var supplied = 0
        guard XGetWMNormalHints(display, window, &hints, &supplied) != 0, hints.flags & PMinSize != 0 else { return nil }
        return (Int(hints.min_width), Int(hints.min_height))
    }

    /// Resizes `window` as a window manager does when a person drags its edge (Xvfb runs none).
    func resize(_ window: CXTest.Window, width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        sync()
    }

    private func cardinal(_ window: CXTest.Window, _ property: String) -> UInt? {
        let atom = XInternAtom(display, property, 1)
        guard atom != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom, 0, 1, 0, Atom(XA_CARDINAL), &type, &format, &items, &after, &data) == Success,
              let data, items == 1 else { return nil }
        defer { XFree(data) }
        return UnsafeRawPointer(data).load(as: UInt.self)
    }

    private func title(of window: CXTest.Window) -> String {
        let atom = XInternAtom(display, "_NET_WM_NAME", 0), utf8 = XInternAtom(display, "UTF8_STRING", 0)
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom, 0, 1024, 0, utf8, &type, &format, &items, &after, &data) == Success,
              let data else { return "" }
        defer { XFree(data) }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(items)), as: UTF8.self)
    }
}

/// A point on the screen, in pixels from its top left corner.
public struct Point: Sendable, Equatable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
    public var description: String { "(\(x), \(y))" }
}

/// A mapped top-level X window of the app: its id, title and place on the screen.
struct XTopLevel {
    let id: CXTest.Window
    let title: String
    let frame: Rect
}
