import Cells
import CellsTesting
import Observation
import Testing

/// A `.task` that outlives its view (it was cancelled but goes on to its end, as tasks do)
/// still reads the view's `@Environment` values as they last were: the process is not killed
/// by a "missing" environment object.
@MainActor
@Suite(.serialized) struct EnvironmentAfterViewLeftTests {
    @Observable final class Library {
        var name = "City Library"
    }

    @MainActor final class Log {
        var entries: [String] = []
    }

    private struct Catalogue: View {
        @Environment(Library.self) private var library
        @Environment(\.isEnabled) private var isEnabled
        let log: Log
        var body: some View {
            Text(library.name).task {
                try? await Task.sleep(for: .seconds(30))  // cancelled when the view leaves
                log.entries.append("\(library.name), enabled \(isEnabled)")
            }
        }
    }

    private struct Shelf: View {
        let log: Log
        @Owned private var shows = true
        var body: some View {
            VStack {
                if shows { Catalogue(log: log) }
                Button("Hide") { shows = false }
            }
            .environment(Library())
            .disabled(false)
        }
    }

    @Test func aTaskEndingAfterItsViewLeftReadsTheEnvironmentItHad() async throws {
        let log = Log()
        let host = ViewHost(Shelf(log: log))
        _ = try host.label("City Library")
        try host.tap("Hide")
        for _ in 0..<400 where log.entries.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(log.entries == ["City Library, enabled true"])
    }
}
