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

    /// The resolver for `view`'s type, or nil if it is not a primitive view.
    static func make(for view: any View) -> PrimitiveResolver? {
        guard let primitive = view as? any PrimitiveView else { return nil }
        return typed(primitive)
    }

    private static func typed<V: PrimitiveView>(_: V) -> PrimitiveResolver {
        let hasChildHooks = V.self is PrimitiveChildren.Type
        let checksItself = V.self is PrimitiveSelfCheck.Type
        return PrimitiveResolver { node in
            let view = node.view as! V  // the node's view type never changes
            let environment = node.environment
            if checksItself, node.widget == nil, let check = view as? PrimitiveSelfCheck,
               let problem = check.problem(environment: environment, attributes: node.inheritedAttributes) {
                Diagnostics.warn("\(problem) (path: \(node.path))")
            }
            node.updatePrimitiveWidget(view.properties(in: environment), view.actions(in: environment))
            var resolution = Resolution(isWidget: true)
            if hasChildHooks, let hooks = view as? PrimitiveChildren {
                resolution.children = hooks.keyedChildren ?? [KeyedView(key: .position(0), view: view.content)]
                resolution.childEnvironment = hooks.childEnvironment(from: environment)
                resolution.rows = hooks.rowTable()
            } else {
                resolution.children = [KeyedView(key: .position(0), view: view.content)]
            }
            return resolution
        }
    }
}

/// A built-in primitive that checks itself once, when its widget is made, against the
/// widget attributes the modifiers above give it: a problem it finds (an icon-only button
/// without an accessibility label) is a warning naming the view's path.
@MainActor
protocol PrimitiveSelfCheck {
    /// What is wrong, or nil.
    func problem(environment: EnvironmentValues, attributes: WidgetAttributes) -> String?
}
