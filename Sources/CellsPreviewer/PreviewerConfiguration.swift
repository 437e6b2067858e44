import Foundation

/// What the preview window is told by `cells-preview`, which writes it as JSON: where the
/// previews' shared library is, how to rebuild it, and which folders to watch.
public struct PreviewerConfiguration: Codable, Sendable {
    /// The built library of the package's previewed targets (`libPreviewedCode.so`).
    public var libraryPath: String
    /// The command that rebuilds ``libraryPath`` (`swift build … --product PreviewedCode`).
    public var buildCommand: [String]
    /// The package's source folders: a save in one of them rebuilds (with ``watches``).
    public var watchedDirectories: [String]
    /// Paths in the build's messages to write as the user's own (the build sees the sources
    /// through links in a generated package).
    public var pathRewrites: [String: String]
    /// Whether saves rebuild and reload (`--watch`).
    public var watches: Bool
    /// The preview shown first, by name; the first one when nil or not found.
    public var initialPreview: String?

    public init(
        libraryPath: String, buildCommand: [String], watchedDirectories: [String],
        pathRewrites: [String: String] = [:], watches: Bool, initialPreview: String? = nil
    ) {
        self.libraryPath = libraryPath
        self.buildCommand = buildCommand
        self.watchedDirectories = watchedDirectories
        self.pathRewrites = pathRewrites
        self.watches = watches
        self.initialPreview = initialPreview
    }

    /// Reads the configuration from a JSON file.
    public static func read(from path: String) throws -> PreviewerConfiguration {
        try JSONDecoder().decode(PreviewerConfiguration.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes it as JSON.
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}
