import Cells
import CellsTesting
import Testing

/// A counter with its own state, used inside parents that re-render.
private struct Counter: View {
    let name: String
    @Owned private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct RerenderingParent: View {
    @Owned private var renders = 0
    var body: some View {
        VStack {
            Button("Re-render \(renders)") { renders += 1 }
            Counter(name: "Counter")
        }
    }
}

private struct IdentifiedParent: View {
    @Owned private var generation = 0
    var body: some View {
        VStack {
            Button("New generation") { generation += 1 }
            Counter(name: "Counter").id(generation)
        }
    }
}

private struct BranchingParent: View {
    @Owned private var flag = false
    var body: some View {
        VStack {
            Button("Flip") { flag.toggle() }
            if flag {
                Counter(name: "Counter")
            } else {
                Counter(name: "Counter")
            }
        }
    }
}

@MainActor
@Suite struct OwnedStateTests {
    @Test func keepsItsValueWhenTheParentReRenders() throws {
        let host = ViewHost(RerenderingParent())
        try host.tap("Counter 0")
        try host.tap("Counter 1")
        try host.tap("Re-render 0")
        try host.tap("Re-render 1")
        _ = try host.button("Counter 2")
    }

    @Test func startsOverUnderANewID() throws {
        let host = ViewHost(IdentifiedParent())
        try host.tap("Counter 0")
        _ = try host.button("Counter 1")
        let oldButton = try host.button("Counter 1")
        try host.tap("New generation")
        _ = try host.button("Counter 0")
        #expect(!oldButton.isAlive)
    }

    @Test func startsOverWhenTheIfBranchFlips() throws {
        let host = ViewHost(BranchingParent())
        try host.tap("Counter 0")
        try host.tap("Counter 1")
        try host.tap("Flip")
        _ = try host.button("Counter 0")
        try host.tap("Counter 0")
        try host.tap("Flip")
        _ = try host.button("Counter 0")
    }

    @Test func theInitialValueIsEvaluatedIntoTheNodeOnce() throws {
        let host = ViewHost(RerenderingParent())
        for _ in 0..<5 { try host.tap("Counter \(try host.button(startingWith: "Counter").labelText.split(separator: " ").last!)") }
        for render in 0..<3 { try host.tap("Re-render \(render)") }
        _ = try host.button("Counter 5")
    }

    @Test func aViewOutsideAGraphStillHoldsItsState() {
        // Before a view is placed in a graph its owned value works on a private cell.
        struct Loose: View {
            @Owned var value = 1
            var body: some View { Text("\(value)") }
        }
        let loose = Loose()
        loose.value = 7
        #expect(loose.value == 7)
    }
}

extension ViewHost {
    func button(startingWith prefix: String) throws -> RecordedWidget {
        guard let match = widgets.first(where: { $0.is(ButtonProperties.self) && $0.labelText.hasPrefix(prefix) }) else {
            throw ViewHostError.notFound("button starting with \(prefix)", onScreen: labelTexts)
        }
        return match
    }
}
