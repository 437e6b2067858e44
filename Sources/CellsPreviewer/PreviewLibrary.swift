import Cells
import Foundation

/// Loads the previews of a freshly built library. Each load uses a copy under a new name:
/// the dynamic loader keeps a library it has loaded (Swift code cannot be unloaded safely),
/// so loading the same path again would give the old code back. The copy is deleted once
/// loaded (its mapping stays until the process ends), so no file is left behind.
@MainActor
struct PreviewLibrary {
    private let builtPath: String
    private var loads = 0

    init(builtPath: String) {
        self.builtPath = builtPath
    }

    /// The previews of the library as it is built now, in file and line order.
    mutating func loadPreviews() throws -> [Preview] {
        loads += 1
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("cells-preview-\(getpid())-\(loads).so").path
        try FileManager.default.copyItem(atPath: builtPath, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        return try PreviewCatalog.inLibrary(at: copy)
    }
}
