import Cells
import CellsTesting
import Testing

/// `.task(id:)`: starts on appear, is cancelled and started again when the id changes, and is
/// cancelled when the view leaves.
@MainActor
@Suite(.serialized) struct TaskIDTests {
    @MainActor final class Log {
        var entries: [String] = []
    }

    private struct Search: View {
        let log: Log
        @Owned private var query = "a"
        @Owned private var shown = true
        @Owned private var unrelated = 0
        var body: some View {
            VStack {
                if shown {
                    Text("results for \(query)")
                        .task(id: query) { [query, log] in
                            log.entries.append("start \(query)")
                            try? await Task.sleep(for: .seconds(60))
                            log.entries.append(Task.isCancelled ? "cancel \(query)" : "finish \(query)")
                        }
                }
                Text("unrelated \(unrelated)")
                Button("Type b") { query = "ab" }
                Button("Other") { unrelated += 1 }
                Button("Hide") { shown = false }
            }
        }
    }

    private func settle(_ log: Log, until count: Int) async {
        for _ in 0..<200 where log.entries.count < count { await Task.yield() }
    }

    @Test func theTaskRestartsWhenTheIDChangesAndStopsWhenTheViewLeaves() async throws {
        let log = Log()
        let host = ViewHost(Search(log: log))
        await settle(log, until: 1)
        #expect(log.entries == ["start a"])

        try host.tap("Other")
        for _ in 0..<20 { await Task.yield() }
        #expect(log.entries == ["start a"], "an evaluation with the same id keeps the task")

        // The old task ends on its own time once cancelled, as in SwiftUI: either order.
        try host.tap("Type b")
        await settle(log, until: 3)
        #expect(log.entries.first == "start a")
        #expect(Set(log.entries.dropFirst()) == ["cancel a", "start ab"])

        try host.tap("Hide")
        await settle(log, until: 4)
        #expect(log.entries.count == 4)
        #expect(log.entries.last == "cancel ab")
        #expect(!log.entries.contains { $0.hasPrefix("finish") })
    }
}

/// `.task(id:)` on a page covered by a pushed page: the page has disappeared (SwiftUI), so its
/// task is cancelled, and it starts again when the page is shown again.
@MainActor
@Suite(.serialized) struct TaskIDOnCoveredPageTests {
    private struct Root: View {
        let log: TaskIDTests.Log
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Inbox")
                        .task(id: "inbox") { [log] in
                            log.entries.append("start")
                            try? await Task.sleep(for: .seconds(60))
                            log.entries.append(Task.isCancelled ? "cancel" : "finish")
                        }
                    NavigationLink("Open", destination: Text("Message"))
                }
            }
        }
    }

    private func settle(_ log: TaskIDTests.Log, until count: Int) async {
        for _ in 0..<200 where log.entries.count < count { await Task.yield() }
    }

    @Test func aCoveredPagesTaskIsCancelledAndStartsAgainWhenShown() async throws {
        let log = TaskIDTests.Log()
        let host = ViewHost(Root(log: log))
        await settle(log, until: 1)
        #expect(log.entries == ["start"])
        try host.tap("Open")
        await settle(log, until: 2)
        #expect(log.entries == ["start", "cancel"])
        try host.goBack()
        await settle(log, until: 3)
        #expect(log.entries == ["start", "cancel", "start"])
    }
}
