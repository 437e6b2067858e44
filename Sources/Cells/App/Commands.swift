/// An app command: a title, what it does, and the keyboard shortcut that runs it from any of
/// the app's windows. Made from the buttons of a ``CommandMenu``.
public struct CommandItem {
    /// The menu item's title.
    public let title: String
    /// The keys that run it anywhere in the app (`.keyboardShortcut` on the button), if any.
    public let shortcut: KeyboardShortcut?
    /// What it does.
    public let action: @MainActor () -> Void
    /// Whether it is disabled (`.disabled(true)` on its button): its menu item is greyed out
    /// and its shortcut does nothing.
    public var isDisabled = false
}

/// A titled group of app commands (SwiftUI's `CommandMenu`): on GNOME a submenu of the
/// window's primary menu, each command an application action whose accelerator is its
/// shortcut. `sections` are the groups its `Divider`s set off.
public struct CommandMenuDescription {
    /// The submenu's title.
    public let title: String
    /// The commands, in groups set off by separators.
    public let sections: [[CommandItem]]

    /// Every command of the menu, in order.
    public var items: [CommandItem] { sections.flatMap { $0 } }
}

/// What `.commands { … }` takes: one or more ``CommandMenu``s, or your own commands made of
/// them in a `body`, as in SwiftUI. Their `@FocusedValue` and `@FocusedBinding` properties
/// read the key window's focused values; the body is read again as they change, so what
/// `.disabled` says follows the focus from window to window.
///
/// ```swift
/// struct NoteCommands: Commands {
///     @FocusedValue(\.note) private var note
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Pin") { note?.pin() }.disabled(note == nil)
///         }
///     }
/// }
/// ```
@MainActor
public protocol Commands {
    /// The commands yours are made of (``CommandMenu``s have none: they are menus).
    associatedtype Body: Commands
    /// The commands yours are made of.
    @CommandsBuilder var body: Body { get }
    /// The menus these commands make.
    var commandMenus: [CommandMenuDescription] { get }
}

extension Commands {
    /// The menus of the body.
    public var commandMenus: [CommandMenuDescription] { body.commandMenus }
}

extension Commands where Body == Never {
    /// A menu's body: it has none (the graph never asks).
    public var body: Never { preconditionFailure("\(Self.self) is a menu: it has no body") }
}

extension Never: Commands {
    public var commandMenus: [CommandMenuDescription] { [] }
}

/// A menu of app commands, as SwiftUI's: its buttons (with `.keyboardShortcut` where they
/// have one), set off into groups by `Divider()`.
///
/// ```swift
/// WindowGroup("Notes") { NotesView() }
///     .commands {
///         CommandMenu("Note") {
///             Button("New Note") { store.add() }.keyboardShortcut("n")
///             Divider()
///             Button("Delete All") { store.removeAll() }
///         }
///     }
/// ```
///
/// Only buttons titled with text become commands; anything else in the menu is warned about
/// and left out.
public struct CommandMenu: Commands {
    public typealias Body = Never
    public let commandMenus: [CommandMenuDescription]

    /// A menu titled with the translation of `nameKey`.
    public init<Content: View>(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        commandMenus = [CommandMenuCollector.menu(title: nameKey.resolved(), content: content())]
    }

    /// A menu titled `name` as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ name: S, @ViewBuilder content: () -> Content) {
        commandMenus = [CommandMenuCollector.menu(title: String(name), content: content())]
    }
}

/// Several command menus, as listed in `.commands { … }`.
public struct CommandList: Commands {
    public typealias Body = Never
    public let commandMenus: [CommandMenuDescription]
}

/// Builds `.commands { … }` from its statements.
@resultBuilder
@MainActor
public enum CommandsBuilder {
    public static func buildBlock<each C: Commands>(_ commands: repeat each C) -> CommandList {
        var menus: [CommandMenuDescription] = []
        for command in repeat each commands { menus += command.commandMenus }
        return CommandList(commandMenus: menus)
    }
}

/// A scene with app commands added (`.commands { … }`). Its ``commandMenus`` are made anew
/// at each read, from the commands' current bodies (the key window's focused values).
public struct CommandsScene<Base: Scene>: Scene {
    let base: Base
    let added: @MainActor () -> [CommandMenuDescription]

    public var windowDescriptions: [WindowDescription] { base.windowDescriptions }
    public var commandMenus: [CommandMenuDescription] { base.commandMenus + added() }
    public var changeWatchers: [SceneChangeWatcher] { base.changeWatchers }
}

extension Scene {
    /// Adds app commands: menus of buttons that run from any window, by their menu item or
    /// their keyboard shortcut.
    public func commands(@CommandsBuilder _ content: @escaping @MainActor () -> some Commands) -> CommandsScene<Self> {
        CommandsScene(base: self, added: { content().commandMenus })
    }
}

/// A button that can stand in a command menu.
@MainActor
protocol CommandButton {
    var commandTitle: String? { get }
    var commandAction: @MainActor () -> Void { get }
}

extension Button: CommandButton {
    var commandTitle: String? {
        (label as? Text)?.content ?? (label as? any TitledOption)?.optionTitle
    }
    var commandAction: @MainActor () -> Void { action }
}

/// A modifier that may carry a keyboard shortcut for the buttons inside it.
@MainActor
protocol WidgetAttributeCarrier {
    var carriedAttributes: WidgetAttributes { get }
    var carriedContent: Any { get }
}

/// A modifier that changes the environment of what it holds (`.disabled`), for the buttons
/// of a command menu.
@MainActor
protocol EnvironmentTransformCarrier {
    func transformEnvironment(_ environment: inout EnvironmentValues)
    var carriedContent: Any { get }
}

extension EnvironmentTransformView: EnvironmentTransformCarrier {
    func transformEnvironment(_ environment: inout EnvironmentValues) { transform(&environment) }
    var carriedContent: Any { content }
}

extension WidgetAttributeView: WidgetAttributeCarrier {
    var carriedAttributes: WidgetAttributes { attributes }
    var carriedContent: Any { content }
}

/// Finds the buttons of a command menu's content, with their shortcuts and the dividers
/// between them, by walking the view values the builder made (tuples, conditionals and
/// modifiers alike): a menu is read once, when the app starts.
@MainActor
enum CommandMenuCollector {
    private enum Entry {
        case item(CommandItem)
        case divider
    }

    static func menu(title: String, content: some View) -> CommandMenuDescription {
        var sections: [[CommandItem]] = [[]]
        for entry in entries(in: content, shortcut: nil, environment: EnvironmentValues(), menu: title) {
            switch entry {
            case .item(let item): sections[sections.count - 1].append(item)
            case .divider: if !(sections.last?.isEmpty ?? true) { sections.append([]) }
            }
        }
        return CommandMenuDescription(title: title, sections: sections.filter { !$0.isEmpty })
    }

    private static func entries(in value: Any, shortcut: KeyboardShortcut?, environment: EnvironmentValues, menu: String) -> [Entry] {
        if let button = value as? any CommandButton {
            guard let title = button.commandTitle, !title.isEmpty else {
                Diagnostics.warn("a button without a text title in the command menu \"\(menu)\" is left out: a menu item needs a title")
                return []
            }
            return [.item(CommandItem(title: title, shortcut: shortcut, action: button.commandAction, isDisabled: !environment.isEnabled))]
        }
        if value is Divider { return [.divider] }
        if let carrier = value as? any WidgetAttributeCarrier {
            let own = carrier.carriedAttributes[KeyboardShortcutAttribute.self]
            return entries(in: carrier.carriedContent, shortcut: own ?? shortcut, environment: environment, menu: menu)
        }
        if let transform = value as? any EnvironmentTransformCarrier {
            // `.disabled(…)` on a button or around several.
            var inner = environment
            transform.transformEnvironment(&inner)
            return entries(in: transform.carriedContent, shortcut: shortcut, environment: inner, menu: menu)
        }
        if value is any PrimitiveView {
            Diagnostics.warn("\(type(of: value)) in the command menu \"\(menu)\" is left out: a command menu holds buttons and dividers")
            return []
        }
        // A tuple of statements, an `if`'s branch, another modifier: what it holds.
        return Mirror(reflecting: value).children.flatMap { entries(in: $0.value, shortcut: shortcut, environment: environment, menu: menu) }
    }
}
