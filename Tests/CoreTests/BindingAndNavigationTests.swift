import Cells
import CellsTesting
import Testing

private enum Unit: String, Hashable { case feet, inches }

private struct UnitDetail: View {
    let unit: Unit
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("detail \(unit.rawValue)")
            Button("Done") { dismiss() }
        }
    }
}

private struct Browser: View {
    @Owned var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Feet", value: Unit.feet)
                NavigationLink("Inches", value: Unit.inches)
                Text("depth \(path.count)")
                Button("Deep") { path.append(Unit.feet); path.append(Unit.inches) }
            }
            .navigationDestination(for: Unit.self) { UnitDetail(unit: $0) }
        }
    }
}

@MainActor @Suite struct BindingAndNavigationTests {
    @Test func theFailableInitUnwrapsAndTheLiftingInitWraps() throws {
        struct Draft: View {
            @Owned var name: String? = "Ada"
            @Owned var count = 1
            var body: some View {
                VStack {
                    if let name = Binding($name) { TextField("Name", text: name) }
                    Text("name \(name ?? "nil")")
                    Toggle("Has count", isOn: Binding(get: { Binding<Int?>($count).wrappedValue != nil }, set: { _ in }))
                    Button("Clear") { name = nil }
                }
            }
        }
        let host = ViewHost(Draft())
        try host.replaceText(in: "Name", with: "Grace")
        _ = try host.label("name Grace")
        try host.tap("Clear")
        _ = try host.label("name nil")
        #expect(throws: ViewHostError.self) { try host.textField("Name") }

        var value = 3
        let lifted = Binding<Int?>(Binding(get: { value }, set: { value = $0 }))
        #expect(lifted.wrappedValue == 3)
        lifted.wrappedValue = 5
        lifted.wrappedValue = nil
        #expect(value == 5, "nil is not written through")
        #expect(Binding(Binding<Int?>.constant(nil)) == nil)
    }

    @Test func valueLinksPushAndThePathIsBoundBothWays() throws {
        let host = ViewHost(Browser())
        try host.tap("Inches")
        _ = try host.label("detail inches")
        try host.tap("Done")
        _ = try host.label("depth 0")
        try host.tap("Deep")
        _ = try host.label("detail inches")
        try host.tap("‹ Back")
        _ = try host.label("detail feet")
        try host.tap("Done")
        _ = try host.label("depth 0")
    }
}
