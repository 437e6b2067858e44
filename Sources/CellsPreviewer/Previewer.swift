import Cells
import CellsGtk
import Foundation

/// The live preview window `cells-preview` opens: run by the small host program it builds
/// beside the package's previewed code, with the configuration it wrote.
public enum Previewer {
    /// Runs the preview window with the configuration at `CELLS_PREVIEW_CONFIGURATION`.
    @MainActor public static func main() {
        guard let path = ProcessInfo.processInfo.environment["CELLS_PREVIEW_CONFIGURATION"] else {
            print("cells-preview: run me through `swift run cells-preview` (no configuration given)", to: &standardError)
            exit(2)
        }
        do {
            PreviewerApp.configuration = try PreviewerConfiguration.read(from: path)
        } catch {
            print("cells-preview: cannot read \(path): \(error)", to: &standardError)
            exit(2)
        }
        PreviewerApp.main()
    }
}

/// The preview window as a Cells app.
struct PreviewerApp: App {
    static var applicationID: String { "dev.cells.Preview" }
    static var isSingleInstance: Bool { false }
    @MainActor static var configuration: PreviewerConfiguration?

    private let session: PreviewSession

    @MainActor init() {
        session = PreviewSession(configuration: Self.configuration!)
    }

    var body: some Scene {
        WindowGroup("Previews", id: "previews") { PreviewerWindow(session: session) }
            .defaultSize(width: 1100, height: 760)
    }
}
