/// A key as `typeKey(_:modifiers:)` takes it, XCUITest's `XCUIKeyboardKey`: a character ("w",
/// "?") or a named key (`.return`, `.escape`, `.tab`, `.downArrow`, "F10": any X key name).
/// XCUITest's raw values work too, so code written against `XCUIKeyboardKey` sends the same
/// keys: "\u{1B}" is Escape, "\u{7F}" Backspace, "\r" Return, "\u{F700}"…"\u{F703}" the
/// arrows, "\u{F704}"… the function keys (see ``xKeyName(ofXCUITestKey:)``).
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

    /// The X key name of one of XCUITest's `XCUIKeyboardKey` raw values (its control and
    /// private-use characters: Escape "\u{1B}", Delete "\u{7F}", Enter "\u{3}", the arrows
    /// "\u{F700}"…"\u{F703}", F1…F35 "\u{F704}"…"\u{F726}", Forward Delete "\u{F728}", Home,
    /// End, Page Up and Page Down "\u{F729}"…"\u{F72D}"); nil for any other character.
    public static func xKeyName(ofXCUITestKey character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first?.value, character.unicodeScalars.count == 1 else { return nil }
        switch scalar {
        case 0x1B: return "Escape"
        case 0x7F, 0x08: return "BackSpace"
        case 0x03: return "KP_Enter"
        case 0xF700: return "Up"
        case 0xF701: return "Down"
        case 0xF702: return "Left"
        case 0xF703: return "Right"
        case 0xF704...0xF726: return "F\(scalar - 0xF704 + 1)"
        case 0xF728: return "Delete"
        case 0xF729: return "Home"
        case 0xF72B: return "End"
        case 0xF72C: return "Page_Up"
        case 0xF72D: return "Page_Down"
        case 0xF739: return "Clear"
        case 0xF746: return "Help"
        default: return nil
        }
    }
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
