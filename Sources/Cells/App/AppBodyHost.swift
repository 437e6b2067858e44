/// Evaluates an app's `body` as SwiftUI does: in a node of its own, so the app's `@Owned`,
/// `@OwnedObject`, `@AppStorage` and `@Environment` properties keep their state there and
/// the body runs again when what it read changes. Each evaluation's `onChange(of:)` values
/// are compared with the last ones, and the actions of those that changed run.
///
/// A backend runs one for the app it launches (the GTK backend's `AppRunner`), with an
/// environment whose `scenePhase` is the app's: active while one of its windows is.
@MainActor
public final class AppBodyHost<A: App> {
    /// The scenes of the body's last evaluation.
    public private(set) var scene: A.Body
    /// How many times the app's body ran.
    public private(set) var bodyEvaluations = 0
    private var graph: ViewGraph?

    /// Evaluates `app`'s body a first time (running the `onChange(of:initial: true)` actions);
    /// later evaluations are update passes of `scheduler`.
    public init(app: A, scheduler: any UpdateScheduler, environment: EnvironmentValues = EnvironmentValues()) {
        let evaluation = Evaluation<A>()
        let root = AppRoot(fields: AppFields(app: app), evaluation: evaluation)
        let graph = ViewGraph(content: root, backend: WidgetlessBackend(), scheduler: scheduler, environment: environment)
        guard let scene = evaluation.scene else { preconditionFailure("a graph evaluates its root view when it is made") }
        self.scene = scene
        self.graph = graph
        bodyEvaluations = evaluation.count
        evaluation.host = self
    }

    /// Runs the pending evaluation now, if what the body read has changed (tests call it).
    public func runPendingUpdates() {
        graph?.runPendingUpdates()
    }

    fileprivate func bodyDidRun(_ scene: A.Body, count: Int) {
        self.scene = scene
        bodyEvaluations = count
    }
}

/// Where the app's root view hands each evaluated body.
@MainActor
private final class Evaluation<A: App> {
    weak var host: AppBodyHost<A>?
    var scene: A.Body?
    var count = 0

    func record(_ scene: A.Body) {
        self.scene = scene
        count += 1
        host?.bodyDidRun(scene, count: count)
    }
}

/// The app, held so the graph links its dynamic properties as a view's own.
private struct AppFields<A: App>: DynamicProperty, HoldsLinkedFields {
    var app: A

    static var heldType: Any.Type { A.self }
    static var heldOffset: Int { MemoryLayout<Self>.offset(of: \.app) ?? 0 }
}

/// The view whose node evaluates the app's body: it shows nothing but its scenes'
/// `onChange(of:)` watchers, each at its place.
private struct AppRoot<A: App>: View {
    var fields: AppFields<A>
    let evaluation: Evaluation<A>

    var body: some View {
        let scene = fields.app.body
        evaluation.record(scene)
        let watchers = scene.changeWatchers
        return ForEach(watchers.indices, id: \.self) { index in watchers[index].makeView() }
    }
}
