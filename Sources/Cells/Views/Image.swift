import Foundation

/// A picture: an icon from the icon theme, or an image file.
///
/// ```swift
/// Image(systemName: "weather-clear-symbolic")   // an icon-theme name (GNOME's, not SF Symbols)
/// Image(filePath: "/usr/share/pixmaps/debian-logo.png")
/// Image("logo", bundle: .module)                 // logo.png (or .svg) in a bundle's resources
/// ```
public struct Image: PrimitiveView, Equatable {
    @usableFromInline let source: ImageProperties.Source
    /// What screen readers call the image; nil: decorative, hidden from them.
    @usableFromInline var accessibilityName: String?

    /// The icon named `systemName` in the icon theme (under GTK: `gtk_image_set_from_icon_name`).
    /// The names are freedesktop/GNOME icon names, such as "edit-copy-symbolic".
    /// SF Symbols names of common symbols ("trash", "plus", "calendar") show their GNOME
    /// counterpart (see ``SystemImageNames``).
    /// Screen readers read the symbol's name in words ("go next" for "go-next-symbolic",
    /// "star fill" for "star.fill"), as SwiftUI reads a symbol; `.accessibilityLabel` beats it.
    public init(systemName: String) {
        source = .icon(SystemImageNames.themeName(for: systemName))
        accessibilityName = ImageProperties.words(ofName: systemName)
    }

    /// The icon named `systemName`, as decoration: hidden from screen readers (an icon beside
    /// text that says the same).
    public init(decorativeSystemName systemName: String) {
        source = .icon(SystemImageNames.themeName(for: systemName))
        accessibilityName = nil
    }

    /// The resource `name` of `bundle` (or the theme icon `name`), as decoration: hidden from
    /// screen readers (SwiftUI's `Image(decorative:bundle:)`).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        accessibilityName = nil
    }

    /// The image in the file at `filePath` (PNG, JPEG, SVG: what gdk-pixbuf reads).
    public init(filePath: String) {
        source = .file(filePath)
        accessibilityName = ImageProperties.words(of: source)
    }

    /// The resource `name` (with extension png, svg or jpg) of `bundle`; an icon of that name
    /// from the theme if the bundle has none.
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        let path = ["png", "svg", "jpg"].lazy.compactMap { bundle.path(forResource: name, ofType: $0) }.first
        source = path.map { .file($0) } ?? .icon(name)
        accessibilityName = ImageProperties.words(ofName: name)
    }

    public func properties(in environment: EnvironmentValues) -> ImageProperties {
        ImageProperties(source: source, accessibilityName: accessibilityName)
    }
}

/// What an ``Image`` shows.
public struct ImageProperties: Equatable, Sendable {
    public enum Source: Hashable, Sendable {
        /// An icon-theme name.
        case icon(String)
        /// A file path.
        case file(String)
    }

    public var source: Source
    /// What screen readers call the image (its symbol's or file's name in words, unless the
    /// app gives one with `.accessibilityLabel`); nil: it is decoration and hidden from them
    /// (`Image(decorative:)`, the icon of a `Label` shown with its title).
    public var accessibilityName: String?

    public init(source: Source, accessibilityName: String? = nil) {
        self.source = source
        self.accessibilityName = accessibilityName
    }

    /// An icon's or file's name in words: "document-save-symbolic" → "document save",
    /// "star.fill" → "star fill", "/a/debian-logo.png" → "debian logo".
    public static func words(of source: Source) -> String {
        switch source {
        case .icon(let name): words(ofName: name)
        case .file(let path): words(ofName: path.split(separator: "/").last.map(String.init) ?? path, dropsExtension: true)
        }
    }

    /// A symbol's or file's name in words (see ``words(of:)``).
    static func words(ofName name: String, dropsExtension: Bool = false) -> String {
        var base = name
        if base.hasSuffix("-symbolic") { base.removeLast("-symbolic".count) }
        if dropsExtension, let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
        return base.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).joined(separator: " ")
    }
}

extension Image {
    /// The same image, decoration: hidden from screen readers.
    var decorative: Image {
        var image = self
        image.accessibilityName = nil
        return image
    }
}

extension Image: HiddenInPaths {}

/// A title with an icon before it, as SwiftUI's `Label`. `.labelStyle(_:)` shows both (the
/// default), the title or the icon alone (then the title is the icon's tooltip and
/// accessible name), or a style of yours. In a toolbar it shows the icon only (SwiftUI's
/// default there, and GNOME's header-bar style), unless a label style inside says otherwise.
///
/// ```swift
/// Label("Convert", systemImage: "view-refresh-symbolic")
/// Label("Paid off", systemImage: "emblem-ok-symbolic").labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View, BuiltinView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        let content: any View
        switch environment.labelStyle {
        case .builtin(.automatic) where environment.showsIconsOnly:
            content = Label(title: { title }, icon: { icon }).labelStyle(.iconOnly)
        case .builtin(.automatic), .builtin(.titleAndIcon):
            // The title says what the icon shows: screen readers read the title alone, as
            // SwiftUI's label is one element.
            content = HStack(spacing: 6) { decorativeIcon; title }
        case .builtin(.titleOnly):
            content = title
        case .builtin(.iconOnly):
            if let text = title as? Text {
                content = icon.help(text.content).accessibilityLabel(text.content)
            } else {
                content = icon
            }
        case .style(let style):
            let configuration = LabelStyleConfiguration(title: StyleConfigurationLabel(title), icon: StyleConfigurationLabel(decorativeIcon))
            content = StyleBody(style: style) { AnyView(style.makeBody(configuration: configuration).environment(\.labelStyle, .builtin(.titleAndIcon))) }
        }
        return Resolution(children: [KeyedView(key: .position(0), view: content)])
    }

    /// The icon shown beside the title: hidden from screen readers.
    private var decorativeIcon: AnyView {
        if let image = icon as? Image { return AnyView(image.decorative) }
        return AnyView(icon.accessibilityHidden(true))
    }
}

extension Label where Title == Text, Icon == Image {
    /// The translation of `titleKey` after the theme icon `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// A title shown as it is after the theme icon `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}

extension Label: TitledOption where Title == Text {
    var optionTitle: String { title.content }
}
