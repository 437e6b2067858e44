/// Builds a view from the statements of a `body` or a container's closure: several views in a
/// row, `if`/`else`, `if let`, optionals.
@resultBuilder
@MainActor
public enum ViewBuilder {
    // The builders that pass a view on take it `consuming`: a borrowed parameter is copied
    // to be returned, and a row view with more than a few references (a toggle and a text in
    // a stack, under an `if`) is copied and destroyed through its value witnesses, not field
    // by field; a list runs that for each of 100,000 elements.
    @inlinable public static func buildExpression<Content: View>(_ content: consuming Content) -> Content {
        content
    }

    @inlinable public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    @inlinable public static func buildBlock<Content: View>(_ content: consuming Content) -> Content {
        content
    }

    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), contents: TupleOf<repeat each Content>.self)
    }

    @inlinable public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? {
        content
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        first content: consuming TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(content))
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        second content: consuming FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(content))
    }

    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
