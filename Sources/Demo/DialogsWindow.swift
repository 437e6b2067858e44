import CellsGtk
import Foundation

/// The "Dialogs" window: an alert, a confirmation dialog and two sheets, each a modal window
/// over this one; Escape dismisses them, and a sheet's header bar has its Done or close
/// button. "Open…" and "Save…" read and write a text file through the desktop's file chooser.
struct DialogsWindow: View {
    @Owned private var confirmsReset = false
    @Owned private var choosesColor = false
    @Owned private var editsName = false
    @Owned private var shownNote: Note?
    @Owned private var name = "Ada"
    @Owned private var color = "none"
    @Owned private var resets = 0
    @Owned private var opensFile = false
    @Owned private var savesFile = false
    @Owned private var fileText = "Some words to save."
    @Owned private var fileStatus = "No file opened or saved yet."

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Name: \(name), colour: \(color), resets: \(resets)")
            Button("Reset Everything…") { confirmsReset = true }
            Button("Choose a Colour…") { choosesColor = true }
            Button("Edit Name…") { editsName = true }
            Button("Show a Note…") { shownNote = Note(id: 1, text: "Sheets for an item get the item.") }
            Divider()
            TextEditor(text: $fileText)
                .frame(maxWidth: .infinity, minHeight: 80)
                .accessibilityLabel("File text")
            HStack(spacing: 8) {
                Button("Open…") { opensFile = true }
                Button("Save…") { savesFile = true }
            }
            Text(fileStatus).foregroundColor(.accentColor)
        }
        .padding()
        .toolbar {
            // Icon-only header-bar buttons: their titles are their names for screen readers.
            ToolbarItem(placement: .navigation) {
                Button("Open", systemImage: "document-open-symbolic") { opensFile = true }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Save", systemImage: "document-save-symbolic") { savesFile = true }
            }
        }
        .fileImporter(isPresented: $opensFile, allowedContentTypes: [.plainText]) { result in
            switch result {
            case .success(let url):
                do {
                    fileText = try PlainTextFile(contentsOf: url).text
                    fileStatus = "Opened \(url.lastPathComponent)."
                } catch {
                    fileStatus = "Could not open \(url.lastPathComponent): \(error.localizedDescription)"
                }
            case .failure(let error):
                fileStatus = "Could not open: \(error.localizedDescription)"
            }
        }
        .fileExporter(
            isPresented: $savesFile, document: PlainTextFile(text: fileText), contentType: .plainText,
            defaultFilename: "Notes"
        ) { result in
            switch result {
            case .success(let url): fileStatus = "Saved \(url.lastPathComponent)."
            case .failure(let error): fileStatus = "Could not save: \(error.localizedDescription)"
            }
        }
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
            // No Done button: the header bar's close button (and Escape) closes it.
            Text(note.text)
                .padding()
                .navigationTitle("Note")
        }
    }
}

/// A plain text file, the document "Save…" writes and "Open…" reads.
struct PlainTextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
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
            TextField("Name", text: $name)
        }
        .padding()
        .navigationTitle("Edit Name")
        .toolbar {
            // The header bar's end, in the suggested style: Enter in the field presses it.
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
        }
    }
}

#Preview("Dialogs", traits: .portrait) {
    DialogsWindow()
}
