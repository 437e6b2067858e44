import Cells
import CellsTesting
import Observation
import Testing

@Observable @MainActor
private final class Profile {
    var name = "Ada"
}

@MainActor
private final class Counter: ObservableObject {
    @Published var count = 0
}

/// Something a view struct holds: alive as long as the node that keeps the struct.
private final class Lifetime {}

@MainActor
private final class LifetimeRecorder {
    weak var last: Lifetime?
    func make() -> Lifetime {
        let lifetime = Lifetime()
        last = lifetime
        return lifetime
    }
}

/// Reads an `@Observable` model (an Observation registration), follows an `ObservableObject`
/// (a subscription), and has a button (widget actions): three closures that outlive the
/// view's time in the tree, each holding its node's reference.
private struct Reader: View {
    let profile: Profile
    @ObservedObject var counter: Counter
    let lifetime: Lifetime

    var body: some View {
        VStack {
            Text("\(profile.name) \(counter.count)")
            Button("Rename") { profile.name = "Ada Lovelace" }
        }
    }
}

private struct Shelf: View {
    let profile: Profile
    let counter: Counter
    let recorder: LifetimeRecorder
    @Owned var shown = true

    var body: some View {
        VStack {
            if shown { Reader(profile: profile, counter: counter, lifetime: recorder.make()) }
            Button(shown ? "Hide" : "Show") { shown.toggle() }
        }
    }
}

/// A node that leaves the tree is freed: the closures it handed out (to Observation, to an
/// object's publisher, to its widget) and the dependency lists of what it read hold its
/// `NodeReference`, which does not keep it alive. Writes afterwards evaluate nothing.
@MainActor
@Suite struct NodeLifetimeTests {
    @Test func aNodeThatLeftIsFreedAndItsClosuresDoNothingAfterwards() throws {
        let profile = Profile()
        let counter = Counter()
        let recorder = LifetimeRecorder()
        let host = ViewHost(Shelf(profile: profile, counter: counter, recorder: recorder))
        try host.tap("Rename")
        #expect(try host.label("Ada Lovelace 0").text == "Ada Lovelace 0")
        #expect(recorder.last != nil)

        try host.tap("Hide")
        #expect(recorder.last == nil, "the reader's node outlived its place in the tree")
        let evaluations = host.bodyEvaluations(of: Reader.self)
        profile.name = "Grace"
        counter.count += 1
        host.settle()
        #expect(host.bodyEvaluations(of: Reader.self) == evaluations)

        // A new reader in the same place reads and follows both again.
        try host.tap("Show")
        #expect(try host.label("Grace 1").text == "Grace 1")
        counter.count += 1
        host.settle()
        #expect(try host.label("Grace 2").text == "Grace 2")
    }
}
