/// What a built-in view turns into: maybe a widget, maybe children, maybe a changed
/// environment or extra padding for what is below it.
struct Resolution {
    /// The widget this view is, if it is one.
    var widget: WidgetSpec?
    /// The views below this one, each with its identity within this view.
    var children: [KeyedView] = []
    /// The environment the children see, if this view changes it.
    var childEnvironment: EnvironmentValues?
    /// Padding this view adds around the first widgets below it.
    var addedPadding: EdgeInsets = .zero
    /// For a list: its rows, made into views only when shown.
    var rows: ListRowTable?
}

/// A child view with the key that identifies it among its siblings.
struct KeyedView {
    let key: ChildKey
    let view: any View
}

/// Identity of a child within its parent, besides its type: its position, or an explicit id.
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

/// Everything the graph needs to make or update one widget.
struct WidgetSpec {
    var kind: WidgetKind
    var properties: [WidgetProperty]
    var onPress: (@MainActor () -> Void)?
    var onTextChange: (@MainActor (String) -> Void)?
    var onToggle: (@MainActor (Bool) -> Void)?

    init(
        _ kind: WidgetKind,
        _ properties: [WidgetProperty],
        onPress: (@MainActor () -> Void)? = nil,
        onTextChange: (@MainActor (String) -> Void)? = nil,
        onToggle: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.kind = kind
        self.properties = properties
        self.onPress = onPress
        self.onTextChange = onTextChange
        self.onToggle = onToggle
    }
}

/// Implemented by the views the graph handles itself (text, controls, stacks, modifiers,
/// conditionals) instead of evaluating a `body`.
@MainActor
protocol BuiltinView {
    /// Describes this view. Reads of state and environment made here are tracked.
    func resolve(in environment: EnvironmentValues) -> Resolution
}

/// A built-in view that appears in view paths (stacks, controls): the ones a reader wrote.
protocol NamedInPaths {}
