/// A text style, as SwiftUI's `Font`: the GNOME type scale (Adwaita's style classes
/// "title-1" … "caption"), optionally bold, italic or monospaced.
///
/// ```swift
/// Text("Converter").font(.largeTitle)
/// Text(result).font(.body.monospaced())
/// ```
public struct Font: Hashable, Sendable {
    /// The Adwaita style class of the size, nil for body text.
    public var styleClass: String?
    public var isBold = false
    public var isItalic = false
    public var isMonospaced = false

    /// A size of its own in pixels (`.system(size:)`), instead of the style's.
    public var size: Double?
    /// A weight other than the style's (`.weight(_:)`, `.fontWeight(_:)`).
    public var weight: Weight?
    /// A face other than the theme's (`.serif`, `.monospaced`; `.rounded` is the theme's).
    public var design: Design?

    public init(styleClass: String?) {
        self.styleClass = styleClass
    }

    /// How heavy the strokes are, as SwiftUI's `Font.Weight`: CSS's numeric weights.
    public struct Weight: Hashable, Sendable {
        /// 100 (ultra light) to 900 (black); 400 is regular, 700 bold.
        public let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A family of faces, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// SwiftUI's text styles, for `.system(_:design:weight:)`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// The system face at `size` pixels, in `weight` and `design`.
    ///
    /// ```swift
    /// Text(score).font(.system(size: 48, weight: .bold, design: .rounded))
    /// ```
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(styleClass: nil)
        font.size = size
        font.weight = weight
        font.design = design
        return font
    }

    /// The text style `style`, in `design` and `weight`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        font.design = design
        font.weight = weight
        return font
    }

    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font { var font = self; font.weight = weight; return font }

    public static let largeTitle = Font(styleClass: "title-1")
    public static let title = Font(styleClass: "title-2")
    public static let title2 = Font(styleClass: "title-3")
    public static let title3 = Font(styleClass: "title-4")
    public static let headline = Font(styleClass: "heading")
    public static let subheadline = Font(styleClass: "caption-heading")
    public static let body = Font(styleClass: nil)
    public static let callout = Font(styleClass: "body")
    public static let footnote = Font(styleClass: "caption")
    public static let caption = Font(styleClass: "caption")
    public static let caption2 = Font(styleClass: "caption")

    /// This font, in a fixed-width face.
    public func monospaced() -> Font { var font = self; font.isMonospaced = true; return font }
    /// This font, bold.
    public func bold() -> Font { var font = self; font.isBold = true; return font }
    /// This font, italic.
    public func italic() -> Font { var font = self; font.isItalic = true; return font }

    /// The style classes that draw it.
    public var styleClasses: Set<String> {
        var classes: Set<String> = []
        if let styleClass { classes.insert(styleClass) }
        if isBold { classes.insert("cells-bold") }
        if isItalic { classes.insert("cells-italic") }
        if isMonospaced || design == .monospaced { classes.insert("monospace") }
        if design == .serif { classes.insert("cells-serif") }
        if let weight { classes.insert("cells-weight-\(weight.value)") }
        if let size { classes.insert("cells-size-\(Int(size.rounded()))") }
        return classes
    }
}

extension View {
    /// Draws the text in this view in `font`. (GTK CSS fonts inherit, so the style classes
    /// set on a stack reach the labels inside it.)
    public func font(_ font: Font?) -> some View {
        widgetAttribute(StyleClassesAttribute.self, font?.styleClasses ?? [])
    }

    /// Draws the text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        widgetAttribute(StyleClassesAttribute.self, isActive ? ["cells-bold"] : [])
    }

    /// Draws the text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        widgetAttribute(StyleClassesAttribute.self, isActive ? ["cells-italic"] : [])
    }

    /// Draws the text in this view in a fixed-width face.
    public func monospaced(_ isActive: Bool = true) -> some View {
        widgetAttribute(StyleClassesAttribute.self, isActive ? ["monospace"] : [])
    }

    /// Draws the text in this view in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        widgetAttribute(StyleClassesAttribute.self, weight.map { ["cells-weight-\($0.value)"] } ?? [])
    }

    /// Draws the text in this view in `design`'s faces (`.serif`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> some View {
        var font = Font(styleClass: nil)
        font.design = design
        return widgetAttribute(StyleClassesAttribute.self, font.styleClasses)
    }

    /// Draws the digits in this view all the same width, so changing numbers do not jiggle
    /// (Adwaita's "numeric" class: tabular figures).
    public func monospacedDigit() -> some View {
        widgetAttribute(StyleClassesAttribute.self, ["numeric"])
    }
}
