/// How a preview is laid out, as SwiftUI's preview traits say it, with the GNOME meaning of
/// each: a libadwaita app is designed for a phone's 360 pixels as well as a desktop window.
public struct PreviewTrait: Sendable, Equatable {
    /// The preview's size request; nil in a dimension leaves it to the view.
    public var width: Int?
    public var height: Int?
    /// Whether the window shrinks to the view's natural size.
    public var fitsContent: Bool

    /// The window's default: 720 pixels wide, as tall as the view needs.
    public static let defaultLayout = PreviewTrait(width: nil, height: nil, fitsContent: false)
    /// The view at its natural size, with nothing around it.
    public static let sizeThatFitsLayout = PreviewTrait(width: nil, height: nil, fitsContent: true)
    /// A fixed width and height in pixels.
    public static func fixedLayout(width: Int, height: Int) -> PreviewTrait {
        PreviewTrait(width: width, height: height, fitsContent: false)
    }
    /// A phone held upright: 360 pixels wide, libadwaita's narrowest.
    public static let portrait = PreviewTrait(width: 360, height: nil, fitsContent: false)
    /// A phone on its side: 720 pixels wide.
    public static let landscapeLeft = PreviewTrait(width: 720, height: nil, fitsContent: false)
    /// A phone on its other side: 720 pixels wide.
    public static let landscapeRight = landscapeLeft

    /// The traits one after another; a later one's width or height wins.
    static func combined(_ traits: [PreviewTrait]) -> PreviewTrait {
        traits.reduce(.defaultLayout) { sum, trait in
            PreviewTrait(
                width: trait.width ?? sum.width, height: trait.height ?? sum.height,
                fitsContent: sum.fitsContent || trait.fitsContent
            )
        }
    }
}
