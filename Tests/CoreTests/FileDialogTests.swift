import Cells
import CellsTesting
import Foundation
import Testing

private struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A note that opens a text file into its editor and saves it back.
private struct NoteEditor: View {
    @Owned var opens = false
    @Owned var saves = false
    @Owned var text = "Hello"
    @Owned var status = "nothing yet"
    @Owned var cancels = 0

    var body: some View {
        VStack {
            Text("Status: \(status)")
            Text("Cancelled: \(cancels)")
            TextField("Text", text: $text)
            Button("Open…") { opens = true }
                .fileImporter(isPresented: $opens, allowedContentTypes: [.plainText]) { result in
                    switch result {
                    case .success(let url):
                        text = (try? TextFile(contentsOf: url).text) ?? "unreadable"
                        status = "opened \(url.lastPathComponent)"
                    case .failure(let error):
                        status = "open failed: \(error)"
                    }
                } onCancellation: {
                    cancels += 1
                }
            Button("Save…") { saves = true }
                .fileExporter(isPresented: $saves, document: TextFile(text: text), contentType: .plainText, defaultFilename: "Note") { result in
                    switch result {
                    case .success(let url): status = "saved \(url.lastPathComponent)"
                    case .failure: status = "save failed"
                    }
                }
        }
    }
}

@MainActor
@Suite struct FileDialogTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-file-dialog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func anImporterGivesTheChosenURLAndWritesItsBindingBack() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("letter.txt")
        try Data("Dear Ada".utf8).write(to: file)

        let host = ViewHost(NoteEditor())
        #expect(host.fileDialogs.isEmpty)
        try host.tap("Open…")
        let dialog = try #require(host.fileDialogs.first?.properties(as: FileDialogProperties.self))
        #expect(dialog.kind == .importer)
        #expect(dialog.allowedContentTypes == [.plainText])

        try host.chooseFile(file)
        #expect(host.fileDialogs.isEmpty, "isPresented went back to false")
        _ = try host.label("Status: opened letter.txt")
        #expect(try host.textField("Text").text == "Dear Ada")
        // Presented again: the binding really is false.
        try host.tap("Open…")
        #expect(host.fileDialogs.count == 1)
    }

    @Test func cancellingDoesNotCallTheCompletion() throws {
        let host = ViewHost(NoteEditor())
        try host.tap("Open…")
        try host.cancelFileDialog()
        #expect(host.fileDialogs.isEmpty)
        _ = try host.label("Status: nothing yet")
        _ = try host.label("Cancelled: 1")
        try host.tap("Save…")
        try host.cancelFileDialog()
        #expect(host.fileDialogs.isEmpty)
        _ = try host.label("Status: nothing yet")
    }

    @Test func anExporterWritesTheDocumentToTheChosenFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = ViewHost(NoteEditor())
        try host.replaceText(in: "Text", with: "Saved words")
        try host.tap("Save…")
        let dialog = try #require(host.fileDialogs.first?.properties(as: FileDialogProperties.self))
        #expect(dialog.kind == .exporter)
        #expect(dialog.defaultFilename == "Note.txt", "the type's extension is added")

        let target = folder.appendingPathComponent("Note.txt")
        try host.chooseFile(target)
        #expect(host.fileDialogs.isEmpty)
        _ = try host.label("Status: saved Note.txt")
        #expect(try String(contentsOf: target, encoding: .utf8) == "Saved words")
    }

    @Test func aFailedWriteIsAFailure() throws {
        let host = ViewHost(NoteEditor())
        try host.tap("Save…")
        try host.chooseFile(URL(fileURLWithPath: "/nonexistent-folder-\(UUID().uuidString)/Note.txt"))
        _ = try host.label("Status: save failed")
        #expect(host.fileDialogs.isEmpty)
    }

    @Test func aFileOfAnotherTypeIsNotOffered() throws {
        let host = ViewHost(NoteEditor())
        try host.tap("Open…")
        #expect(throws: ViewHostError.self) { try host.chooseFile(URL(fileURLWithPath: "/tmp/picture.png")) }
        #expect(host.fileDialogs.count == 1, "still up")
    }

    @Test func aNilDocumentFailsWithAWarning() throws {
        struct Exporting: View {
            @Owned var saves = true
            @Owned var status = "-"
            var body: some View {
                Text(status).fileExporter(isPresented: $saves, document: TextFile?.none, contentType: .plainText) { result in
                    if case .failure(let error) = result { status = "\(error)" }
                }
            }
        }
        let host = ViewHost(Exporting())
        let (_, warnings) = try Diagnostics.collectingWarnings {
            try host.chooseFile(URL(fileURLWithPath: "/tmp/never-written.txt"))
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("nil") == true)
        _ = try host.label("there was no document to save (the exporter's document was nil)")
    }

    @Test func anImporterTakingSeveralFilesGetsThemAll() throws {
        struct Picking: View {
            @Owned var picks = false
            @Owned var names = "none"
            var body: some View {
                Button("Add Pictures…") { picks = true }
                    .fileImporter(isPresented: $picks, allowedContentTypes: [.image], allowsMultipleSelection: true) { result in
                        if case .success(let urls) = result { names = urls.map(\.lastPathComponent).joined(separator: ", ") }
                    }
                Text("Picked: \(names)")
            }
        }
        let host = ViewHost(Picking())
        try host.tap("Add Pictures…")
        #expect(host.fileDialogs.first?.properties(as: FileDialogProperties.self)?.allowsMultipleSelection == true)
        #expect(throws: ViewHostError.self, "a text file is not an image") {
            try host.chooseFiles([URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.txt")])
        }
        try host.chooseFiles([URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.JPG")])
        _ = try host.label("Picked: a.png, b.JPG")
        #expect(host.fileDialogs.isEmpty)
    }

    @Test func typesMatchByExtensionAndConform() {
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "JSON") == .json)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.png.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.text.matches(filename: "data.csv"))
        #expect(UTType.image.matches(filename: "a.JPG"))
        #expect(!UTType.plainText.matches(filename: "a.png"))
        #expect(UTType.item.matches(filename: "anything"))
        let markdown = UTType(filenameExtension: "md")
        #expect(markdown?.identifier == "dyn.ext.md")
        #expect(markdown?.matches(filename: "README.md") == true)
    }
}
