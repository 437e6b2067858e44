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

    public init(styleClass: String?) {
        self.styleClass = styleClass
    }

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
        if isMonospaced { classes.insert("monospace") }
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

    /// Draws the digits in this view all the same width, so changing numbers do not jiggle
    /// (Adwaita's "numeric" class: tabular figures).
    public func monospacedDigit() -> some View {
        widgetAttribute(StyleClassesAttribute.self, ["numeric"])
    }
}
