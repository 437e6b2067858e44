/// What a built-in view turns into: maybe a widget, maybe children, maybe a changed
/// environment or extra padding for what is below it.
struct Resolution {
    /// Whether this view is a widget (a primitive view, whose widget is brought up to date
    /// while it resolves): then padding from above is applied to it, not passed down.
    var isWidget = false
    /// The views below this one, each with its identity within this view.
    var children: [KeyedView] = []
    /// The environment the children see, if this view changes it.
    var childEnvironment: EnvironmentValues?
    /// Padding this view adds around the first widgets below it.
    var addedPadding: EdgeInsets = .zero
    /// Widget attributes this view sets on the first widgets below it.
    var addedAttributes = WidgetAttributes()
    /// For a list: its rows, made into views only when shown.
    var rows: ListRowTable?
}

/// A child view with the key that identifies it among its siblings.
@usableFromInline
struct KeyedView {
    let key: ChildKey
    let view: any View
}

/// Identity of a child within its parent, besides its type: its position, or an explicit id.
@usableFromInline
enum ChildKey: Hashable {
    case position(Int)
    case id(AnyHashable)
}

/// A child's full identity: key plus the view's type. A different type at the same place is
/// a different view with fresh state.
struct ChildIdentity: Hashable {
    let key: ChildKey
    let type: ObjectIdentifier
}

/// Implemented by the views the graph handles itself without a widget (modifiers,
/// conditionals, tuples) instead of evaluating a `body`.
@MainActor
protocol BuiltinView {
    /// Describes this view. Reads of state and environment made here are tracked.
    func resolve(in environment: EnvironmentValues) -> Resolution
}

/// A built-in view that only hands on what it holds (a tuple of views, padding, an id): its
/// resolution reads no state, environment value or model, runs no closure of the user, so
/// its node evaluates without recording reads (no Observation tracking: most nodes of a
/// tree are these, and tracking was half of their evaluation).
protocol ReadsNothingWhenResolved: BuiltinView {}

/// A primitive whose description and children's environment come from its own stored values
/// alone (a stack's axis, spacing and alignment): no binding, no closure of the user, no
/// environment value. Its node evaluates without recording reads, as a
/// ``ReadsNothingWhenResolved`` built-in's does (the tracking was a fifth of a stack's evaluation).
protocol ReadsNothingWhenDescribed: PrimitiveView {}

/// A primitive whose description runs none of the app's code (no binding, no closure): it
/// reads the environment and Cells' own sources (a text's clock), which its node records, but
/// never an `@Observable` model, so its node evaluates without Observation tracking.
protocol RunsNoAppCodeWhenDescribed: PrimitiveView {}

/// A built-in primitive left out of view paths: leaves a reader looks past (text, spacers)
/// and containers the library adds (the root, pages, list rows). Stacks and controls stay.
protocol HiddenInPaths {}
