/// A line of read-only text (a GTK label). Its colour follows `.foregroundColor(_:)`.
///
/// ```swift
/// Text("Score: \(model.score)")
/// ```
public struct Text: PrimitiveView, Equatable {
    @usableFromInline let content: String

    @inlinable public init(_ content: String) {
        self.content = content
    }

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    public func properties(in environment: EnvironmentValues) -> TextProperties {
        let color = environment.foregroundColor
        return TextProperties(text: content, foregroundColor: color == .primary ? nil : color)
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
