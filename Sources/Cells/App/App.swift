/// An application: a type with a `body` of scenes (windows). Mark it `@main` and import
/// `CellsGtk`, which provides `main()` on top of `GtkApplication`.
///
/// ```swift
/// @main struct Editor: App {
///     var body: some Scene {
///         WindowGroup("Title Editor") { TitleEditor() }
///     }
/// }
/// ```
@MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
    /// The application id GTK and the desktop know the app by (reverse-DNS, such as
    /// "org.example.Editor"). It also names the folder settings are kept in.
    static var applicationID: String { get }
    /// The gettext text domain of the app's translations: `Text("…")` keys are looked up in
    /// `<localeDirectory>/<language>/LC_MESSAGES/<textDomain>.mo`. Defaults to
    /// ``applicationID``.
    static var textDomain: String { get }
    /// The folder holding the app's compiled translations (`<language>/LC_MESSAGES/*.mo`).
    /// Defaults to `nil`: `<prefix>/share/locale` when the executable is installed as
    /// `<prefix>/bin/<name>` and that folder exists, the system's folder otherwise.
    static var localeDirectory: String? { get }
    /// Whether a second launch hands its work (the windows named on its command line) to the
    /// running process and exits, as GNOME apps do. Defaults to true; return false to run
    /// every launch as its own process.
    static var isSingleInstance: Bool { get }
    /// What the app's About window says (its name, version, summary, website, developers).
    static var about: AboutInfo { get }
}

/// What an app's About window shows. The name also titles the About item of the primary menu.
public struct AboutInfo: Sendable {
    public var name: String
    public var version: String?
    /// One sentence saying what the app is for.
    public var summary: String?
    public var website: String?
    public var developers: [String]
    /// The license, as text or an SPDX name ("MIT", "GPL-3.0-or-later"): a known name shows
    /// the license's own text and link.
    public var license: String?
    /// The app's icon: an icon-theme name, or the path of an image file. Nil: the icon named
    /// by the app's id, if the icon theme has it (an installed app); else a generic app icon.
    public var iconName: String?

    public init(
        name: String, version: String? = nil, summary: String? = nil, website: String? = nil,
        developers: [String] = [], license: String? = nil, iconName: String? = nil
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.website = website
        self.developers = developers
        self.license = license
        self.iconName = iconName
    }
}

extension App {
    public static var applicationID: String { "dev.cells.\(Self.self)" }
    public static var textDomain: String { applicationID }
    public static var localeDirectory: String? { nil }
    public static var isSingleInstance: Bool { true }
    public static var about: AboutInfo { AboutInfo(name: String(describing: Self.self)) }
}

/// Part of an app's user interface that the system shows: a window, or a group of windows.
@MainActor
public protocol Scene {
    /// The windows this scene can open.
    var windowDescriptions: [WindowDescription] { get }
    /// The app commands this scene adds (`.commands { … }`); none by default.
    var commandMenus: [CommandMenuDescription] { get }
    /// The values this scene's `onChange(of:)` actions watch; none by default.
    var changeWatchers: [SceneChangeWatcher] { get }
}

extension Scene {
    public var commandMenus: [CommandMenuDescription] { [] }
    public var changeWatchers: [SceneChangeWatcher] { [] }
}

/// What a backend needs to open one kind of window.
@MainActor
public struct WindowDescription {
    /// Identifies the window kind for `openWindow(id:)` and on the command line.
    public let id: String
    /// The window's title.
    public let title: String
    /// The window's size when it opens, in pixels.
    public let defaultSize: (width: Int, height: Int)
    /// Whether the window may open taller than `defaultSize` to show its content without
    /// scrolling (a form), as SwiftUI opens a window at its content's size; false when the
    /// scene set `.defaultSize` itself.
    public var growsToContent = false
    /// Makes the window's content.
    public let makeContent: @MainActor () -> AnyView
}

/// A kind of window the app can open any number of times, each with its own state.
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let id: String
    let content: @MainActor () -> Content
    var size: (width: Int, height: Int) = (480, 320)
    var sizeWasSet = false

    /// A window titled with the translation of `titleKey` (a literal: see
    /// ``LocalizedStringKey``); `id` defaults to the key in lower case with dashes, so it
    /// does not change with the language.
    public init(_ titleKey: LocalizedStringKey, id: String? = nil, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = titleKey.resolved()
        self.id = id ?? Self.id(forTitle: titleKey.key)
        self.content = content
    }

    /// A window titled with a string value, shown as it is (not translated).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String? = nil, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = String(title)
        self.id = id ?? Self.id(forTitle: self.title)
        self.content = content
    }

    /// A window group titled `title` as it is (empty: the app's name).
    init(verbatimTitle title: String, id: String, content: @escaping @MainActor () -> Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    private static func id(forTitle title: String) -> String {
        title.lowercased().split(separator: " ").joined(separator: "-")
    }

    /// The size the window opens with.
    public func defaultSize(width: Int, height: Int) -> WindowGroup {
        var copy = self
        copy.size = (width, height)
        copy.sizeWasSet = true
        return copy
    }

    public var windowDescriptions: [WindowDescription] {
        let content = self.content
        return [WindowDescription(id: id, title: title, defaultSize: size, growsToContent: !sizeWasSet, makeContent: { AnyView(SceneContent(content: content)) })]
    }
}

/// A window's root view: the window group's content, made in its body, so what the content
/// closure reads (the app's store, a setting) is followed as a view's reads are, as when
/// SwiftUI evaluates a scene's content again.
private struct SceneContent<Content: View>: View {
    let content: @MainActor () -> Content
    var body: some View { content() }
}

/// Several scenes, as listed in an app's `body`. Their commands are read anew at each read
/// (a scene's `.commands` follow the key window's focused values), not kept from the first.
public struct SceneList: Scene {
    public let windowDescriptions: [WindowDescription]
    public let changeWatchers: [SceneChangeWatcher]
    let readCommandMenus: @MainActor () -> [CommandMenuDescription]

    public var commandMenus: [CommandMenuDescription] { readCommandMenus() }
}

/// Builds an app's scenes from the statements of its `body`.
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> SceneList {
        var descriptions: [WindowDescription] = []
        var watchers: [SceneChangeWatcher] = []
        var menuReaders: [@MainActor () -> [CommandMenuDescription]] = []
        for scene in repeat each scenes {
            descriptions += scene.windowDescriptions
            watchers += scene.changeWatchers
            menuReaders.append { scene.commandMenus }
        }
        let readers = menuReaders
        return SceneList(windowDescriptions: descriptions, changeWatchers: watchers, readCommandMenus: { readers.flatMap { $0() } })
    }
}
