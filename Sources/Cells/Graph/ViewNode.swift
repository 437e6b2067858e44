import Foundation
import Observation

/// One view at one place in the tree. The node outlives the view structs its parent creates:
/// it keeps the view's state, what its last evaluation read, its widget (if the view is a
/// widget) and its children.
///
/// Most fields are set and read several times by every evaluation, only by the node itself
/// on the main actor, and never while an access to the same field is under way. (Release
/// builds skip the runtime's exclusivity checks, which would cost more than the work: see
/// Package.swift.)
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    /// How others refer to this node without keeping it alive (not weakly: see
    /// ``NodeReference``).
    let reference = NodeReference()
    /// The parent's reference: the parent owns this node.
    let parentReference: NodeReference?
    var parent: ViewNode? { parentReference?.node }
    var identity: ChildIdentity
    let depth: Int

    /// The view struct last evaluated here.
    var view: any View
    /// The type of `view`, which never changes (asking an existential for its type copies it).
    let viewType: ObjectIdentifier
    /// The environment received from the parent.
    var environment: EnvironmentValues
    /// Padding from modifiers above that the first widgets below must apply.
    var inheritedPadding: EdgeInsets
    /// Widget attributes from modifiers above that the first widgets below must apply.
    var inheritedAttributes: WidgetAttributes
    var children: [ViewNode] = []
    /// The modifiers folded into this node (see ``FoldedModifier``): its identity is theirs,
    /// its view their content.
    var folding = ModifierFolding.none

    /// Storage of the view's dynamic properties, by slot (see ``DynamicPropertyLayout``).
    var storage = NodePropertyStorage()
    /// The layout of the view type's dynamic properties, found at its first link (nil inside:
    /// the view is not a struct, and is linked by reflection).
    var propertyLayout: DynamicPropertyLayout??
    /// How the view type's structs compare, found at the first comparison (nil inside: the
    /// view is not a struct, and is compared by reflection).
    var inputLayout: ViewInputLayout??
    /// Environment keys read by the last evaluation.
    var readEnvironmentKeys = EnvironmentKeysRead()
    /// While an evaluation runs: the keys the one before read (swapped with
    /// `readEnvironmentKeys`, so neither set is shared and clearing one never copies it).
    var previousEnvironmentKeys = EnvironmentKeysRead()
    /// What the last evaluation read. These four are touched only by this node on the main
    /// actor, never while one of them is being mutated (every evaluation reads and writes
    /// them several times).
    var dependencies = DependencySet()
    /// The sources among `dependencies` read only in parts, through bindings.
    var partlyReadSources: Set<ObjectIdentifier> = []
    /// Sources read only element by element (see ``DependencySource``).
    var elementDependencies = DependencySet()
    /// While an evaluation runs: what the one before read and this one has not read yet.
    /// A source read again moves back to `dependencies` and stays registered at the source
    /// (most evaluations read what the last one read); what is left when the evaluation ends
    /// is unregistered then (see ``beginReading()`` and ``endReading()``).
    var unreadDependencies = DependencySet()
    var unreadElementDependencies = DependencySet()
    /// Identities, not `unowned(unsafe)` references: loading one of those to compare it
    /// retains and releases it, twice per element of a list scan.
    var lastElementDependency: ObjectIdentifier?
    /// The element position of the last element read of `lastElementDependency`, and whether
    /// this evaluation reads any element of it (then positions are no longer recorded: a list
    /// scan reads every element).
    var lastElementPosition: Int?
    var readsAnyElementOfLast = false
    /// Counts the times this node was marked for update for any reason but a write of single
    /// elements of a collection it reads element by element. A list compares the sum over
    /// itself and its ancestors with the sum at its last scan: if it is the same, its
    /// content is what it was except for the written elements.
    var wholeInvalidations = 0
    /// For a list: the whole invalidations of its ancestry when it last scanned its rows.
    var invalidationsAtLastScan = 0
    /// The two sources recorded last; `dependencies` holds them, and clearing it clears these.
    var lastDependency: ObjectIdentifier?
    var secondLastDependency: ObjectIdentifier?
    /// Subscriptions to the ObservableObjects the view holds, by property name.
    var followedObjects: [String: (object: ObjectIdentifier, subscription: ObjectWillChangeSubscription)] = [:]
    /// Environment objects the view declares but no ancestor provides (set while linking).
    var missingEnvironmentObjects: [Any.Type] = []
    /// Whether the dynamic properties of the current view struct are linked to this node
    /// (and still see the right environment): then re-evaluating the same struct skips the
    /// reflection walk.
    var isViewLinked = false
    /// Whether the view holds custom dynamic properties, whose `update()` runs before every
    /// `body`: then even a linked struct is linked again. (Known once linked; the view's type
    /// never changes.)
    var relinksBeforeEveryBody = true
    /// The graph's count of `body` evaluations of `viewType`.
    var bodyEvaluationCounter: BodyEvaluationCounter?
    /// Counts evaluations, so a stale Observation callback from an older one is ignored.
    var evaluationCount = 0
    /// The `@Observable` registrations of the evaluations whose reads still count; the others
    /// are retired at once (see ``ObservationRegistrations``).
    let registrations = ObservationRegistrations()
    /// For a primitive view: the evaluation that last made or updated its widget.
    var widgetEvaluation = 0

    var widget: AnyObject?
    /// For a primitive or built-in view: how to resolve it, made at the first evaluation.
    var primitiveResolver: PrimitiveResolver?
    /// For a primitive view: the description its widget shows and its actions.
    var primitiveState: AnyPrimitiveWidgetState?
    /// The padding last handed to the backend for the widget.
    var writtenPadding = EdgeInsets.zero
    /// The widget attributes last handed to the backend for the widget.
    var writtenAttributes = WidgetAttributes()
    /// Whether the evaluation under way must bring the widget up to date even if its
    /// description is unchanged (state it read changed, or its user changed it).
    var mustCheckWidget = false
    /// Whether the evaluation under way left the widget as it was (same description).
    var widgetUpdateWasSkipped = false
    /// For a list node: its rows.
    var rowController: ListRowController?
    /// For a styled primitive: its style's state (see ``StyledPrimitive``), made on first use.
    var styleState: PrimitiveStyleState?
    /// For a styled primitive: whether a user-written style's body stands for its widget.
    var isReplacedByStyle = false
    /// Identities of the child widgets last handed to the backend (containers only).
    var syncedChildWidgets: [ObjectIdentifier] = []

    var isDirty = false
    /// While dirty: how many passes of writes made during updates led to the mark (see
    /// ``UpdateFeedback``); 0 when a change from outside an update marked it.
    var markDepth = 0
    var isAlive = true
    /// Built-in and primitive views resolve on every evaluation their parent asks for: they
    /// are cheap, and a primitive compares its description itself.
    let resolvesWithoutBody: Bool

    /// Earlier evaluations whose `@Observable` reads still count: for a list whose rows come
    /// partly from earlier scans, those that made them; for a widget whose last updates were
    /// skipped (its description was unchanged), the one that last updated it.
    var keptEvaluations: Set<Int> = []

    /// The environment a container primitive (a stack, a list) derived for its children last,
    /// and the environment it derived it from.
    var lastDerivedChildEnvironment: (from: EnvironmentValues, result: EnvironmentValues?)?

    init(
        graph: ViewGraph, parent: ViewNode?, identity: ChildIdentity, view: any View,
        environment: EnvironmentValues, padding: EdgeInsets, attributes: WidgetAttributes = WidgetAttributes()
    ) {
        self.graph = graph
        self.parentReference = parent?.reference
        self.identity = identity
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.environment = environment
        self.inheritedPadding = padding
        self.inheritedAttributes = attributes
        self.resolvesWithoutBody = PrimitiveResolver.of(view) != nil
        reference.attach(self)
    }

    /// A node freed while still in the tree (its graph was let go without `tearDown()`) is
    /// no reader any more of the sources it read: a cell or store that outlives the graph (a
    /// parent's `@Owned` value read through a binding) would otherwise keep its reference and
    /// projection checks until it is next written. (Not the graph's deinit: a node reads its
    /// `unowned` graph, which is an error once the graph's deinit has begun.)
    isolated deinit {
        if isAlive { clearDependencies() }
        reference.clear()
    }

    /// Orders nodes parents first. (Nonisolated: a main-actor closure given to `sorted` checks
    /// at every comparison that it runs on the main actor.)
    nonisolated static func isShallower(_ node: ViewNode, than other: ViewNode) -> Bool {
        node.depth < other.depth
    }

    /// Orders nodes children first (see ``isShallower(_:than:)``).
    nonisolated static func isDeeper(_ node: ViewNode, than other: ViewNode) -> Bool {
        node.depth > other.depth
    }
}
