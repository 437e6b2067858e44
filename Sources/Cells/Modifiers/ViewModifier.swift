/// A modifier of your own, as SwiftUI's `ViewModifier`: a `body(content:)` that builds a view
/// around `content`, the view the modifier is applied to. Apply it with `.modifier(_:)`, or
/// give it a `View` extension as SwiftUI's style guides do.
///
/// ```swift
/// struct Card: ViewModifier {
///     @Environment(\.colorScheme) private var scheme
///     func body(content: Content) -> some View {
///         content
///             .padding()
///             .background(scheme == .dark ? Color.gray : Color.white)
///     }
/// }
///
/// extension View {
///     func card() -> some View { modifier(Card()) }
/// }
/// ```
///
/// A modifier is a view's part like any other: its `@Owned`, `@Environment` and custom dynamic
/// properties live as long as the modified view keeps its place, and `content` keeps its own
/// state when the modifier's body is evaluated again.
@MainActor
public protocol ViewModifier {
    /// The view the modifier makes.
    associatedtype Body: View
    /// What `body(content:)` receives: the view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The view around `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` receives it (SwiftUI's
/// placeholder of the same name): put it anywhere in the body, modified or not.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, ErasedContent, ReadsNothingWhenResolved {
    let content: any View

    init(_ content: any View) {
        self.content = content
    }

    public var body: Never { neverBody() }
}

/// A view with a modifier applied, or two modifiers one after the other (SwiftUI's
/// `ModifiedContent`): what `.modifier(_:)` and `concat(_:)` return.
@MainActor
public struct ModifiedContent<Content, Modifier> {
    /// The view (or the first modifier).
    public var content: Content
    /// Where the modifier is kept: a dynamic property, so the graph links the modifier's own
    /// `@Owned`, `@Environment` and custom dynamic properties to the node.
    var storage: ModifierStorage<Modifier>

    /// The modifier applied to `content`.
    public var modifier: Modifier {
        get { storage.modifier }
        set { storage.modifier = newValue }
    }

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.storage = ModifierStorage(modifier: modifier)
    }
}

/// Holds a modifier inside a ``ModifiedContent`` (see `storage`).
struct ModifierStorage<Modifier>: DynamicProperty, HoldsLinkedFields {
    var modifier: Modifier

    static var heldType: Any.Type { Modifier.self }
    static var heldOffset: Int { MemoryLayout<Self>.offset(of: \.modifier) ?? 0 }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Modifier.Body {
        storage.modifier.body(content: _ViewModifier_Content(content))
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier's view, with the second around it.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(storage.modifier)
    }
}

/// A modifier that changes nothing: a starting point for modifiers chosen at run time.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    public init() {}

    public func body(content: Content) -> Content {
        content
    }
}

extension View {
    /// This view with `modifier` applied: what `modifier.body(content:)` makes of it.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier, then `modifier` around what it makes.
    public func concat<Next>(_ modifier: Next) -> ModifiedContent<Self, Next> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
