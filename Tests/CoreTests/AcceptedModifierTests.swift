import Cells
import CellsTesting
import Testing

private struct IOSScreen: View {
    @Owned var amount = ""
    @Owned var shows = false
    @Owned var count = 0

    var body: some View {
        NavigationView {
            VStack {
                TextField("Amount", text: $amount)
                    .keyboardType(.decimalPad)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                if shows { Text("Shown").transition(.opacity.combined(with: .slide)) }
                Text("count \(count)").animation(.spring(), value: count)
                Button("Show") {
                    withAnimation(.easeInOut(duration: 0.3)) { shows = true }
                    withAnimation { count += 1 }
                }
                List { Text("Row") }.listStyle(.insetGrouped)
            }
            .navigationBarTitle("Loans")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
                ToolbarItem(placement: .topBarLeading) { Button("Back") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                ToolbarItem(placement: .bottomBar) { Button("Info") {} }
            }
        }
        .navigationViewStyle(.stack)
    }
}

@MainActor @Suite struct AcceptedModifierTests {
    @Test func iOSNamesMapToTheNearestGNOMEBehaviour() throws {
        let host = ViewHost(IOSScreen())
        #expect(host.navigationTitle == "Loans", "navigationBarTitle is the header bar title")
        let placements = host.widgets(of: ToolbarItemProperties.self).compactMap { $0.properties(as: ToolbarItemProperties.self)?.placement }
        #expect(placements.map(\.isAtStart) == [true, false, true, false, false], "leading at the header bar's start, the rest at its end")
        let field = try host.textField("Amount")
        var traits = TextInputTraits()
        traits.purpose = .number
        traits.capitalization = .none
        traits.disablesCorrection = true
        #expect(field.attributes[TextInputTraitsAttribute.self] == traits)
    }

    @Test func withAnimationRunsTheChangeAtOnce() throws {
        let host = ViewHost(IOSScreen())
        #expect(throws: (any Error).self) { try host.label("Shown") }
        try host.tap("Show")
        _ = try host.label("Shown")
        _ = try host.label("count 1")
        #expect(withAnimation(.bouncy) { 42 } == 42)
    }

    @Test func sfSymbolNamesShowTheirGNOMEIcons() {
        let host = ViewHost(VStack {
            Image(systemName: "calendar")
            Image(systemName: "trash")
            Image(systemName: "edit-copy-symbolic")
        })
        #expect(host.widgets(of: ImageProperties.self).compactMap { $0.properties(as: ImageProperties.self)?.source }
            == [.icon("x-office-calendar-symbolic"), .icon("user-trash-symbolic"), .icon("edit-copy-symbolic")])
    }

    @Test func aFoundationOnlyModelFileWorksWithBothKindsOfModel() {
        let model = LoanModel()
        model.principal = 1
        let store = LoanStore()
        store.rate = 0.04
        #expect(model.principal == 1 && store.rate == 0.04)
    }
}
