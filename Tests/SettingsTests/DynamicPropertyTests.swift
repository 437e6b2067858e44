import Cells
import CellsTesting
import Examples
import Testing

/// A custom dynamic property built from an @Owned cell, counting its update() calls.
@propertyWrapper
private struct Counted: DynamicProperty {
    @Owned private var count = 0
    private let updates: UpdateLog

    init(updates: UpdateLog) {
        self.updates = updates
    }

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }

    mutating func update() {
        updates.count += 1
    }
}

@MainActor
private final class UpdateLog {
    var count = 0
}

@MainActor
@Suite struct DynamicPropertyTests {
    @Test func rememberedWrappersOfOneKeyShareARecord() throws {
        let host = ViewHost(RememberedView())
        let start = try host.label(startingWith: "Counter ").text
        let value = Int(start.split(separator: " ")[1])!
        try host.tap("Add")
        _ = try host.label("Counter \(value + 1) / \(value + 1)")
        let other = ViewHost(RememberedView())
        _ = try other.label("Counter \(value + 1) / \(value + 1)")
    }

    @Test func aCustomPropertyIsLinkedAndUpdatedBeforeEachBody() throws {
        let log = UpdateLog()
        struct Screen: View {
            @Counted var taps: Int
            init(log: UpdateLog) { _taps = Counted(updates: log) }
            var body: some View { Button("Taps \(taps)") { taps += 1 } }
        }
        let host = ViewHost(Screen(log: log))
        #expect(log.count == 1)
        try host.tap("Taps 0")
        try host.tap("Taps 1")
        _ = try host.button("Taps 2")
        #expect(log.count == 3, "update() runs before each body")
    }

    @Test func anUnreadCustomPropertyCausesNoUpdates() throws {
        let log = UpdateLog()
        struct Quiet: View {
            @Counted var hidden: Int
            init(log: UpdateLog) { _hidden = Counted(updates: log) }
            var body: some View { Button("Bump") { hidden += 1 } }
        }
        let host = ViewHost(Quiet(log: log))
        let before = host.bodyEvaluations(of: Quiet.self)
        try host.tap("Bump")
        #expect(host.bodyEvaluations(of: Quiet.self) == before)
    }
}
