import Cells
import CellsTesting
import Testing

/// A file list that asks before deleting, and edits a name in a sheet.
private struct DeletingView: View {
    @Owned var confirmsDelete = false
    @Owned var deleted = 0
    @Owned var cancelled = 0

    var body: some View {
        VStack {
            Text("Deleted: \(deleted)")
            Text("Cancelled: \(cancelled)")
            Button("Delete…") { confirmsDelete = true }
        }
        .alert("Delete the file?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Cancel", role: .cancel) { cancelled += 1 }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct NameSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isEnabled) private var isEnabled
    @Binding var name: String

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text(isEnabled ? "enabled" : "disabled")
            Button("Done") { dismiss() }
        }
    }
}

private struct SheetView: View {
    @Owned var isEditing = false
    @Owned var name = "Ada"

    var body: some View {
        VStack {
            Text("Name: \(name)")
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) { NameSheet(name: $name) }
    }
}

private struct Person: Identifiable {
    let id: Int
    let name: String
}

private struct ItemSheetView: View {
    @Owned var shown: Person?

    var body: some View {
        VStack {
            Button("Show Ada") { shown = Person(id: 1, name: "Ada") }
            Button("Show Grace") { shown = Person(id: 2, name: "Grace") }
        }
        .sheet(item: $shown) { person in
            Text("Person: \(person.name)")
        }
    }
}

@MainActor
@Suite struct PresentationTests {
    @Test func anAlertsButtonRunsItsActionAndDismissesIt() throws {
        let host = ViewHost(DeletingView())
        #expect(host.presentations.isEmpty)
        #expect(throws: ViewHostError.self) { try host.button("Delete") }

        try host.tap("Delete…")
        #expect(host.presentations.count == 1)
        let alert = try #require(host.presentations.first?.properties(as: PresentationProperties.self))
        #expect(alert.kind == .alert)
        #expect(alert.title == "Delete the file?")
        _ = try host.label("Delete the file?")
        _ = try host.label("This cannot be undone.")
        #expect(try host.button("Delete").properties(as: ButtonProperties.self)?.role == .destructive)
        #expect(try host.button("Cancel").properties(as: ButtonProperties.self)?.role == .cancel)

        try host.tap("Delete")
        _ = try host.label("Deleted: 1")
        #expect(host.presentations.isEmpty, "the button dismissed the alert")
        #expect(throws: ViewHostError.self) { try host.button("Delete") }
    }

    @Test func escapeDismissesAnAlertAndWritesTheBindingBack() throws {
        let host = ViewHost(DeletingView())
        try host.tap("Delete…")
        try host.pressEscape()
        #expect(host.presentations.isEmpty)
        _ = try host.label("Deleted: 0")
        #expect(try host.label("Cancelled: 1").text == "Cancelled: 1", "Escape ran the cancel button's action")
        // Presented again after Escape: the binding went back to false.
        try host.tap("Delete…")
        #expect(host.presentations.count == 1)
        try host.tap("Cancel")
        #expect(host.presentations.isEmpty)
    }

    @Test func aSheetSeesTheEnvironmentAndDismissCloses() throws {
        let host = ViewHost(SheetView())
        try host.tap("Edit")
        let sheet = try #require(host.presentations.first?.properties(as: PresentationProperties.self))
        #expect(sheet.kind == .sheet)
        _ = try host.label("enabled")
        try host.replaceText(in: "Name", with: "Grace")
        _ = try host.label("Name: Grace")
        try host.tap("Done")
        #expect(host.presentations.isEmpty)
        #expect(throws: ViewHostError.self) { try host.textField("Name") }
    }

    @Test func aSheetSeesThePresentersEnvironment() throws {
        let host = ViewHost(VStack { SheetView() }.foregroundColor(.red))
        try host.tap("Edit")
        #expect(try host.label("enabled").foregroundColor == .red)
    }

    @Test func aSheetForAnItemWritesNilWhenDismissed() throws {
        let host = ViewHost(ItemSheetView())
        try host.tap("Show Ada")
        _ = try host.label("Person: Ada")
        try host.pressEscape()
        #expect(host.presentations.isEmpty)
        #expect(!host.labelTexts.contains("Person: Ada"))
        try host.tap("Show Grace")
        _ = try host.label("Person: Grace")
    }

    @Test func aConfirmationDialogHidesItsTitleWhenAsked() throws {
        struct Dialog: View {
            @Owned var asks = false
            @Owned var choice = "none"
            var body: some View {
                Button("Choose (\(choice))") { asks = true }
                    .confirmationDialog("Pick one", isPresented: $asks, titleVisibility: .hidden) {
                        Button("Red") { choice = "red" }
                        Button("Blue") { choice = "blue" }
                    }
            }
        }
        let host = ViewHost(Dialog())
        try host.tap("Choose (none)")
        #expect(host.presentations.first?.properties(as: PresentationProperties.self)?.kind == .confirmationDialog)
        #expect(!host.labelTexts.contains("Pick one"))
        try host.tap("Blue")
        _ = try host.button("Choose (blue)")
        #expect(host.presentations.isEmpty)
    }

    @Test func anAlertWithoutActionsHasAnOKButton() throws {
        struct Plain: View {
            @Owned var shows = true
            var body: some View {
                Text(shows ? "up" : "down").alert("Saved", isPresented: $shows)
            }
        }
        let host = ViewHost(Plain())
        _ = try host.label("up")
        try host.tap("OK")
        _ = try host.label("down")
    }
}
