import Cells
import CellsTesting
import Testing

/// `.sheet(isPresented:onDismiss:)`, `.sheet(item:onDismiss:)`, and alerts and
/// confirmation dialogs `presenting:` data.
@MainActor
@Suite struct PresentationDataTests {
    private struct Note: Identifiable {
        let id: Int
        let title: String
    }

    /// A sheet that counts its dismissals, closed every way a user or the code closes it.
    private struct Editor: View {
        @Owned var isEditing = false
        @Owned var dismissals = 0

        var body: some View {
            VStack {
                Text("Dismissed \(dismissals)")
                Button("Edit") { isEditing = true }
                Button("Close From Outside") { isEditing = false }
            }
            .sheet(isPresented: $isEditing, onDismiss: { dismissals += 1 }) {
                EditorSheet(isEditing: $isEditing)
            }
        }
    }

    private struct EditorSheet: View {
        @Environment(\.dismiss) private var dismiss
        @Binding var isEditing: Bool
        var body: some View {
            VStack {
                Text("Editing")
                Button("Done") { dismiss() }
                Button("Unset") { isEditing = false }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
        }
    }

    @Test func onDismissRunsOnceHoweverTheSheetGoes() throws {
        let host = ViewHost(Editor())
        _ = try host.label("Dismissed 0")

        try host.tap("Edit")
        _ = try host.label("Editing")
        _ = try host.label("Dismissed 0")  // not when it is presented
        try host.tap("Done")  // @Environment(\.dismiss)
        #expect(host.presentations.isEmpty)
        _ = try host.label("Dismissed 1")

        try host.tap("Edit")
        try host.pressEscape()  // Escape, the close button
        #expect(host.presentations.isEmpty)
        _ = try host.label("Dismissed 2")

        try host.tap("Edit")
        try host.tap("Unset")  // the binding written by the sheet's own code
        _ = try host.label("Dismissed 3")

        try host.tap("Edit")
        try host.tap("Cancel")  // the sheet's cancellation action
        _ = try host.label("Dismissed 4")

        try host.tap("Edit")
        try host.tap("Close From Outside")  // the presenter's code
        _ = try host.label("Dismissed 5")
        // Writing false again dismisses nothing.
        try host.tap("Close From Outside")
        _ = try host.label("Dismissed 5")
    }

    private struct NotePicker: View {
        @Owned var shown: Note?
        @Owned var log: [String] = []

        var body: some View {
            VStack {
                Text("Log: \(log.joined(separator: ","))")
                Button("Show One") { shown = Note(id: 1, title: "One") }
                Button("Show Two") { shown = Note(id: 2, title: "Two") }
                Button("Retitle One") { shown = Note(id: 1, title: "Uno") }
            }
            .sheet(item: $shown, onDismiss: { log.append("dismissed") }) { note in
                Text("Note \(note.title)")
            }
        }
    }

    @Test func anItemSheetsOnDismissRunsWhenItGoesAndWhenAnotherItemReplacesIt() throws {
        let host = ViewHost(NotePicker())
        try host.tap("Show One")
        _ = try host.label("Note One")
        _ = try host.label("Log: ")
        // The same item (by id) changed: the same sheet, not dismissed.
        try host.tap("Retitle One")
        _ = try host.label("Note Uno")
        _ = try host.label("Log: ")
        // Another item: SwiftUI dismisses the sheet and presents a new one.
        try host.tap("Show Two")
        _ = try host.label("Note Two")
        _ = try host.label("Log: dismissed")
        try host.pressEscape()
        #expect(host.presentations.isEmpty)
        _ = try host.label("Log: dismissed,dismissed")
    }

    @Test func aSheetWithoutOnDismissStillWorks() throws {
        struct Plain: View {
            @Owned var shows = false
            var body: some View {
                Button("Open") { shows = true }
                    .sheet(isPresented: $shows, onDismiss: nil) { Text("Sheet") }
            }
        }
        let host = ViewHost(Plain())
        try host.tap("Open")
        _ = try host.label("Sheet")
        try host.pressEscape()
        #expect(host.presentations.isEmpty)
    }

    private struct Shelf: View {
        @Owned var deleting: Note?
        @Owned var confirmsDelete = false
        @Owned var deleted: [String] = []
        @Owned var cancelled = 0

        var body: some View {
            VStack {
                Text("Deleted: \(deleted.joined(separator: ","))")
                Text("Cancelled: \(cancelled)")
                Button("Delete One…") { deleting = Note(id: 1, title: "One"); confirmsDelete = true }
                Button("Delete Nothing…") { deleting = nil; confirmsDelete = true }
            }
            .alert("Delete the note?", isPresented: $confirmsDelete, presenting: deleting) { note in
                Button("Delete \(note.title)", role: .destructive) { deleted.append(note.title) }
                Button("Cancel", role: .cancel) { cancelled += 1 }
            } message: { note in
                Text("“\(note.title)” will be gone.")
            }
        }
    }

    @Test func anAlertPresentingDataMakesItsButtonsAndMessageFromIt() throws {
        let host = ViewHost(Shelf())
        try host.tap("Delete One…")
        #expect(host.presentations.first?.properties(as: PresentationProperties.self)?.kind == .alert)
        _ = try host.label("Delete the note?")
        _ = try host.label("“One” will be gone.")
        try host.tap("Delete One")
        _ = try host.label("Deleted: One")
        #expect(host.presentations.isEmpty)

        // Escape runs the cancel button made from the data, and writes the binding back.
        try host.tap("Delete One…")
        try host.pressEscape()
        _ = try host.label("Cancelled: 1")
        #expect(host.presentations.isEmpty)
    }

    @Test func anAlertPresentingNilIsNotShown() throws {
        let host = ViewHost(Shelf())
        try host.tap("Delete Nothing…")
        #expect(host.presentations.isEmpty)
        #expect(!host.labelTexts.contains("Delete the note?"))
    }

    @Test func anAlertPresentingDataWithoutAMessage() throws {
        struct Plain: View {
            @Owned var shows = false
            @Owned var said = ""
            var body: some View {
                Button("Ask (\(said))") { shows = true }
                    .alert("Greet?", isPresented: $shows, presenting: "Ada") { name in
                        Button("Greet \(name)") { said = name }
                    }
            }
        }
        let host = ViewHost(Plain())
        try host.tap("Ask ()")
        try host.tap("Greet Ada")
        _ = try host.button("Ask (Ada)")
        #expect(host.presentations.isEmpty)
    }

    @Test func aConfirmationDialogPresentingData() throws {
        struct Dialog: View {
            @Owned var asks = false
            @Owned var file: String?
            @Owned var done = "nothing"
            var body: some View {
                VStack {
                    Text("Done: \(done)")
                    Button("Close report.txt…") { file = "report.txt"; asks = true }
                    Button("Close nothing…") { file = nil; asks = true }
                }
                .confirmationDialog("Save changes?", isPresented: $asks, titleVisibility: .visible, presenting: file) { file in
                    Button("Save \(file)") { done = "saved \(file)" }
                    Button("Discard") { done = "discarded \(file)" }
                    Button("Cancel", role: .cancel) {}
                } message: { file in
                    Text("\(file) has unsaved changes.")
                }
            }
        }
        let host = ViewHost(Dialog())
        try host.tap("Close nothing…")
        #expect(host.presentations.isEmpty)

        try host.tap("Close report.txt…")
        #expect(host.presentations.first?.properties(as: PresentationProperties.self)?.kind == .confirmationDialog)
        _ = try host.label("Save changes?")
        _ = try host.label("report.txt has unsaved changes.")
        try host.tap("Discard")
        _ = try host.label("Done: discarded report.txt")
        #expect(host.presentations.isEmpty)
    }
}
