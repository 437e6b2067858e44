import Foundation

/// A document an app saves with ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// (and can read back), as SwiftUI's `FileDocument`.
///
/// What differs from SwiftUI: Foundation on Linux has no `FileWrapper`, so a document
/// reads and writes a ``FileWrapper`` of ours, which holds one regular file's bytes (no
/// folders, no attributes); and there is no `DocumentGroup`: an app reads a document with
/// ``FileDocument/init(contentsOf:contentType:)`` after a
/// ``View/fileImporter(isPresented:allowedContentTypes:onCompletion:)``. Code written for
/// SwiftUI's protocol with regular files compiles unchanged:
///
/// ```swift
/// struct TextFile: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String) { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types the document writes (by default, those it reads).
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file's contents.
    init(configuration: ReadConfiguration) throws
    /// The file's contents to write for the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }

    /// Reads the document from the file at `url` (what a document app does with the URL a
    /// file importer gives), as `contentType` (by default the readable type the file's
    /// extension matches, else the first readable type).
    public init(contentsOf url: URL, contentType: UTType? = nil) throws {
        let data = try Data(contentsOf: url)
        let type = contentType
            ?? Self.readableContentTypes.first { $0.matches(filename: url.lastPathComponent) }
            ?? Self.readableContentTypes.first ?? .data
        try self.init(configuration: FileDocumentReadConfiguration(contentType: type, file: FileWrapper(regularFileWithContents: data)))
    }
}

/// What ``FileDocument/init(configuration:)`` reads: the type and the file's contents.
public struct FileDocumentReadConfiguration {
    /// The type the file is read as.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What ``FileDocument/fileWrapper(configuration:)`` writes for: the type to write, and the
/// file as it is now (nil for a new file).
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file's current contents, nil when the file is new.
    public let existingFile: FileWrapper?

    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// The contents of one regular file, as Foundation's `FileWrapper` holds them on Apple
/// platforms (where it also holds folders and links; Foundation on Linux has none of it).
public final class FileWrapper {
    /// The file's bytes.
    public let regularFileContents: Data?
    /// The name the file prefers, if any.
    public var preferredFilename: String?
    /// The file's name, when read from or written to a file.
    public var filename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }

    /// The contents of the regular file at `url`.
    public convenience init(url: URL) throws {
        self.init(regularFileWithContents: try Data(contentsOf: url))
        filename = url.lastPathComponent
    }

    /// Always true: this wrapper holds regular files only.
    public var isRegularFile: Bool { true }

    /// Writes the contents to `url`, atomically (a temporary file renamed over the old one).
    public func write(to url: URL) throws {
        try (regularFileContents ?? Data()).write(to: url, options: .atomic)
    }
}
