/// Builds a view from the statements of a `body` or a container's closure: several views in a
/// row, `if`/`else`, `if let`, optionals.
@resultBuilder
@MainActor
public enum ViewBuilder {
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    @inlinable public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), contents: TupleOf<repeat each Content>.self)
    }

    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        first content: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(content))
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        second content: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(content))
    }

    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
