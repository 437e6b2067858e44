import Foundation

/// The preview window's configuration, as the host reads it (CellsPreviewer's
/// `PreviewerConfiguration`; this tool does not link Cells, so it writes the same JSON).
struct PreviewConfigurationFile: Encodable {
    let libraryPath: String
    let buildCommand: [String]
    let watchedDirectories: [String]
    let pathRewrites: [String: String]
    let watches: Bool
    let initialPreview: String?

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}
