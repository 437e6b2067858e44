import Cells
import CellsTesting
import Testing

/// `.refreshable` puts its action in the environment as `\.refresh`; a view below runs it.
@MainActor
@Suite struct RefreshableTests {
    struct ReloadButton: View {
        @Environment(\.refresh) private var refresh
        var body: some View {
            Button(refresh == nil ? "No refresh" : "Reload") { Task { await refresh?() } }
        }
    }

    @Test func aViewBelowRefreshesThroughTheEnvironment() async throws {
        var runs = 0
        let host = ViewHost(ReloadButton().refreshable { runs += 1 })
        try host.tap("Reload")
        for _ in 0..<100 where runs == 0 { await Task.yield() }
        #expect(runs == 1)
        #expect(ViewHost(ReloadButton()).labelTexts == ["No refresh"])
    }
}
