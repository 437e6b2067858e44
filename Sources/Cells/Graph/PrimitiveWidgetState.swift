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

    /// The resolver for `view`'s type, or nil if it is neither a built-in nor a primitive view.
    static func make(for view: any View) -> PrimitiveResolver? {
        if let builtin = view as? BuiltinView { return typedBuiltin(builtin) }
        guard let primitive = view as? any PrimitiveView else { return nil }
        return typed(primitive)
    }

    private static func typedBuiltin<V: BuiltinView>(_: V) -> PrimitiveResolver {
        PrimitiveResolver { node in
            (node.view as! V).resolve(in: node.environment)  // the node's view type never changes
        }
    }

    private static func typed<V: PrimitiveView>(_: V) -> PrimitiveResolver {
        let hasChildHooks = V.self is PrimitiveChildren.Type
        return PrimitiveResolver { node in
            let view = node.view as! V  // the node's view type never changes
            let environment = node.environment
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
