import CellsGtk

/// The "Dialogs" window: an alert, a confirmation dialog and two sheets, each a modal window
/// over this one; Escape or the close button dismiss them.
struct DialogsWindow: View {
    @Owned private var confirmsReset = false
    @Owned private var choosesColor = false
    @Owned private var editsName = false
    @Owned private var shownNote: Note?
    @Owned private var name = "Ada"
    @Owned private var color = "none"
    @Owned private var resets = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Name: \(name), colour: \(color), resets: \(resets)")
            Button("Reset Everything…") { confirmsReset = true }
            Button("Choose a Colour…") { choosesColor = true }
            Button("Edit Name…") { editsName = true }
            Button("Show a Note…") { shownNote = Note(id: 1, text: "Sheets for an item get the item.") }
        }
        .padding()
        .alert("Reset everything?", isPresented: $confirmsReset) {
            Button("Reset", role: .destructive) {
                name = "Ada"
                color = "none"
                resets += 1
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("The name and the colour go back to their defaults.")
        }
        .confirmationDialog("Colour", isPresented: $choosesColor) {
            Button("Red") { color = "red" }
            Button("Green") { color = "green" }
            Button("Blue") { color = "blue" }
            Button("Cancel", role: .cancel) {}
        }
        .sheet(isPresented: $editsName) { NameSheet(name: $name) }
        .sheet(item: $shownNote) { note in
            VStack(spacing: 12) {
                Text(note.text)
                Text("Press Escape to close.")
            }
            .padding()
        }
    }
}

struct Note: Identifiable {
    let id: Int
    let text: String
}

private struct NameSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Edit Name")
            TextField("Name", text: $name)
            Button("Done") { dismiss() }
        }
        .padding()
    }
}
