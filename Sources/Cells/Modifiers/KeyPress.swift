import Foundation

/// A key the user pressed, held or released while a view (or one inside it) had the keyboard
/// focus, as `.onKeyPress` actions receive it.
public struct KeyPress: Sendable, Equatable {
    /// The key: a character key (as it types without Shift, where the keyboard can say) or a
    /// named key (`.return`, `.upArrow`, …).
    public let key: KeyEquivalent
    /// The text the key types with the modifiers held ("A" with Shift); a named key's
    /// character for a named key.
    public let characters: String
    /// The modifier keys held. Control reads as both `.control` and `.command` (GNOME's
    /// Control is macOS's Command, as in `.keyboardShortcut`); Alt as `.option`.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeats (held down) or came up.
    public let phase: Phases

    /// A key press; backends make them from the toolkit's key events, tests to press keys.
    public init(key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.characters = characters ?? String(key.character)
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The phases of a key press an action asks for.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held down: the keyboard repeats it.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What an action did with the key press: `.handled` stops it (the focused widget and the
    /// `.onKeyPress` actions further out do not get it); `.ignored` passes it on.
    public enum Result: Sendable, Equatable {
        case handled
        case ignored
    }
}

extension KeyEquivalent {
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Delete (forward delete; `.delete` is Backspace).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

/// One `.onKeyPress` modifier's handler, kept in its node: the same object for as long as the
/// view stays, holding the latest action. Compared by identity. Backends hand it the key
/// presses made while the focus is in the modified view; tests too.
@MainActor
public final class KeyPressHandler: Equatable {
    enum Filter {
        case key(KeyEquivalent)
        case keys(Set<KeyEquivalent>)
        case characters(CharacterSet)
        case any
    }

    var filter = Filter.any
    var phases: KeyPress.Phases = [.down, .repeat]
    var action: @MainActor (KeyPress) -> KeyPress.Result = { _ in .ignored }

    nonisolated init() {}

    /// Runs the action if `press` is of a key and a phase it asks for; `.ignored` otherwise.
    public func handle(_ press: KeyPress) -> KeyPress.Result {
        guard phases.contains(press.phase), matches(press) else { return .ignored }
        return action(press)
    }

    private func matches(_ press: KeyPress) -> Bool {
        switch filter {
        case .any: true
        case .key(let key): press.key == key
        case .keys(let keys): keys.contains(press.key)
        case .characters(let set):
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(set.contains)
        }
    }

    public nonisolated static func == (lhs: KeyPressHandler, rhs: KeyPressHandler) -> Bool { lhs === rhs }
}

/// `.onKeyPress`: the handlers of the view below, innermost modifier first. A backend gives
/// key presses made while the focus is on the widget or inside it to the handlers of the
/// widgets from the focused one outwards, until one is `.handled` (GTK: a
/// `GtkEventControllerKey`, ahead of the focused widget's own keys).
public enum KeyPressAttribute: WidgetAttributeKey {
    public typealias Value = [KeyPressHandler]

    /// The handlers of inner modifiers come first.
    public static func combine(outer: [KeyPressHandler], inner: [KeyPressHandler]) -> [KeyPressHandler] {
        inner + outer
    }

    /// Hands `press` to `handlers` in order, until one handles it.
    @MainActor public static func dispatch(_ press: KeyPress, to handlers: [KeyPressHandler]) -> KeyPress.Result {
        for handler in handlers where handler.handle(press) == .handled { return .handled }
        return .ignored
    }
}

struct KeyPressView<Content: View>: View {
    let content: Content
    let filter: KeyPressHandler.Filter
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result
    /// Made by the node, once (an `@Owned` object is made with every copy of the struct).
    @OwnedObject private var handler = KeyPressHandler()

    var body: some View {
        let handler = self.handler
        handler.filter = filter
        handler.phases = phases
        handler.action = action
        return content.widgetAttribute(KeyPressAttribute.self, [handler])
    }
}

extension View {
    /// Runs `action` when the user presses `key` (or holds it down) while this view or a view
    /// inside it has the keyboard focus. Return `.handled` to stop the key there, `.ignored`
    /// to let the focused control and the views further out have it.
    ///
    /// ```swift
    /// List(selection: $selection) { … }
    ///     .onKeyPress(.delete) { delete(selection); return .handled }
    /// ```
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        KeyPressView(content: self, filter: .key(key), phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` with the key press when `key` goes through one of `phases` while this view
    /// or a view inside it has the keyboard focus.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(content: self, filter: .key(key), phases: phases, action: action)
    }

    /// Runs `action` with the key press when one of `keys` goes through one of `phases` while
    /// this view or a view inside it has the keyboard focus.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(content: self, filter: .keys(keys), phases: phases, action: action)
    }

    /// Runs `action` with the key press when a key typing characters of `characters` goes
    /// through one of `phases` while this view or a view inside it has the keyboard focus.
    ///
    /// ```swift
    /// .onKeyPress(characters: .decimalDigits) { press in rating = Int(press.characters) ?? rating; return .handled }
    /// ```
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(content: self, filter: .characters(characters), phases: phases, action: action)
    }

    /// Runs `action` with every key press that goes through one of `phases` while this view
    /// or a view inside it has the keyboard focus.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(content: self, filter: .any, phases: phases, action: action)
    }
}
