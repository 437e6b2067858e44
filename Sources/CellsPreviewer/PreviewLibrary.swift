import Cells
import Foundation

/// Loads the previews of a freshly built library. Each load uses a copy under a new name:
/// the dynamic loader keeps a library it has loaded (Swift code cannot be unloaded safely),
/// so loading the same path again would give the old code back.
@MainActor
struct PreviewLibrary {
    private let builtPath: String
    private let copies: URL
    private var loads = 0

    init(builtPath: String) throws {
        self.builtPath = builtPath
        copies = FileManager.default.temporaryDirectory.appendingPathComponent("cells-preview-\(getpid())")
        try? FileManager.default.removeItem(at: copies)
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
    }

    /// The previews of the library as it is built now, in file and line order.
    mutating func loadPreviews() throws -> [Preview] {
        loads += 1
        let copy = copies.appendingPathComponent("libPreviewedCode-\(loads).so").path
        try FileManager.default.copyItem(atPath: builtPath, toPath: copy)
        return try PreviewCatalog.inLibrary(at: copy)
    }

    /// Removes the copies (the loaded ones stay mapped until the process ends).
    func removeCopies() {
        try? FileManager.default.removeItem(at: copies)
    }
}
