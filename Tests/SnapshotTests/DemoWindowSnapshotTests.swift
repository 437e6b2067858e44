import CellsSnapshotTesting
import Foundation
import Testing

/// Every window of the demo at a phone's width, light and dark, as pictures, and its
/// accessible tree as text: a changed colour, spacing or name fails with a picture of the
/// difference or a line diff. The references are in `__Snapshots__/DemoWindowSnapshotTests`;
/// `SNAPSHOT_TESTING_RECORD=all` records them again (see the DocC article "Snapshot tests").
@MainActor
@Suite(.serialized)
struct DemoWindowSnapshotTests {
    /// The demo's windows that hold still. Shapes, Drawing and Motion are left out: their
    /// rings and springs move on their own (a progress ring turns until its switch is off), so
    /// no two pictures agree; the UI tests check those windows.
    ///
    /// `CELLS_SNAPSHOT_WINDOWS=photo-grid,styles` runs those alone.
    nonisolated static let windows = ProcessInfo.processInfo.environment["CELLS_SNAPSHOT_WINDOWS"].map {
        $0.split(separator: ",").map(String.init)
    } ?? allWindows

    nonisolated static let allWindows = [
        "launcher", "title-editor", "header-preview", "name-form", "mutability", "score-plate", "score-navigation",
        "settings", "product-filter", "controls", "styles", "dialogs", "photo-grid", "reading-list", "library",
    ]

    private func launch(_ window: String, dark: Bool) throws -> UIApplication {
        // --now: the Styles window's dates and timer, and the Controls window's date, stand still.
        let app = try UIApplication(
            launching: "demo", arguments: [window, "--now", "2026-01-15T09:30:00Z"], environment: SnapshotEnvironment.variables(dark: dark)
        )
        let main = app.windows.firstMatch
        _ = main.waitForExistence(timeout: UIApplication.defaultTimeout)
        try main.resize(toWidth: 360, height: main.frame.height)
        return app
    }

    @Test(arguments: windows)
    func lightAt360Pixels(window: String) throws {
        let app = try launch(window, dark: false)
        defer { try? app.terminate() }
        assertSnapshot(of: app, as: .image, named: "\(window)-light")
        assertSnapshot(of: app, as: .accessibilityTree, named: window)
    }

    @Test(arguments: windows)
    func darkAt360Pixels(window: String) throws {
        let app = try launch(window, dark: true)
        defer { try? app.terminate() }
        assertSnapshot(of: app, as: .image, named: "\(window)-dark")
    }
}
