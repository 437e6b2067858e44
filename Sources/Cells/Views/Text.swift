/// Read-only text (a GTK label). Its colour follows `.foregroundColor(_:)`.
///
/// As in SwiftUI, text wraps onto more lines when its width is short (between words, and
/// inside a word longer than the line), so it never makes a window wider than it needs to
/// be; `.lineLimit(1)` keeps it on one line, cut short with "…" at its end instead. A
/// button's title wraps only between words, and text in a toolbar (the header bar) keeps one
/// whole line.
///
/// A literal is a ``LocalizedStringKey``, translated when the text is made; a `String`
/// value, and `Text(verbatim:)`, are shown as they are:
///
/// ```swift
/// Text("Score: \(model.score)")   // key "Score: %@"
/// Text(product.title)             // not translated
/// ```
public struct Text: PrimitiveView, Equatable {
    @usableFromInline var content: String
    /// A date counted from now (`Text(date, style: .timer)`), shown instead of `content`.
    @usableFromInline var live: LiveDate? = nil
    /// The text's own look and its pieces (`Text.bold()`, `Text + Text`; TextStyling.swift),
    /// boxed: most texts have none, and a `Text` stays small in the view structs that hold it.
    @usableFromInline var look: TextLook? = nil

    /// The translation of `key` (see ``Localization``), or the key itself.
    @inlinable public init(_ key: LocalizedStringKey) {
        self.content = key.resolved()
    }

    /// A string value, shown as it is (not translated).
    @inlinable @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    public func properties(in environment: EnvironmentValues) -> TextProperties {
        let color = look?.style.color ?? environment.foregroundColor
        var properties = TextProperties(
            text: live == nil ? content : currentText(in: environment), foregroundColor: color == .primary ? nil : color,
            lines: environment.textLines)
        if look != nil {
            properties.markup = markup
            properties.styleClasses = runs == nil ? style.styleClasses : []
        }
        let layout = environment.textLayout
        properties.alignment = layout.alignment
        properties.truncation = layout.truncation
        if layout.reservesLineSpace, case .limited(let count) = properties.lines { properties.reservedLines = count }
        return properties
    }
}

/// How a ``Text`` fits the width it is given.
public enum TextLines: Hashable, Sendable {
    /// As many lines as the width needs (a `Text`'s default): its narrowest is one character.
    case wrapping
    /// As many lines as the width needs, broken only between words (a button's title): its
    /// narrowest is its longest word.
    case wrappingBetweenWords
    /// At most this many lines, the last cut short with "…" at its end (`.lineLimit(n)`).
    case limited(Int)
    /// One whole line, never wrapped or cut (text in a header bar).
    case single
}

/// What a ``Text`` shows: a label with its text and colour.
public struct TextProperties: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Text colour; nil for the theme's.
    public var foregroundColor: Color?
    /// How the text fits its width: wrapped, limited to some lines, or one whole line.
    public var lines: TextLines
    /// The text as Pango markup, for pieces of different looks (`Text + Text`), underlines and
    /// strikethroughs; nil for plain text.
    public var markup: String?
    /// The font classes of the text's own look (`Text.bold()`, `Text.font(_:)`).
    public var styleClasses: Set<String> = []
    /// How its lines sit against each other (`.multilineTextAlignment`).
    public var alignment = TextAlignment.leading
    /// Where it is cut short under a line limit (`.truncationMode`).
    public var truncation = Text.TruncationMode.tail
    /// The lines whose height it takes however few it shows (`.lineLimit(_:reservesSpace:)`).
    public var reservedLines: Int?

    public init(text: String, foregroundColor: Color? = nil, lines: TextLines = .wrapping) {
        self.text = text
        self.foregroundColor = foregroundColor
        self.lines = lines
    }
}

extension Text: HiddenInPaths {}

extension Text: RunsNoAppCodeWhenDescribed {}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

/// Where text below may break its lines, when no `.lineLimit` says.
enum TextBreaks: Hashable, Sendable {
    /// Between words, and inside a word longer than the line (a `Text`'s default).
    case anywhere
    /// Only between words (in a button).
    case betweenWords
    /// Nowhere: one whole line (in a toolbar).
    case never
}

private struct TextBreaksKey: EnvironmentKey {
    static let defaultValue = TextBreaks.anywhere
}

extension EnvironmentValues {
    /// The most lines a ``Text`` below takes; nil (the default) for as many as it needs.
    /// Set with `.lineLimit(_:)`.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text below may break its lines (a button's title between words only; a header
    /// bar's text nowhere, so the bar does not grow taller).
    var textBreaks: TextBreaks {
        get { self[TextBreaksKey.self] }
        set { self[TextBreaksKey.self] = newValue }
    }

    /// How a ``Text`` made in this environment fits its width.
    var textLines: TextLines {
        if let lineLimit { return .limited(max(1, lineLimit)) }
        switch textBreaks {
        case .anywhere: return .wrapping
        case .betweenWords: return .wrappingBetweenWords
        case .never: return .single
        }
    }
}

extension View {
    /// Limits the text below to `number` lines, the last one cut short with "…" at its end;
    /// nil lets it wrap onto as many lines as it needs (the default).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }
}
