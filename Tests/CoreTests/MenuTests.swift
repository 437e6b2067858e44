import Cells
import CellsTesting
import Testing

@MainActor
@Suite struct MenuTests {
    struct Sorter: View {
        @Owned var order = "name"
        var body: some View {
            VStack {
                Text("Order: \(order)")
                Menu("Sort") {
                    Button("By Name") { order = "name" }
                    Button("By Price") { order = "price" }
                }
            }
        }
    }

    @Test func aMenusButtonsRunTheirActions() throws {
        let host = ViewHost(Sorter())
        #expect(try host.widget(of: MenuProperties.self).properties(as: MenuProperties.self)?.title == "Sort")
        try host.tap("By Price")
        _ = try host.label("Order: price")
        try host.tap("By Name")
        _ = try host.label("Order: name")
    }
}
