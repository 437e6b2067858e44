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

    /// The icon named `systemName` in the icon theme (under GTK: `gtk_image_set_from_icon_name`).
    /// The names are freedesktop/GNOME icon names, such as "edit-copy-symbolic".
    public init(systemName: String) {
        source = .icon(systemName)
    }

    /// The image in the file at `filePath` (PNG, JPEG, SVG: what gdk-pixbuf reads).
    public init(filePath: String) {
        source = .file(filePath)
    }

    /// The resource `name` (with extension png, svg or jpg) of `bundle`; an icon of that name
    /// from the theme if the bundle has none.
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        let path = ["png", "svg", "jpg"].lazy.compactMap { bundle.path(forResource: name, ofType: $0) }.first
        source = path.map { .file($0) } ?? .icon(name)
    }

    public func properties(in environment: EnvironmentValues) -> ImageProperties {
        ImageProperties(source: source)
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

    public init(source: Source) {
        self.source = source
    }
}

extension Image: HiddenInPaths {}

/// A title with an icon before it, as SwiftUI's `Label`. In a toolbar it shows the icon
/// only (SwiftUI's default there, and GNOME's header-bar style).
///
/// ```swift
/// Label("Convert", systemImage: "view-refresh-symbolic")
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.showsIconsOnly) private var showsIconsOnly

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        if showsIconsOnly {
            icon
        } else {
            HStack(spacing: 6) {
                icon
                title
            }
        }
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
