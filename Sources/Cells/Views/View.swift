/// A piece of user interface, described as a value. Write a struct with a `body` built from
/// other views; the graph evaluates `body` again whenever state it read changes.
///
/// ```swift
/// struct Greeting: View {
///     @Owned private var name = "World"
///     var body: some View {
///         VStack {
///             Text("Hello, \(name)!")
///             TextField("Name", text: $name)
///         }
///     }
/// }
/// ```
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Implementation detail of lists: whether this view shows nothing (an `if` that is
    /// false, an empty group), so that as a list row it is left out. Views need not
    /// implement it.
    ///
    /// Consuming: a list asks it of the content of each element and drops the view, and a
    /// borrowed row view under an `if` (an optional) was copied to look at it, through its
    /// value witnesses once it holds more than a few references.
    consuming func _isEmptyListRow() -> Bool
}

extension View {
    @inlinable public consuming func _isEmptyListRow() -> Bool { false }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { neverBody() }
}

/// The `body` of a built-in view, which the graph never asks for.
func neverBody(_ function: StaticString = #function) -> Never {
    preconditionFailure("\(function): built-in views have no body")
}
