import Foundation

/// `.fileImporter` and `.fileExporter`: the desktop's file chooser over the window a view is
/// in, to open a file or save a document.
///
/// A file dialog is a primitive view (``FileDialogProperties``) around the view it is
/// attached to, like an alert (see ``PresentationProperties``). The GTK backend shows a
/// `GtkFileChooserNative` (the desktop portal's chooser where one runs, GTK's own dialog
/// otherwise); `CellsTesting` completes it with a URL or cancels it
/// (`host.chooseFile(_:)`, `host.cancelFileDialog()`).
///
/// As in SwiftUI, `isPresented` goes back to false when the dialog closes, and a cancelled
/// dialog does not call `onCompletion` (pass `onCancellation:` to hear of it).
///
/// ```swift
/// @Owned private var opens = false
/// Button("Open…") { opens = true }
///     .fileImporter(isPresented: $opens, allowedContentTypes: [.plainText]) { result in
///         if case .success(let url) = result { text = (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
///     }
/// ```

/// What a file dialog shows of itself: whether it is up, and what it asks for.
public struct FileDialogProperties: Equatable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Open existing files (`.fileImporter`).
        case importer
        /// Save a document under a new name (`.fileExporter`).
        case exporter
    }

    public var kind: Kind
    /// Whether the dialog is up.
    public var isPresented: Bool
    /// The types of file the user may choose (an exporter: the one it saves as); empty or
    /// `.item`/`.data` for every file.
    public var allowedContentTypes: [UTType]
    /// Whether an importer takes several files.
    public var allowsMultipleSelection: Bool
    /// An exporter's suggested file name, with the type's extension.
    public var defaultFilename: String?

    public init(
        kind: Kind, isPresented: Bool, allowedContentTypes: [UTType],
        allowsMultipleSelection: Bool = false, defaultFilename: String? = nil
    ) {
        self.kind = kind
        self.isPresented = isPresented
        self.allowedContentTypes = allowedContentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
        self.defaultFilename = defaultFilename
    }

    /// Whether the dialog shows every file (no type restricts it).
    public var showsEveryFile: Bool {
        allowedContentTypes.isEmpty || allowedContentTypes.contains(where: \.matchesEveryFile)
    }
}

/// What a file dialog reports: the user chose files, or cancelled.
public struct FileDialogActions {
    /// The user confirmed `urls` (one unless the importer takes several): the dialog is
    /// taken down (its binding written back to false) and the completion runs; an exporter
    /// first writes its document to the URL.
    public let complete: @MainActor ([URL]) -> Void
    /// The user cancelled (Cancel, Escape, the close button): the dialog is taken down and
    /// `onCompletion` is not called.
    public let cancel: @MainActor () -> Void

    public init(complete: @escaping @MainActor ([URL]) -> Void, cancel: @escaping @MainActor () -> Void) {
        self.complete = complete
        self.cancel = cancel
    }
}

/// Why an export failed besides a write error.
public enum FileExportError: Error, Equatable, CustomStringConvertible {
    /// The exporter's document was nil when the user chose where to save it.
    case noDocument

    public var description: String {
        switch self {
        case .noDocument: "there was no document to save (the exporter's document was nil)"
        }
    }
}

/// The view a file dialog is attached to, and the dialog while `isPresented` is true.
struct FileDialogView<Base: View>: PrimitiveView {
    let base: Base
    let kind: FileDialogProperties.Kind
    let isPresented: Binding<Bool>
    let allowedContentTypes: [UTType]
    var allowsMultipleSelection = false
    var defaultFilename: String? = nil
    /// Runs with the confirmed URLs, after the binding went back to false.
    let completion: @MainActor ([URL]) -> Void
    let cancellation: (@MainActor () -> Void)?

    var content: Base { base }

    func properties(in environment: EnvironmentValues) -> FileDialogProperties {
        FileDialogProperties(
            kind: kind, isPresented: isPresented.wrappedValue, allowedContentTypes: allowedContentTypes,
            allowsMultipleSelection: allowsMultipleSelection, defaultFilename: defaultFilename)
    }

    func actions(in environment: EnvironmentValues) -> FileDialogActions {
        let isPresented = self.isPresented
        let completion = self.completion
        let cancellation = self.cancellation
        return FileDialogActions(
            complete: { urls in
                // A dialog the model already took down (a late response) does nothing.
                guard isPresented.wrappedValue else { return }
                isPresented.wrappedValue = false
                completion(urls)
            },
            cancel: {
                guard isPresented.wrappedValue else { return }
                isPresented.wrappedValue = false
                cancellation?()
            })
    }
}

extension View {
    /// Shows the file chooser to open one file of `allowedContentTypes` while `isPresented`
    /// is true. When the user confirms, `isPresented` goes back to false and `onCompletion`
    /// gets `.success(url)`. Cancelling (Cancel, Escape, the close button) writes false too
    /// and, as in SwiftUI, does not call `onCompletion`.
    ///
    /// Unlike Apple's sandbox, the URL needs no security-scoped access: read it directly.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, onCompletion: onCompletion, onCancellation: {})
    }

    /// ``fileImporter(isPresented:allowedContentTypes:onCompletion:)`` that also hears of a
    /// cancelled dialog (SwiftUI's `onCancellation:`).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void,
        onCancellation: @escaping @MainActor () -> Void
    ) -> some View {
        FileDialogView(
            base: self, kind: .importer, isPresented: isPresented, allowedContentTypes: allowedContentTypes,
            completion: { urls in
                if let url = urls.first { onCompletion(.success(url)) }
            },
            cancellation: onCancellation)
    }

    /// Shows the file chooser to open files of `allowedContentTypes`, several if
    /// `allowsMultipleSelection`; `onCompletion` gets the chosen URLs (not called on cancel).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
    ) -> some View {
        FileDialogView(
            base: self, kind: .importer, isPresented: isPresented, allowedContentTypes: allowedContentTypes,
            allowsMultipleSelection: allowsMultipleSelection,
            completion: { urls in onCompletion(.success(urls)) }, cancellation: nil)
    }

    /// Shows the file chooser to save `document` as `contentType` while `isPresented` is
    /// true, suggesting `defaultFilename` (the type's extension is added when the name has
    /// none). When the user confirms, `isPresented` goes back to false, the document is
    /// written to the chosen file (atomically), and `onCompletion` gets `.success(url)`, or
    /// `.failure` with the error when it could not be written (or `document` was nil).
    /// Cancelling writes false and does not call `onCompletion`, as in SwiftUI.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        fileExporter(
            isPresented: isPresented, document: document, contentType: contentType, defaultFilename: defaultFilename,
            onCompletion: onCompletion, onCancellation: {})
    }

    /// ``fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`` that
    /// also hears of a cancelled dialog (SwiftUI's `onCancellation:`).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void,
        onCancellation: @escaping @MainActor () -> Void
    ) -> some View {
        FileDialogView(
            base: self, kind: .exporter, isPresented: isPresented, allowedContentTypes: [contentType],
            defaultFilename: FileExport.filename(defaultFilename, for: contentType),
            completion: { urls in
                guard let url = urls.first else { return }
                onCompletion(FileExport.write(document, as: contentType, to: url))
            },
            cancellation: onCancellation)
    }
}

/// How an exporter names and writes its document.
enum FileExport {
    /// `name` with `type`'s extension when it has none ("Untitled" when nil).
    static func filename(_ name: String?, for type: UTType) -> String {
        let base = name.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled"
        guard let ext = type.preferredFilenameExtension, !base.contains(".") else { return base }
        return "\(base).\(ext)"
    }

    /// Writes `document` to `url` as `type`; the URL, or what went wrong.
    static func write<D: FileDocument>(_ document: D?, as type: UTType, to url: URL) -> Result<URL, any Error> {
        guard let document else {
            Diagnostics.warn("fileExporter: \(FileExportError.noDocument); nothing was written to \(url.path)")
            return .failure(FileExportError.noDocument)
        }
        do {
            let existing = try? FileWrapper(url: url)
            let wrapper = try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: existing))
            try wrapper.write(to: url)
            return .success(url)
        } catch {
            return .failure(error)
        }
    }
}
