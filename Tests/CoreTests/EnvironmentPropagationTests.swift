import Cells
import CellsTesting
import Testing

@MainActor @Suite struct EnvironmentPropagationTests {
    struct SchemeLabel: View {
        let name: String
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text("\(name) \(String(describing: scheme))") }
    }

    struct Item: Identifiable { let id: Int }

    struct Window: View {
        var body: some View {
            VStack {
                Text("static")
                VStack { SchemeLabel(name: "deep") }
                SchemeLabel(name: "pinned").environment(\.colorScheme, .light)
                List([Item(id: 1)]) { item in SchemeLabel(name: "row \(item.id)") }
            }
        }
    }

    @Test func aWindowWideChangeReachesEveryReaderButNotAnOverride() throws {
        let host = ViewHost(Window())
        #expect(host.labelTexts.contains("deep light"))
        host.graph.updateEnvironment { $0.colorScheme = .dark }
        #expect(host.labelTexts.contains("deep dark"), "a reader below views that read nothing follows")
        #expect(host.labelTexts.contains("pinned light"), "a value a modifier set stays")
        #expect(host.labelTexts.contains("row 1 dark"), "list rows follow")
        #expect(host.bodyEvaluations(of: Window.self) == 1)
        host.graph.updateEnvironment { $0.colorScheme = .light }
        #expect(host.labelTexts.contains("deep light"))
    }
}
