import Cells
import CellsTesting
import Examples
import Testing
import Dispatch

/// The behaviours in the header of shared/examples/ScorePlate.swift, for each way of holding
/// the model and both kinds of model.
@MainActor
@Suite(.serialized) struct ScorePlateTests {
    /// Hosts the score content with the models the environment plates need.
    private func host(_ ownership: PlateOwnership, _ kind: PlateModelKind) -> ViewHost {
        ViewHost(
            SelectableScoreContentView(ownership: ownership, kind: kind)
                .environmentObject(Model())
                .environment(TrackedModel())
        )
    }

    private func press(_ host: ViewHost, times: Int) throws {
        for _ in 0..<times { try host.tap("+1") }
    }

    @Test(arguments: PlateModelKind.allCases)
    func anObservedModelResetsWhenTheParentReRenders(kind: PlateModelKind) throws {
        let host = host(.observed, kind)
        try press(host, times: 5)
        _ = try host.label("Score: 5")
        _ = try host.label("Nice? YES")
        _ = try host.label("Good")
        let created = ModelCreations.shared.count

        try host.tap("Toggle Name")

        _ = try host.label("Current User: Wei Wang")
        _ = try host.label("Score: 0")
        _ = try host.label("Ummmm...")
        _ = try host.label("Nice? YES")  // @Owned state survives; the model does not
        #expect(ModelCreations.shared.count == created + 1, "the re-created plate made a new model")
    }

    @Test(arguments: PlateModelKind.allCases)
    func anOwnedModelSurvivesTheParentsReRender(kind: PlateModelKind) throws {
        let before = ModelCreations.shared.count
        let host = host(.owned, kind)
        try press(host, times: 11)
        _ = try host.label("Fantastic")
        try host.tap("Toggle Name")
        try host.tap("Toggle Name")
        _ = try host.label("Current User: onevcat")
        _ = try host.label("Score: 11")
        _ = try host.label("Fantastic")
        _ = try host.label("Nice? YES")
        // Two made by the environment injection above, one by the plate.
        #expect(ModelCreations.shared.count == before + 3)
    }

    @Test(arguments: PlateModelKind.allCases)
    func anEnvironmentModelIsSharedAndSurvives(kind: PlateModelKind) throws {
        let host = host(.environment, kind)
        try press(host, times: 4)
        try host.tap("Toggle Name")
        _ = try host.label("Score: 4")
        if kind == .observable { _ = try host.label("Good") }
    }

    @Test func theEnvironmentPlateAndItsTextShareOneObject() throws {
        let model = Model()
        let host = ViewHost(EnvironmentScorePlate().environmentObject(model))
        try host.tap("+1")
        try host.tap("+1")
        #expect(model.score == 2)
        _ = try host.label("Score: 2")
    }

    @Test func scoreContentViewAsWrittenKeepsItsOwnedPlate() throws {
        let host = ViewHost(ScoreContentView())
        try press(host, times: 4)
        try host.tap("Toggle Name")
        _ = try host.label("Score: 4")
        _ = try host.label("Good")
    }
}

/// An object that records its own deinit.
private final class Probe: ObservableObject {
    @Published var value = 0
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

@MainActor
private final class Tally {
    var made = 0
    var released = 0
}

@MainActor
@Suite struct ObjectOwnershipTests {
    @Test func theOwnedObjectExpressionRunsOnceAcross100ReRenders() throws {
        let tally = Tally()
        struct Child: View {
            let tally: Tally
            @OwnedObject var model: Model
            init(tally: Tally) {
                self.tally = tally
                _model = OwnedObject(wrappedValue: { tally.made += 1; return Model() }())
            }
            var body: some View { Text("Child \(model.score)") }
        }
        struct Parent: View {
            let tally: Tally
            @Owned var renders = 0
            var body: some View {
                VStack {
                    Button("Render \(renders)") { renders += 1 }
                    Child(tally: tally)
                }
            }
        }
        let host = ViewHost(Parent(tally: tally))
        for render in 0..<100 { try host.tap("Render \(render)") }
        _ = try host.button("Render 100")
        #expect(tally.made == 1)
    }

    @Test func anOwnedObjectIsReleasedWithItsView() throws {
        let released = Flag()
        struct Holder: View {
            let released: Flag
            @OwnedObject var probe: Probe
            init(released: Flag) {
                self.released = released
                _probe = OwnedObject(wrappedValue: Probe(onDeinit: { MainActor.assumeIsolated { released.value = true } }))
            }
            var body: some View { Text("Probe \(probe.value)") }
        }
        struct Parent: View {
            let released: Flag
            @Owned var shown = true
            var body: some View {
                VStack {
                    Button("Remove") { shown = false }
                    if shown { Holder(released: released) }
                }
            }
        }
        let host = ViewHost(Parent(released: released))
        _ = try host.label("Probe 0")
        try host.tap("Remove")
        #expect(released.value, "the owned object outlived its view")
    }

    @Test func aViewHoldingAnObjectIsEvaluatedOncePerPassHoweverManyPropertiesChange() throws {
        final class Pair: ObservableObject {
            @Published var a = 0
            @Published var b = 0
        }
        struct Shows: View {
            @ObservedObject var pair: Pair
            var body: some View {
                VStack {
                    Text("\(pair.a) \(pair.b)")
                    Button("Both") {
                        pair.a += 1
                        pair.b += 1
                        pair.a += 1
                    }
                }
            }
        }
        let host = ViewHost(Shows(pair: Pair()))
        let before = host.bodyEvaluations(of: Shows.self)
        try host.tap("Both")
        _ = try host.label("2 1")
        #expect(host.bodyEvaluations(of: Shows.self) == before + 1)
    }

    @Test func objectWillChangeFiresBeforeTheValueChanges() {
        let model = Model()
        var seen: [Int] = []
        let subscription = model.objectWillChange.subscribe { seen.append(model.score) }
        model.score = 7
        model.score = 9
        #expect(seen == [0, 7])
        withExtendedLifetime(subscription) {}
    }

    @Test func aBindingToAnObservedObjectsPropertyWritesThrough() throws {
        struct Editor: View {
            @ObservedObject var model: Model
            var body: some View {
                VStack {
                    Toggle("Reset", isOn: Binding(get: { model.score == 0 }, set: { if $0 { model.score = 0 } }))
                    ScoreField(score: $model.score)
                }
            }
        }
        struct ScoreField: View {
            @Binding var score: Int
            var body: some View { Button("Score \(score)") { score += 10 } }
        }
        let model = Model()
        let host = ViewHost(Editor(model: model))
        try host.tap("Score 0")
        #expect(model.score == 10)
        _ = try host.button("Score 10")
    }

    @Test func anObservableViewIgnoresPropertiesItDidNotRead() throws {
        let model = TrackedModel()
        let host = ViewHost(TrackedScoreText(model: model))
        let before = host.bodyEvaluations(of: TrackedScoreText.self)
        model.unrelated = "changed"
        host.settle()
        #expect(host.bodyEvaluations(of: TrackedScoreText.self) == before)
        model.score = 5
        host.settle()
        #expect(host.bodyEvaluations(of: TrackedScoreText.self) == before + 1)
        _ = try host.label("Good")
    }

    @Test func bindableGivesBindingsToObservableProperties() throws {
        struct Field: View {
            @Bindable var model: TrackedModel
            var body: some View {
                VStack {
                    TextField("Note", text: $model.unrelated)
                    Text("Note: \(model.unrelated)")
                }
            }
        }
        let model = TrackedModel()
        let host = ViewHost(Field(model: model))
        try host.type("hi", into: "Note")
        #expect(model.unrelated == "hi")
        _ = try host.label("Note: hi")
    }
}

@MainActor
final class Flag {
    var value = false
}

@MainActor
@Suite struct BackgroundWriteTests {
    @Test func aPublishedWriteFromABackgroundThreadIsAppliedOnTheMainThread() async throws {
        let model = Model()
        let host = ViewHost(EnvironmentScorePlate().environmentObject(model))
        let bound = UncheckedBox(model)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                bound.value.score = 42  // warned about, moved to the main thread
                done.resume()
            }
        }
        for _ in 0..<100 where model.score != 42 { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(model.score == 42, "the background write was lost")
        host.settle()
        _ = try host.label("Score: 42")
    }
}

/// Carries a non-Sendable value to another thread in a test that knows what it does.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
