import Cells
import CellsTesting
import Testing

@MainActor
@Suite struct ListRowActivationTests {
    struct Item: Identifiable {
        let id: Int
        let title: String
        var isOn = false
    }

    struct Rows: View {
        @Owned var items = [Item(id: 0, title: "Alpha"), Item(id: 1, title: "Beta")]
        @Owned var taps = 0
        var body: some View {
            VStack {
                Text("On: \(items.filter(\.isOn).map(\.title).joined(separator: ","))")
                Text("Taps: \(taps)")
                List {
                    ForEach($items) { $item in Toggle(item.title, isOn: $item.isOn) }
                    Text("Tap me").onTapGesture { taps += 1 }
                    Button("Reset") { taps = 0 }
                }
            }
        }
    }

    @Test func activatingARowFlipsItsToggleRunsItsTapOrPressesItsButton() throws {
        let host = ViewHost(Rows())
        try host.activateRow(1)
        _ = try host.label("On: Beta")
        try host.activateRow(2)
        try host.activateRow(2)
        _ = try host.label("Taps: 2")
        try host.activateRow(3)
        _ = try host.label("Taps: 0")
        #expect(throws: ViewHostError.self) { try host.activateRow(9) }
    }
}
