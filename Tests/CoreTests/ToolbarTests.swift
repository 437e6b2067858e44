import Cells
import CellsTesting
import Testing

@MainActor
@Suite struct ToolbarTests {
    struct Counter: View {
        @Owned var count = 0
        var body: some View {
            Text("Count: \(count)")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add") { count += 1 } }
                    ToolbarItem(placement: .navigation) { Button("Reset") { count = 0 } }
                }
        }
    }

    @Test func toolbarButtonsActOnTheirViewsState() throws {
        let host = ViewHost(Counter())
        try host.tap("Add")
        try host.tap("Add")
        _ = try host.label("Count: 2")
        try host.tap("Reset")
        _ = try host.label("Count: 0")
        let placements = host.widgets(of: ToolbarItemProperties.self).compactMap { $0.properties(as: ToolbarItemProperties.self)?.placement }
        #expect(placements == [.primaryAction, .navigation])
        #expect(placements.map(\.isAtStart) == [false, true])
        #expect(ToolbarItemPlacement.automatic.isAtStart == false && ToolbarItemPlacement.cancellationAction.isAtStart)
    }
}
