/// A line of read-only text (a GTK label). Its colour follows `.foregroundColor(_:)`.
///
/// A literal is a ``LocalizedStringKey``, translated when the text is made; a `String`
/// value, and `Text(verbatim:)`, are shown as they are:
///
/// ```swift
/// Text("Score: \(model.score)")   // key "Score: %@"
/// Text(product.title)             // not translated
/// ```
public struct Text: PrimitiveView, Equatable {
    @usableFromInline let content: String
    /// A date counted from now (`Text(date, style: .timer)`), shown instead of `content`.
    @usableFromInline var live: LiveDate? = nil

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
        let color = environment.foregroundColor
        return TextProperties(text: live == nil ? content : currentText(in: environment), foregroundColor: color == .primary ? nil : color)
    }
}

/// What a ``Text`` shows: a label with its text and colour.
public struct TextProperties: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Text colour; nil for the theme's.
    public var foregroundColor: Color?

    public init(text: String, foregroundColor: Color? = nil) {
        self.text = text
        self.foregroundColor = foregroundColor
    }
}

extension Text: HiddenInPaths {}

extension Text: RunsNoAppCodeWhenDescribed {}
