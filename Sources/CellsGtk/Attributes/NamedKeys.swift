import CGtk
import Cells

/// SwiftUI's named keys and GDK's keys for them, one table for both directions: a
/// `.keyboardShortcut` is bound to a key's first keyval, and a key press (`.onKeyPress`)
/// reads any of its keyvals (the keypad's and ISO variants) as that key.
enum NamedKeys {
    private static let table: [(key: KeyEquivalent, keyvals: [Int32])] = [
        (.return, [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter]),
        (.escape, [GDK_KEY_Escape]),
        (.delete, [GDK_KEY_BackSpace]),
        (.deleteForward, [GDK_KEY_Delete, GDK_KEY_KP_Delete]),
        (.tab, [GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab]),
        (.space, [GDK_KEY_space, GDK_KEY_KP_Space]),
        (.upArrow, [GDK_KEY_Up, GDK_KEY_KP_Up]),
        (.downArrow, [GDK_KEY_Down, GDK_KEY_KP_Down]),
        (.leftArrow, [GDK_KEY_Left, GDK_KEY_KP_Left]),
        (.rightArrow, [GDK_KEY_Right, GDK_KEY_KP_Right]),
        (.home, [GDK_KEY_Home, GDK_KEY_KP_Home]),
        (.end, [GDK_KEY_End, GDK_KEY_KP_End]),
        (.pageUp, [GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up]),
        (.pageDown, [GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down]),
        (.clear, [GDK_KEY_Clear]),
        (.f9, [GDK_KEY_F9]),
    ]

    private static let keyvalsByKey: [KeyEquivalent: guint] = Dictionary(
        uniqueKeysWithValues: table.map { ($0.key, guint($0.keyvals[0])) })

    private static let keysByKeyval: [UInt32: KeyEquivalent] = Dictionary(
        uniqueKeysWithValues: table.flatMap { entry in entry.keyvals.map { (UInt32(bitPattern: $0), entry.key) } })

    /// The keyval a shortcut on `key` is bound to; nil for a key that is a character.
    static func keyval(of key: KeyEquivalent) -> guint? {
        keyvalsByKey[key]
    }

    /// The named key `keyval` stands for; nil for a character's key.
    static func key(forKeyval keyval: UInt32) -> KeyEquivalent? {
        keysByKeyval[keyval]
    }
}
