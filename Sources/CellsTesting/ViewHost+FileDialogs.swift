import Cells
import Foundation

/// Completing `.fileImporter` and `.fileExporter` dialogs headlessly, as the user does in
/// the desktop's file chooser.
///
/// ```swift
/// try host.tap("Save…")
/// try host.chooseFile(folder.appendingPathComponent("notes.txt"))   // the exporter writes it
/// #expect(try String(contentsOf: …) == "Hello")
/// ```
extension ViewHost {
    /// The file dialogs that are up, oldest first.
    public var fileDialogs: [RecordedWidget] {
        widgets(of: FileDialogProperties.self).filter { $0.properties(as: FileDialogProperties.self)?.isPresented == true }
    }

    /// Chooses `url` in the newest file dialog and confirms (Open or Save), then lets the app
    /// update: the dialog's binding goes back to false and its completion runs (an exporter
    /// writes its document to `url` first). Throws when no dialog is up, or when the file's
    /// extension is not of a type the dialog allows (its filter would not show the file).
    public func chooseFile(_ url: URL) throws {
        try chooseFiles([url])
    }

    /// Chooses several files in the newest importer (one that allows multiple selection).
    public func chooseFiles(_ urls: [URL]) throws {
        let dialog = try newestFileDialog()
        let properties = dialog.properties(as: FileDialogProperties.self)!
        if urls.count > 1, !properties.allowsMultipleSelection {
            throw ViewHostError.notFound("file dialog that takes several files", onScreen: labelTexts)
        }
        if !properties.showsEveryFile {
            for url in urls where !properties.allowedContentTypes.contains(where: { $0.matches(filename: url.lastPathComponent) }) {
                let allowed = properties.allowedContentTypes.map(\.identifier).joined(separator: ", ")
                throw ViewHostError.notFound("\(url.lastPathComponent) among files of the types \(allowed)", onScreen: labelTexts)
            }
        }
        try perform(FileDialogActions.self, on: dialog, checksWidget: false) { $0.complete(urls) }
    }

    /// Cancels the newest file dialog (Cancel, Escape, its close button): its binding goes
    /// back to false; its completion does not run.
    public func cancelFileDialog() throws {
        try perform(FileDialogActions.self, on: try newestFileDialog(), checksWidget: false) { $0.cancel() }
    }

    private func newestFileDialog() throws -> RecordedWidget {
        guard let dialog = fileDialogs.last else { throw ViewHostError.notFound("file dialog", onScreen: labelTexts) }
        return dialog
    }
}
