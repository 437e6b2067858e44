import CellsGtk
import Gtk
import Glibc

/// Finds the demo's files in `Resources/` (CSS, icon) and applies them. Looked up beside the
/// sources the demo was built from, or in `$CELLS_RESOURCES`.
@MainActor
enum DemoResources {
    static func install() {
        guard GtkRuntime.initialize() else { return }
        let directory = resourceDirectory()
        if let sheet = CSSStyleSheet(contentsOfFile: directory + "/demo.css") {
            sheet.install()
        } else {
            print("demo: warning: \(directory)/demo.css not found; using the plain theme")
        }
        IconTheme.addSearchPath(directory + "/icons")
        Window.setDefaultIconName("dev.cells.Demo")
    }

    private static func resourceDirectory() -> String {
        if let override = getenv("CELLS_RESOURCES") { return String(cString: override) }
        // #filePath is Sources/Demo/DemoResources.swift inside the checkout.
        let parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(3).joined(separator: "/") + "/Resources"
    }
}
