import CellsGtk
import Gtk
import Glibc

/// Finds the demo's files (CSS, icon) and applies them: installed (`meson install`) in
/// `<prefix>/share/dev.cells.Demo` and `<prefix>/share/icons`, or in `Resources/` beside the
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
        if let data = AppInstallation.dataDirectory { IconTheme.addSearchPath(data + "/icons") }
        Window.setDefaultIconName("dev.cells.Demo")
    }

    /// The checkout the demo was built from: #filePath is Sources/Demo/DemoResources.swift.
    static let checkout = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(3).joined(separator: "/")

    /// Compiled translations: installed ones, or those `scripts/compile-translations` put in
    /// the checkout's `.build/locale`.
    static var localeDirectory: String {
        AppInstallation.localeDirectory ?? checkout + "/.build/locale"
    }

    private static func resourceDirectory() -> String {
        if let override = getenv("CELLS_RESOURCES") { return String(cString: override) }
        if let data = AppInstallation.dataDirectory, access(data + "/dev.cells.Demo/demo.css", R_OK) == 0 {
            return data + "/dev.cells.Demo"
        }
        return checkout + "/Resources"
    }
}
