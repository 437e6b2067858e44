/// A key as `typeKey(_:modifiers:)` takes it, XCUITest's `XCUIKeyboardKey`: a character ("w",
/// "?") or a named key (`.return`, `.escape`, `.tab`, `.downArrow`, "F10": any X key name).
public struct UIKeyboardKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }

    public static let `return` = UIKeyboardKey(rawValue: "Return")
    public static let enter = UIKeyboardKey(rawValue: "KP_Enter")
    public static let escape = UIKeyboardKey(rawValue: "Escape")
    public static let tab = UIKeyboardKey(rawValue: "Tab")
    public static let space = UIKeyboardKey(rawValue: "space")
    /// Backspace (XCUITest's `.delete`).
    public static let delete = UIKeyboardKey(rawValue: "BackSpace")
    public static let forwardDelete = UIKeyboardKey(rawValue: "Delete")
    public static let upArrow = UIKeyboardKey(rawValue: "Up")
    public static let downArrow = UIKeyboardKey(rawValue: "Down")
    public static let leftArrow = UIKeyboardKey(rawValue: "Left")
    public static let rightArrow = UIKeyboardKey(rawValue: "Right")
    public static let home = UIKeyboardKey(rawValue: "Home")
    public static let end = UIKeyboardKey(rawValue: "End")
    public static let pageUp = UIKeyboardKey(rawValue: "Page_Up")
    public static let pageDown = UIKeyboardKey(rawValue: "Page_Down")
    /// The context-menu key.
    public static let menu = UIKeyboardKey(rawValue: "Menu")
    public static func function(_ number: Int) -> UIKeyboardKey { UIKeyboardKey(rawValue: "F\(number)") }
}

/// Modifier keys held while a key is typed or the pointer clicks.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = UIKeyModifierFlags(rawValue: 1)
    /// Control: GNOME's command key (Ctrl+W closes, Ctrl+Q quits).
    public static let control = UIKeyModifierFlags(rawValue: 2)
    public static let alt = UIKeyModifierFlags(rawValue: 4)
    public static let `super` = UIKeyModifierFlags(rawValue: 8)
}
