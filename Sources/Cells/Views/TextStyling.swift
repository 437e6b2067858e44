/// A `Text`'s own look, as SwiftUI's `Text` modifiers that return `Text` (`.bold()`,
/// `.font(_:)`, `.foregroundColor(_:)`, …): so texts of different looks join with `+`.
///
/// ```swift
/// Text("Total: ") + Text(price).bold().foregroundColor(.green)
/// ```
public struct TextRunStyle: Hashable, Sendable {
    public var font: Font?
    public var color: Color?
    public var isBold = false
    public var isItalic = false
    public var weight: Font.Weight?
    public var isMonospaced = false
    public var isUnderlined = false
    public var isStruckThrough = false

    /// The style classes a label with this look alone has.
    var styleClasses: Set<String> {
        var classes = font?.styleClasses ?? []
        if isBold { classes.insert("cells-bold") }
        if isItalic { classes.insert("cells-italic") }
        if let weight { classes.insert("cells-weight-\(weight.value)") }
        if isMonospaced { classes.insert("monospace") }
        return classes
    }

    /// The Pango markup attributes of a run with this look (`<span …>`).
    var spanAttributes: String {
        var attributes: [String] = []
        if let font {
            // The Adwaita type scale, in Pango's relative sizes.
            switch font.styleClass {
            case "title-1": attributes += ["size=\"xx-large\"", "weight=\"800\""]
            case "title-2": attributes += ["size=\"x-large\"", "weight=\"800\""]
            case "title-3", "title-4": attributes += ["size=\"large\"", "weight=\"700\""]
            case "heading": attributes.append("weight=\"bold\"")
            case "caption-heading": attributes += ["size=\"small\"", "weight=\"bold\""]
            case "caption": attributes.append("size=\"small\"")
            default: break
            }
            if let size = font.size { attributes.append("size=\"\(Int(size * 0.75 * 1024))\"") }  // pixels in 1024ths of a point
            if let weight = font.weight { attributes.append("weight=\"\(weight.value)\"") }
            if font.isBold { attributes.append("weight=\"bold\"") }
            if font.isItalic { attributes.append("style=\"italic\"") }
            if font.isMonospaced || font.design == .monospaced { attributes.append("font_family=\"monospace\"") }
            if font.design == .serif { attributes.append("font_family=\"serif\"") }
        }
        if isBold { attributes.append("weight=\"bold\"") }
        if let weight { attributes.append("weight=\"\(weight.value)\"") }
        if isItalic { attributes.append("style=\"italic\"") }
        if isMonospaced { attributes.append("font_family=\"monospace\"") }
        if isUnderlined { attributes.append("underline=\"single\"") }
        if isStruckThrough { attributes.append("strikethrough=\"true\"") }
        if let hex = color?.hex { attributes.append("foreground=\"\(hex)\"") } else if color == .secondary { attributes.append("alpha=\"75%\"") }
        return attributes.joined(separator: " ")
    }
}

/// A piece of a joined `Text`, with its look.
@usableFromInline
struct TextRun: Hashable, Sendable {
    var text: String
    var style: TextRunStyle
}

/// A `Text`'s look and pieces, held by reference (see `Text.look`).
@usableFromInline
final class TextLook: Equatable, Sendable {
    let style: TextRunStyle
    /// The pieces of a text joined with `+`, each with its look; nil for one piece.
    let runs: [TextRun]?

    init(style: TextRunStyle, runs: [TextRun]?) {
        self.style = style
        self.runs = runs
    }

    @usableFromInline static func == (lhs: TextLook, rhs: TextLook) -> Bool {
        lhs === rhs || (lhs.style == rhs.style && lhs.runs == rhs.runs)
    }
}

extension Text {
    /// The text's own look.
    var style: TextRunStyle {
        get { look?.style ?? TextRunStyle() }
        set { look = TextLook(style: newValue, runs: runs) }
    }

    /// The pieces of a text joined with `+`; nil for one piece.
    var runs: [TextRun]? {
        get { look?.runs }
        set { look = TextLook(style: style, runs: newValue) }
    }

    /// The text as runs: its own, or the pieces it was joined from.
    var textRuns: [TextRun] { runs ?? [TextRun(text: content, style: style)] }

    /// The Pango markup of the text, when its look needs it (pieces of different looks, an
    /// underline or a strikethrough); nil for plain text in the look of its style classes.
    var markup: String? {
        if runs == nil, !style.isUnderlined, !style.isStruckThrough { return nil }
        return textRuns.map { run in
            let escaped = Self.escapeMarkup(run.text)
            let attributes = run.style.spanAttributes
            return attributes.isEmpty ? escaped : "<span \(attributes)>\(escaped)</span>"
        }.joined()
    }

    static func escapeMarkup(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private func restyled(_ change: (inout TextRunStyle) -> Void) -> Text {
        var text = self
        change(&text.style)
        if let runs {
            text.runs = runs.map { run in
                var run = run
                change(&run.style)
                return run
            }
        }
        return text
    }

    /// Joins two texts, each keeping its look, as SwiftUI's `Text + Text`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.runs = lhs.textRuns + rhs.textRuns
        return joined
    }

    /// This text bold.
    public func bold(_ isActive: Bool = true) -> Text { restyled { $0.isBold = isActive } }
    /// This text italic.
    public func italic(_ isActive: Bool = true) -> Text { restyled { $0.isItalic = isActive } }
    /// This text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { restyled { $0.weight = weight } }
    /// This text in `font`.
    public func font(_ font: Font?) -> Text { restyled { $0.font = font } }
    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { restyled { $0.color = color } }
    /// This text in `color` (a colour as a style).
    public func foregroundStyle(_ color: Color) -> Text { restyled { $0.color = color } }
    /// This text in a fixed-width face.
    public func monospaced(_ isActive: Bool = true) -> Text { restyled { $0.isMonospaced = isActive } }
    /// This text underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { restyled { $0.isUnderlined = isActive } }
    /// This text struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { restyled { $0.isStruckThrough = isActive } }
}

/// How the lines of a text of several lines sit against each other, as SwiftUI's.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

extension Text {
    /// Where a text cut short by `.lineLimit` loses its characters, as SwiftUI's.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }
}

/// How the texts below lay out their lines, in one environment value: a `Text` reads it once
/// per evaluation (three values read separately cost each keystroke's label their lookups).
struct TextLayout: Hashable, Sendable {
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail
    /// Whether a text takes the height of its `lineLimit` lines, however few it shows.
    var reservesLineSpace = false
}

private struct TextLayoutKey: EnvironmentKey {
    static let defaultValue = TextLayout()
}

extension EnvironmentValues {
    /// How the lines of the texts below sit against each other.
    public var multilineTextAlignment: TextAlignment {
        get { textLayout.alignment }
        set { textLayout.alignment = newValue }
    }

    /// Where the texts below are cut short.
    public var truncationMode: Text.TruncationMode {
        get { textLayout.truncation }
        set { textLayout.truncation = newValue }
    }

    /// Whether a text below takes the height of its `lineLimit` lines, however few it shows.
    var reservesLineSpace: Bool {
        get { textLayout.reservesLineSpace }
        set { textLayout.reservesLineSpace = newValue }
    }

    var textLayout: TextLayout {
        get { self[TextLayoutKey.self] }
        set { self[TextLayoutKey.self] = newValue }
    }
}

extension View {
    /// Sets how the lines of the texts below sit against each other: at the leading edge,
    /// centred, or at the trailing edge.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where the texts below lose their characters when `.lineLimit` cuts them short:
    /// at the end ("Middlem…"), the start ("…march") or the middle ("Mid…rch").
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Limits the text below to `limit` lines; with `reservesSpace`, the text takes the
    /// height of `limit` lines however few it shows, so rows of such texts line up.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservesLineSpace, reservesSpace)
    }

    /// SwiftUI shrinks text to fit down to this factor: GTK does not scale text, so the text
    /// is cut short with "…" instead (under `.lineLimit`). Accepted for ports.
    public func minimumScaleFactor(_ factor: Double) -> some View { self }

    /// SwiftUI tightens letter spacing before cutting text short: accepted, GTK cuts it.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}
