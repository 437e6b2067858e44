/// A key of a ``KeyboardShortcut``: a character, or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types; named keys use the control characters SwiftUI uses.
    public let character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys of a ``KeyboardShortcut``. On Linux `.command` is Control, as GNOME
/// apps use Control where macOS apps use Command; `.option` is Alt.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = EventModifiers(rawValue: 1 << 0)
    public static let control = EventModifiers(rawValue: 1 << 1)
    public static let option = EventModifiers(rawValue: 1 << 2)
    /// Control on Linux.
    public static let command = EventModifiers(rawValue: 1 << 3)
}

/// A key with modifiers that presses a button (`.keyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Enter: in GTK the window's default button, which Enter in a text field of the window
    /// presses too (Adwaita shows it as the suggested action).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// `.keyboardShortcut`: the key that presses the button below.
public enum KeyboardShortcutAttribute: WidgetAttributeKey {
    public typealias Value = KeyboardShortcut
}

extension View {
    /// Makes `key` with `modifiers` press this button (Control on Linux for `.command`).
    ///
    /// ```swift
    /// Button("Save") { save() }.keyboardShortcut("s")
    /// ```
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        widgetAttribute(KeyboardShortcutAttribute.self, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes `shortcut` press this button; `.defaultAction` makes it the window's default
    /// button, which Enter in a text field presses.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        widgetAttribute(KeyboardShortcutAttribute.self, shortcut)
    }
}
