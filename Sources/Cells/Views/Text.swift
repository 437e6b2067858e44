/// A line of read-only text (a GTK label). Its colour follows `.foregroundColor(_:)`.
///
/// ```swift
/// Text("Score: \(model.score)")
/// ```
public struct Text: View, BuiltinView, Equatable {
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

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        let color = environment.foregroundColor
        return Resolution(widget: WidgetSpec(.label, [
            .text(content),
            .foregroundColor(color == .primary ? nil : color),
        ]))
    }
}
