// `@testable`: the witness below holds the `NodeReference` an Observation registration's
// closure captures, which is internal to Cells.
@testable import Cells
import CellsTesting
import Observation
import Testing

/// A model that lives as long as the app, read by every graph below and never written
/// while they come and go.
@Observable @MainActor
private final class LongLivedCatalog {
    var title = "Ada"
}

/// Holds weakly the `NodeReference` of the node whose `body` ran last: the one thing of the
/// graph that the `onChange` closure of the node's Observation registration captures. While
/// that registration sits in the model's registrar, the reference is alive.
@MainActor
private final class RegistrationWitness {
    weak var reference: NodeReference?

    /// Called from `body`, while its node evaluates.
    func recordEvaluatingNode() {
        reference = DependencyTracker.currentReader?.reference
    }
}

/// "Title: <title>": reads the model in `body`. `Tag` makes a view type of its own per test,
/// so a test can start with the first evaluation of a view type in the process (which
/// registers without a token, see `ObservationRegistrations`).
private struct CatalogTitle<Tag>: View {
    let catalog: LongLivedCatalog
    let witness: RegistrationWitness
    var body: some View {
        let _ = witness.recordEvaluatingNode()
        Text("Title: \(catalog.title)")
    }
}

private enum WarmedUp {}
private enum FreshDropped {}
private enum FreshTornDown {}
private enum FreshLive {}

/// Makes a graph for `content` (no window) and drops it, torn down first or not (a graph
/// whose owner just lets it go). Returns whether the graph itself is gone.
@MainActor
private func showAndDrop<Content: View>(_ content: Content, tearingDown: Bool) -> Bool {
    weak var weakGraph: ViewGraph?
    do {
        let graph = ViewGraph(content: content, backend: RecordingBackend(), scheduler: ManualScheduler())
        weakGraph = graph
        let root = graph.rootWidget as! RecordedWidget  // the RecordingBackend makes only RecordedWidgets
        #expect(root.allDescendants.contains { $0.isLabel && $0.labelText == "Title: Ada" })
        if tearingDown { graph.tearDown() }
    }
    return weakGraph == nil
}

/// Issue 37, item 4: a graph that reads a long-lived `@Observable` model and is dropped
/// while the model is unchanged leaves nothing of itself in the model's registrar, whether
/// or not it was torn down, and whether or not its evaluation was the first of its view type
/// in the process. (The registrations went only when the model was next written: ~1 KB per
/// graph, for good, for a model that is never written.)
@MainActor
@Suite struct ObservationRegistrationLifetimeTests {
    @Test func aDroppedGraphLeavesNoRegistrationInTheModelsRegistrar() {
        let catalog = LongLivedCatalog()
        // The view type's first evaluation happened before.
        #expect(showAndDrop(CatalogTitle<WarmedUp>(catalog: catalog, witness: RegistrationWitness()), tearingDown: true))
        for tearingDown in [false, true] {
            let witness = RegistrationWitness()
            let graphWent = showAndDrop(CatalogTitle<WarmedUp>(catalog: catalog, witness: witness), tearingDown: tearingDown)
            #expect(graphWent, "the graph outlived its owner (torn down: \(tearingDown))")
            #expect(witness.reference == nil, "the model's registrar still holds the dropped graph's registration (torn down: \(tearingDown))")
        }
    }

    @Test func theFirstGraphOfAViewTypeDroppedWithoutTearDownLeavesNoRegistration() {
        let catalog = LongLivedCatalog()
        let witness = RegistrationWitness()
        #expect(showAndDrop(CatalogTitle<FreshDropped>(catalog: catalog, witness: witness), tearingDown: false))
        #expect(witness.reference == nil, "the registrar holds the registration of the view type's first evaluation")
    }

    @Test func theFirstGraphOfAViewTypeTornDownLeavesNoRegistration() {
        let catalog = LongLivedCatalog()
        let witness = RegistrationWitness()
        #expect(showAndDrop(CatalogTitle<FreshTornDown>(catalog: catalog, witness: witness), tearingDown: true))
        #expect(witness.reference == nil, "the registrar holds the registration of the view type's first evaluation")
    }

    /// While its graph lives, a view follows the model's writes: the view type's first
    /// evaluation (no token) and the evaluations after it, in another graph and again after
    /// each write; a graph dropped meanwhile changes nothing for the others.
    @Test func aLiveGraphStillFollowsTheModelsWrites() throws {
        let catalog = LongLivedCatalog()
        let firstWitness = RegistrationWitness()
        var first: ViewHost? = ViewHost(CatalogTitle<FreshLive>(catalog: catalog, witness: firstWitness))
        let second = ViewHost(CatalogTitle<FreshLive>(catalog: catalog, witness: RegistrationWitness()))
        #expect(showAndDrop(CatalogTitle<FreshLive>(catalog: catalog, witness: RegistrationWitness()), tearingDown: false))

        catalog.title = "Grace"
        first?.settle()
        second.settle()
        #expect(try first?.label("Title: Grace").text == "Title: Grace")
        #expect(try second.label("Title: Grace").text == "Title: Grace")

        first = nil
        #expect(firstWitness.reference == nil, "the closed view's registration is still in the registrar")
        catalog.title = "Hedy"
        second.settle()
        #expect(try second.label("Title: Hedy").text == "Title: Hedy")
    }
}

/// A view of a cell that outlives its graph (a parent window's `@Owned` value, handed down as
/// a binding), recording its node's reference as it evaluates.
private struct CellTitle: View {
    @Binding var title: String
    let witness: RegistrationWitness
    var body: some View {
        let _ = witness.recordEvaluatingNode()
        Text("Title: \(title)")
    }
}

/// A dropped graph is also no reader of Cells' own long-lived sources any more: the cell
/// keeps no reference to its nodes (it did until its next write), and a write after the
/// graph went marks nothing and costs nothing of it.
@MainActor
@Suite struct DroppedGraphReaderTests {
    @Test func aGraphDroppedWithoutTearDownIsNoLongerAReaderOfALongLivedCell() {
        let cell = OwnedCell("Ada")
        let witness = RegistrationWitness()
        #expect(showAndDrop(CellTitle(title: Binding(storage: CellBindingStorage(cell: cell)), witness: witness), tearingDown: false))
        #expect(witness.reference == nil, "the long-lived cell still holds the dropped graph's node as a reader")
        cell.value = "Grace"  // nothing left to mark
    }
}
