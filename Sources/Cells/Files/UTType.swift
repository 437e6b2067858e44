/// A kind of file, as SwiftUI's `UTType` (from UniformTypeIdentifiers, which Linux does not
/// have): what ``View/fileImporter(isPresented:allowedContentTypes:onCompletion:)`` lets the
/// user pick and what ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// saves.
///
/// Unlike Apple's, this is a small table, not the system's type registry: each type has an
/// identifier, the MIME types and file-name extensions that make it up (what a GTK file
/// filter matches), and the types it conforms to. `.item`, `.content` and `.data` match any
/// file; `.text` and `.image` any MIME type under `text/` and `image/`.
///
/// ```swift
/// .fileImporter(isPresented: $opens, allowedContentTypes: [.plainText, .json]) { result in … }
/// let markdown = UTType(filenameExtension: "md")   // a type made for that extension
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier ("public.plain-text"; "dyn.ext.md" for one made from an extension).
    public let identifier: String
    /// The MIME types of the type, the preferred first ("text/plain"); a pattern such as
    /// "text/*" for a whole family.
    public let mimeTypes: [String]
    /// The file-name extensions, without the dot, the preferred first ("txt").
    public let filenameExtensions: [String]
    /// The identifiers of the types this one conforms to, directly or not.
    let supertypes: Set<String>
    /// A short name for people ("Plain Text"), shown as the file chooser's filter name.
    public let localizedDescription: String?

    /// A type of your own: its identifier, MIME types and extensions, and the types it
    /// conforms to (`.data` if you give none).
    public init(
        _ identifier: String, mimeTypes: [String] = [], filenameExtensions: [String] = [],
        conformingTo supertypes: [UTType] = [.data], description: String? = nil
    ) {
        self.init(
            identifier: identifier, mimeTypes: mimeTypes, filenameExtensions: filenameExtensions,
            supertypes: supertypes.reduce(into: Set<String>()) { $0.insert($1.identifier); $0.formUnion($1.supertypes) },
            description: description)
    }

    private init(identifier: String, mimeTypes: [String], filenameExtensions: [String], supertypes: Set<String>, description: String?) {
        self.identifier = identifier
        self.mimeTypes = mimeTypes
        self.filenameExtensions = filenameExtensions.map { $0.lowercased() }
        self.supertypes = supertypes
        self.localizedDescription = description
    }

    /// The known type with `filenameExtension` ("txt" gives `.plainText`), or a type made for
    /// it that conforms to `supertype`; nil for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased().trimmingPrefix(".")
        guard !ext.isEmpty else { return nil }
        if let known = Self.known.first(where: { $0.filenameExtensions.contains(String(ext)) && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self.init("dyn.ext.\(ext)", filenameExtensions: [String(ext)], conformingTo: [supertype])
        }
    }

    /// The known type with `mimeType` ("image/png" gives `.png`); nil for one not in the table.
    public init?(mimeType: String) {
        guard let known = Self.known.first(where: { $0.mimeTypes.contains(mimeType.lowercased()) }) else { return nil }
        self = known
    }

    /// The type with `identifier` among the known ones.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    public var description: String { identifier }

    /// The preferred MIME type ("text/plain"), nil for patterns and types without one.
    public var preferredMIMEType: String? { mimeTypes.first.flatMap { $0.hasSuffix("/*") ? nil : $0 } }

    /// The preferred file-name extension ("txt"), added to a saved file's default name.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// Whether this type is `type` or one of its subtypes (`.json` conforms to `.text` and `.data`).
    public func conforms(to type: UTType) -> Bool {
        type == self || supertypes.contains(type.identifier)
    }

    /// Whether any file is of this type (`.item`, `.content`, `.data`): a file chooser shows
    /// every file for it.
    public var matchesEveryFile: Bool {
        [UTType.item, .content, .data].contains(self)
    }

    /// Whether the file named `filename` is of this type, judged by its extension (what a
    /// file chooser's filter does without reading the file).
    public func matches(filename: String) -> Bool {
        if matchesEveryFile { return true }
        let ext = filename.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last.map { $0.lowercased() }
        guard let ext, !ext.isEmpty else { return false }
        if filenameExtensions.contains(ext) { return true }
        // "text/*": any known type in that family, by extension.
        return Self.known.contains { $0.filenameExtensions.contains(ext) && $0.conforms(to: self) }
    }

    // MARK: The types SwiftUI apps use most

    /// Anything: every file.
    public static let item = UTType(identifier: "public.item", mimeTypes: [], filenameExtensions: [], supertypes: [], description: "All Files")
    /// Any document content: every file.
    public static let content = UTType(identifier: "public.content", mimeTypes: [], filenameExtensions: [], supertypes: ["public.item"], description: "All Files")
    /// Bytes: every file.
    public static let data = UTType(identifier: "public.data", mimeTypes: ["application/octet-stream"], filenameExtensions: [], supertypes: ["public.item"], description: "All Files")
    /// Any text (`text/*`).
    public static let text = UTType("public.text", mimeTypes: ["text/*"], conformingTo: [.data, .content], description: "Text")
    /// Plain text (`text/plain`, .txt).
    public static let plainText = UTType("public.plain-text", mimeTypes: ["text/plain"], filenameExtensions: ["txt", "text"], conformingTo: [.text], description: "Plain Text")
    /// UTF-8 plain text: the same files as `.plainText`.
    public static let utf8PlainText = UTType("public.utf8-plain-text", mimeTypes: ["text/plain"], filenameExtensions: ["txt", "text"], conformingTo: [.plainText], description: "Plain Text")
    /// JSON (`application/json`, .json).
    public static let json = UTType("public.json", mimeTypes: ["application/json"], filenameExtensions: ["json"], conformingTo: [.text], description: "JSON")
    /// Comma-separated values (`text/csv`, .csv).
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", mimeTypes: ["text/csv"], filenameExtensions: ["csv"], conformingTo: [.text], description: "CSV")
    /// HTML (`text/html`, .html, .htm).
    public static let html = UTType("public.html", mimeTypes: ["text/html"], filenameExtensions: ["html", "htm"], conformingTo: [.text], description: "HTML")
    /// XML (`application/xml`, .xml).
    public static let xml = UTType("public.xml", mimeTypes: ["application/xml", "text/xml"], filenameExtensions: ["xml"], conformingTo: [.text], description: "XML")
    /// Any image (`image/*`).
    public static let image = UTType("public.image", mimeTypes: ["image/*"], conformingTo: [.data, .content], description: "Images")
    /// PNG (`image/png`, .png).
    public static let png = UTType("public.png", mimeTypes: ["image/png"], filenameExtensions: ["png"], conformingTo: [.image], description: "PNG Image")
    /// JPEG (`image/jpeg`, .jpg, .jpeg).
    public static let jpeg = UTType("public.jpeg", mimeTypes: ["image/jpeg"], filenameExtensions: ["jpg", "jpeg"], conformingTo: [.image], description: "JPEG Image")
    /// SVG (`image/svg+xml`, .svg).
    public static let svg = UTType("public.svg-image", mimeTypes: ["image/svg+xml"], filenameExtensions: ["svg"], conformingTo: [.image], description: "SVG Image")
    /// PDF (`application/pdf`, .pdf).
    public static let pdf = UTType("com.adobe.pdf", mimeTypes: ["application/pdf"], filenameExtensions: ["pdf"], conformingTo: [.data, .content], description: "PDF Document")

    /// The table ``init(filenameExtension:conformingTo:)`` and ``init(mimeType:)`` look in,
    /// most specific first.
    static let known: [UTType] = [
        .plainText, .json, .commaSeparatedText, .html, .xml, .png, .jpeg, .svg, .pdf,
        .text, .image, .utf8PlainText, .data, .content, .item,
    ]
}
