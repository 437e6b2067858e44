/// What a node that is a widget remembers of it: the description last handed to the backend
/// and the actions object the widget's signals call. Typed by the primitive's description,
/// so comparing two descriptions is a plain `==`.
@MainActor
class AnyPrimitiveWidgetState {
    /// The actions object, erased (the graph sets the row controller of a list's).
    var anyActions: AnyObject { preconditionFailure("subclass") }
}

@MainActor
final class PrimitiveWidgetState<Properties: Equatable, Actions>: AnyPrimitiveWidgetState {
    /// Compared and replaced by its node's update alone.
    var properties: Properties
    let actions: WidgetActions<Actions>

    init(properties: Properties, actions: WidgetActions<Actions>) {
        self.properties = properties
        self.actions = actions
    }

    override var anyActions: AnyObject { actions }
}

/// Resolves the primitive views of one type: made once per node (a node's view type never
/// changes), so each later evaluation casts its view to the concrete type instead of asking
/// the runtime which protocols it conforms to.
@MainActor
struct PrimitiveResolver {
    let resolve: @MainActor (ViewNode) -> Resolution
    /// The view is a ``ReadsNothingWhenResolved`` built-in: no reads to record.
    var readsNothing = false
    /// Whether resolving may read an `@Observable` model (it runs the app's code: a binding,
    /// a closure); not for a ``RunsNoAppCodeWhenDescribed`` primitive.
    var mayReadObservables = true
    /// For a primitive with nothing inside (no content, children, rows, style or child
    /// environment: a label, an entry, a switch) once its widget exists: brings the widget up
    /// to date from the view, with no ``Resolution`` to make and no children to reconcile.
    var updateLeaf: (@MainActor (ViewNode) -> Void)?

    /// The resolver for `view`'s type, or nil if it is neither a built-in nor a primitive view:
    /// worked out once per type, as asking the runtime which protocols a type conforms to is
    /// a lookup of about a thousand instructions each time (two or more per new node).
    static func of(_ view: any View) -> PrimitiveResolver? {
        known.answer(for: type(of: view)) { make(for: view) }
    }

    private static var known = PerTypeCache<PrimitiveResolver>()

    private static func make(for view: any View) -> PrimitiveResolver? {
        if let builtin = view as? BuiltinView { return typedBuiltin(builtin) }
        guard let primitive = view as? any PrimitiveView else { return nil }
        return typed(primitive)
    }

    private static func typedBuiltin<V: BuiltinView>(_: V) -> PrimitiveResolver {
        PrimitiveResolver(resolve: { node in
            unwrap(node.view, as: V.self).resolve(in: node.environment)
        }, readsNothing: V.self is ReadsNothingWhenResolved.Type)
    }

    private static func typed<V: PrimitiveView>(_: V) -> PrimitiveResolver {
        let childHooks = V.self as? PrimitiveChildren.Type
        let environmentHook = V.self as? DerivesChildEnvironment.Type
        // A tuple of views inside a widget (a stack's) gives the widget's node its children.
        let flattenedContent = V.Content.self as? FlattenedContent.Type
        let checksItself = V.self is PrimitiveSelfCheck.Type
        let holdsFormRows = V.self is HoldsFormRows.Type
        // Found once per type; each evaluation then calls it on the view in place (a cast to
        // the protocol would copy a large view into a box every time).
        let styledType = V.self as? StyledPrimitive.Type
        // A widget with nothing inside (a label, an entry) has no child node: an empty one
        // would be evaluated with it on every update.
        let hasContent = V.Content.self != EmptyView.self
        let contentComesFirst = (V.self as? any ContentComesFirst.Type)?.contentStartsTheView ?? false
        func contentChildren(of view: V) -> [KeyedView] {
            if let flattenedContent, contentComesFirst {
                // Read where it is, at the start of the view: `view.content` copies every view in it.
                return withPointer(to: view) { flattenedContent.keyedChildren(ofViewAt: UnsafeRawPointer($0)) }
            }
            let content = view.content
            if let flattenedContent {
                return withPointer(to: content) { flattenedContent.keyedChildren(ofViewAt: UnsafeRawPointer($0)) }
            }
            return [KeyedView(key: .position(0), view: content)]
        }
        var resolver = PrimitiveResolver { node in
            let view = unwrap(node.view, as: V.self)
            var environment = node.environment
            if checksItself, node.widget == nil, let check = view as? PrimitiveSelfCheck,
               let problem = check.problem(environment: environment, attributes: node.inheritedAttributes) {
                Diagnostics.warn("\(problem) (path: \(node.path))")
            }
            var styledContent: (any View)?
            if let styledType {
                let styling = withPointer(to: view) {
                    styledType.styledResolution(of: UnsafeRawPointer($0), in: environment, state: { node.primitiveStyleState })
                }
                switch styling {
                case .native:
                    node.setReplacedByStyle(false)
                case .styledContent(let content, let styledEnvironment):
                    node.setReplacedByStyle(false)
                    styledContent = content
                    environment = styledEnvironment
                case .replaced(let body):
                    // A user-written style's body instead of the widget: no widget here.
                    node.setReplacedByStyle(true)
                    return Resolution(children: [KeyedView(key: .id(StyledResolution.replacementKey), view: body)])
                }
            }
            node.updatePrimitiveWidget(view.properties(in: environment), view.actions(in: environment))
            var resolution = Resolution(isWidget: true)
            if let styledContent {
                resolution.children = [KeyedView(key: .id(StyledResolution.replacementKey), view: styledContent)]
            } else {
                if let childHooks {
                    withPointer(to: view) {
                        resolution.children = childHooks.keyedChildren(ofViewAt: UnsafeRawPointer($0)) ?? contentChildren(of: view)
                        resolution.rows = childHooks.rowTable(ofViewAt: UnsafeRawPointer($0))
                    }
                } else if hasContent {
                    resolution.children = contentChildren(of: view)
                }
                // The form-row mark reaches a form group's own rows, not the views inside
                // them (FormRows.swift): every other widget clears it for its children.
                let clearsFormRowMark = !holdsFormRows && environment.isSetUntracked(IsFormRowKey.self)
                if environmentHook != nil || clearsFormRowMark {
                    resolution.childEnvironment = node.derivedChildEnvironment(from: environment) { environment in
                        var derived = environmentHook.flatMap { hook in
                            withPointer(to: view) { hook.childEnvironment(ofViewAt: UnsafeRawPointer($0), from: environment) }
                        }
                        if clearsFormRowMark {
                            var cleared = derived ?? environment
                            cleared.unset(IsFormRowKey.self)
                            derived = cleared
                        }
                        return derived
                    }
                }
            }
            return resolution
        }
        if childHooks == nil, environmentHook == nil, !hasContent, styledType == nil {
            resolver.updateLeaf = { node in
                let view = unwrap(node.view, as: V.self)
                let environment = node.environment
                node.updatePrimitiveWidget(view.properties(in: environment), view.actions(in: environment))
            }
        }
        resolver.readsNothing = V.self is any ReadsNothingWhenDescribed.Type
        resolver.mayReadObservables = !(V.self is any RunsNoAppCodeWhenDescribed.Type)
        return resolver
    }
}

/// A primitive whose `content` is its first stored property (a stack): a pointer to the view
/// is a pointer to its content, so the graph reads the content's views in place.
protocol ContentComesFirst: PrimitiveView {
    /// Whether `content` does start the view (asked once per node; a view whose layout
    /// changed falls back to copying its content).
    static var contentStartsTheView: Bool { get }
}

/// What a styled primitive (a ``Toggle``, a ``Button``, a ``ProgressView``) turns into in an
/// environment: its widget as usual, its widget with the content a style made, or a
/// user-written style's body instead of any widget of its own.
enum StyledResolution {
    /// The widget with the primitive's own content.
    case native
    /// The widget, with `content` inside instead of the primitive's own content; its
    /// description and actions are made in `environment` (which carries the style's state).
    case styledContent(any View, environment: EnvironmentValues)
    /// No widget: `body` (a style's `makeBody`) stands for the primitive.
    case replaced(by: any View)

    /// The key of a style's view among the node's children, so it never matches the
    /// primitive's own content.
    static var replacementKey: AnyHashable { AnyHashable("cells.style") }
}

/// A primitive view whose look a style in the environment decides (see ``StyledResolution``).
@MainActor
protocol StyledPrimitive {
    /// What this view turns into in `environment`; `state` gives the node's style state
    /// (made on first use), which lives as long as the view's place in the tree.
    func styledResolution(in environment: EnvironmentValues, state: () -> PrimitiveStyleState) -> StyledResolution
}

extension StyledPrimitive {
    /// ``styledResolution(in:state:)`` of the view of this type at `view`.
    static func styledResolution(of view: UnsafeRawPointer, in environment: EnvironmentValues, state: () -> PrimitiveStyleState) -> StyledResolution {
        view.assumingMemoryBound(to: Self.self).pointee.styledResolution(in: environment, state: state)
    }
}

/// State a style needs that outlives the view struct: whether a button is held down.
@MainActor
final class PrimitiveStyleState {
    /// Whether the button is pressed (a ``ButtonStyleConfiguration``'s `isPressed`).
    let isPressed = OwnedCell(false)
}

/// A built-in primitive that checks itself once, when its widget is made, against the
/// widget attributes the modifiers above give it: a problem it finds (an icon-only button
/// without an accessibility label) is a warning naming the view's path.
@MainActor
protocol PrimitiveSelfCheck {
    /// What is wrong, or nil.
    func problem(environment: EnvironmentValues, attributes: WidgetAttributes) -> String?
}

/// The view in `view`, which is a `V`: a node's view type never changes, and its resolver was
/// made for that type. Opening the existential costs a generic call; `as! V` asked the
/// runtime to cast on every evaluation of every widget (a tenth of a keystroke's update).
@MainActor
private func unwrap<V>(_ view: any View, as _: V.Type) -> V {
    func open<T: View>(_ value: T) -> V {
        precondition(T.self == V.self, "a node's view changed type")
        return unsafeBitCast(value, to: V.self)
    }
    return _openExistential(view, do: open)
}
