import Foundation

/// A picture: an icon from the icon theme, or an image file.
///
/// ```swift
/// Image(systemName: "weather-clear-symbolic")   // an icon-theme name (GNOME's, not SF Symbols)
/// Image(filePath: "/usr/share/pixmaps/debian-logo.png")
/// Image("logo", bundle: .module)                 // logo.png (or .svg) in a bundle's resources
/// ```
public struct Image: View, BuiltinView, ReadsNothingWhenResolved, Equatable, Sendable {
    @usableFromInline let source: ImageProperties.Source
    /// What screen readers call the image; nil: decorative, hidden from them.
    @usableFromInline var accessibilityName: String?
    /// Whether the image takes the size it is given (`.resizable()`; GTK: a `GtkPicture`)
    /// instead of its own (GTK: a `GtkImage`, an icon at the icon size).
    @usableFromInline var isResizable = false
    @usableFromInline var renderingMode: TemplateRenderingMode?
    @usableFromInline var interpolation = Interpolation.medium

    /// The icon named `systemName` in the icon theme (under GTK: `gtk_image_set_from_icon_name`).
    /// The names are freedesktop/GNOME icon names, such as "edit-copy-symbolic".
    /// SF Symbols names of common symbols ("trash", "plus", "calendar") show their GNOME
    /// counterpart (see ``SystemImageNames``); a name neither lists nor the icon theme has
    /// is warned about once, naming it.
    /// Screen readers read the symbol's name in words ("go next" for "go-next-symbolic",
    /// "star fill" for "star.fill"), as SwiftUI reads a symbol; `.accessibilityLabel` beats it.
    /// Not isolated to the main actor: a model may make its images.
    nonisolated public init(systemName: String) {
        source = .icon(SystemImageNames.themeName(for: systemName))
        accessibilityName = ImageProperties.words(ofName: systemName)
    }

    /// The icon named `systemName`, as decoration: hidden from screen readers (an icon beside
    /// text that says the same).
    nonisolated public init(decorativeSystemName systemName: String) {
        source = .icon(SystemImageNames.themeName(for: systemName))
        accessibilityName = nil
    }

    /// The resource `name` of `bundle` (or the theme icon `name`), as decoration: hidden from
    /// screen readers (SwiftUI's `Image(decorative:bundle:)`).
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        accessibilityName = nil
    }

    /// The image in the file at `filePath` (PNG, JPEG, SVG: what gdk-pixbuf reads).
    nonisolated public init(filePath: String) {
        source = .file(filePath)
        accessibilityName = ImageProperties.words(of: source)
    }

    /// The resource `name` (with extension png, svg or jpg) of `bundle`; an icon of that name
    /// from the theme if the bundle has none.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        let path = ["png", "svg", "jpg"].lazy.compactMap { bundle.path(forResource: name, ofType: $0) }.first
        source = path.map { .file($0) } ?? .icon(name)
        accessibilityName = ImageProperties.words(ofName: name)
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        let shown: any View = isResizable ? ResizableImage(image: self) : IconImage(image: self)
        return Resolution(children: [KeyedView(key: .position(0), view: shown)])
    }

    /// What the image's widget shows in `environment`.
    func properties(in environment: EnvironmentValues) -> ImageProperties {
        var properties = ImageProperties(source: source, accessibilityName: accessibilityName)
        properties.renderingMode = renderingMode
        properties.scale = environment.imageScale
        return properties
    }
}

/// An image at its own size: an icon at the icon size (`.imageScale` picks it), a file at
/// its pixels.
struct IconImage: PrimitiveView {
    let image: Image

    func properties(in environment: EnvironmentValues) -> ImageProperties {
        image.properties(in: environment)
    }
}

/// A `.resizable()` image: it takes the size it is given, scaled to fit or fill it
/// (`.scaledToFit`, `.scaledToFill`, `.aspectRatio`), or stretched to it.
struct ResizableImage: PrimitiveView {
    let image: Image

    func properties(in environment: EnvironmentValues) -> ResizableImageProperties {
        ResizableImageProperties(
            image: image.properties(in: environment), contentMode: environment.imageContentMode,
            interpolation: image.interpolation)
    }
}

/// What a `.resizable()` ``Image`` shows.
public struct ResizableImageProperties: Equatable, Sendable {
    public var image: ImageProperties
    /// Fit (the whole image, letterboxed) or fill (cropped); nil stretches it to the space.
    public var contentMode: ContentMode?
    public var interpolation: Image.Interpolation
}

extension IconImage: HiddenInPaths {}
extension ResizableImage: HiddenInPaths {}

/// What an ``Image`` shows.
public struct ImageProperties: Equatable, Sendable {
    public enum Source: Hashable, Sendable {
        /// An icon-theme name.
        case icon(String)
        /// A file path.
        case file(String)
    }

    public var source: Source
    /// `.template` draws an icon in the text colour (GNOME's symbolic icons), `.original`
    /// in its own colours; nil leaves it to the icon (symbolic icons are templates).
    public var renderingMode: Image.TemplateRenderingMode?
    /// The icon size (`.imageScale`).
    public var scale = Image.Scale.medium
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

extension Image {
    /// How an image is drawn, as SwiftUI's.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// In the foreground colour, as a symbolic icon.
        case template
        /// In its own colours.
        case original
    }

    /// How smoothly a scaled image is drawn, as SwiftUI's.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The size of an icon among text, as SwiftUI's.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// This image taking the size it is given, instead of its own.
    ///
    /// ```swift
    /// Image("cover").resizable().scaledToFit().frame(width: 120)
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How a resized image covers its space; only `.stretch` (GTK scales, it does not tile).
    public enum ResizingMode: Hashable, Sendable {
        case stretch, tile
    }

    /// This image drawn as a template (in the foreground colour) or in its own colours.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }

    /// This image drawn scaled with `interpolation` (`.none` keeps pixel art sharp).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// This image drawn with or without smoothing.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        interpolation(isAntialiased ? .medium : .none)
    }
}

/// How a resizable image or a view with an aspect ratio fits its space, as SwiftUI's.
public enum ContentMode: Hashable, Sendable {
    /// The whole image, as large as fits.
    case fit
    /// The whole space, the image cropped.
    case fill
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct ImageContentModeKey: EnvironmentKey {
    static let defaultValue: ContentMode? = nil
}

extension EnvironmentValues {
    /// The size of the icons below (`.imageScale`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How the resizable images below fit their space (`.scaledToFit`, `.aspectRatio`).
    var imageContentMode: ContentMode? {
        get { self[ImageContentModeKey.self] }
        set { self[ImageContentModeKey.self] = newValue }
    }
}

extension View {
    /// Draws the icons below small, medium (the default) or large.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Scales the resizable images below to fit their space, the whole image shown.
    public func scaledToFit() -> some View {
        environment(\.imageContentMode, .fit)
    }

    /// Scales the resizable images below to fill their space, cropping the rest.
    public func scaledToFill() -> some View {
        environment(\.imageContentMode, .fill)
    }

    /// Scales the resizable images below to fit or fill their space, keeping their own aspect
    /// ratio (a given `aspectRatio` other than the image's own is not enforced: GTK keeps the
    /// picture's).
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
        environment(\.imageContentMode, contentMode)
    }

    /// The same, with the ratio as a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        environment(\.imageContentMode, contentMode)
    }
}

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
