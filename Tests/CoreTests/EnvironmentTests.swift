import Cells
import CellsTesting
import Examples
import Testing

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct Greeter: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text("\(greeting), world") }
}

private struct Plain: View {
    var body: some View { Text("Plain") }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func aCustomKeyHasItsDefaultValue() throws {
        let host = ViewHost(Greeter())
        _ = try host.label("Hello, world")
    }

    @Test func theNearestOverrideWins() throws {
        let host = ViewHost(
            VStack {
                Greeter()
                Greeter().environment(\.greeting, "Hi")
            }
            .environment(\.greeting, "Howdy")
        )
        #expect(host.labelTexts == ["Howdy, world", "Hi, world"])
    }

    @Test func changingAnEnvironmentValueReEvaluatesOnlyItsReaders() throws {
        struct Switcher: View {
            @Owned var formal = false
            var body: some View {
                VStack {
                    Button("Formal") { formal = true }
                    VStack {
                        Greeter()
                        Plain()
                    }
                    .environment(\.greeting, formal ? "Good day" : "Hey")
                }
            }
        }
        let host = ViewHost(Switcher())
        let greeter = host.bodyEvaluations(of: Greeter.self)
        let plain = host.bodyEvaluations(of: Plain.self)
        try host.tap("Formal")
        _ = try host.label("Good day, world")
        #expect(host.bodyEvaluations(of: Greeter.self) == greeter + 1)
        #expect(host.bodyEvaluations(of: Plain.self) == plain)
    }

    @Test func aMissingEnvironmentObjectNamesTheTypeAndThePath() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Above")
                    EnvironmentScorePlate()
                }
            }
        }
        let host = ViewHost(Screen())
        let failure = try #require(host.graph.failures.first)
        #expect(failure.contains("No environment object of type Model"))
        #expect(failure.contains("(path: Screen > VStack > EnvironmentScorePlate)"))
        _ = try host.label("Above")
        #expect(host.labelTexts.contains { $0.contains("No environment object of type Model") })
    }

    @Test func aMissingObservableEnvironmentObjectIsReportedToo() throws {
        let host = ViewHost(TrackedEnvironmentScorePlate())
        #expect(host.graph.failures.first?.contains("No environment object of type TrackedModel") == true)
    }

    @Test func anEnvironmentObservableIsShared() throws {
        let model = TrackedModel()
        let host = ViewHost(TrackedEnvironmentScorePlate().environment(model))
        try host.tap("+1")
        #expect(model.score == 1)
        _ = try host.label("Score: 1")
    }
}
