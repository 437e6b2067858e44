import CGtk
import CellsGtk
import Examples
import Foundation
import Gtk
import XCTest

/// Settings across real windows: app settings shared at once, scene values per window,
/// restored after a relaunch and forgotten when the window is closed.
final class SettingsWindowTests: XCTestCase {
    private var folder = ""

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-session-\(UUID().uuidString)").path
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @MainActor
    private static func makeSession(store: SettingsStore, folder: String) -> WindowSession {
        var environment = EnvironmentValues()
        environment.settingsStore = store
        let settings = WindowGroup("Settings", id: "settings") { SettingsWindow() }
        return WindowSession(
            windows: settings.windowDescriptions, archivePath: folder + "/scenes.ini",
            application: nil, environment: environment
        )
    }

    @MainActor
    private static func makeStore(folder: String) -> SettingsStore {
        SettingsStore(persistence: KeyFileSettingsPersistence(path: folder + "/settings.ini"))
    }

    func testAWriteInOneWindowShowsInTheOther() throws {
        let folder = self.folder
        try onMainActor {
            try RealWindow.requireDisplay()
            let session = Self.makeSession(store: Self.makeStore(folder: folder), folder: folder)
            let first = RealWindow(hosted: try XCTUnwrap(session.openWindow(id: "settings")))
            let second = RealWindow(hosted: try XCTUnwrap(session.openWindow(id: "settings")))
            defer { first.close(); second.close() }

            try first.click("Older")
            second.settle()
            XCTAssertNoThrow(try second.label("Age 13, theme system, tab 0"))

            try second.type("!", into: "Nickname")
            first.settle()
            XCTAssertEqual(first.text(of: try first.entry("Nickname")), "onevcat!")

            try first.click("Next tab")
            XCTAssertNoThrow(try first.label("Age 13, theme system, tab 1"))
            XCTAssertNoThrow(try second.label("Age 13, theme system, tab 0"), "scene values are per window")
        }
    }

    func testSceneValuesComeBackAfterARelaunchAndGoWhenTheWindowCloses() throws {
        let folder = self.folder
        try onMainActor {
            try RealWindow.requireDisplay()
            let store = Self.makeStore(folder: folder)
            let session = Self.makeSession(store: store, folder: folder)
            let window = RealWindow(hosted: try XCTUnwrap(session.openWindow(id: "settings")))
            try window.click("Next tab")
            try window.click("Next tab")
            try window.click("Dark")
            XCTAssertNoThrow(try window.label("Age 12, theme dark, tab 2"))

            // Quit with the window open, then launch again.
            session.saveForRelaunch()
            store.flush()
            window.close()
            let relaunched = Self.makeSession(store: Self.makeStore(folder: folder), folder: folder)
            XCTAssertTrue(relaunched.restoreWindows())
            let restored = RealWindow(hosted: try XCTUnwrap(relaunched.openWindows.first))
            XCTAssertNoThrow(try restored.label("Age 12, theme dark, tab 2"))

            // The user closes the window: it is forgotten.
            restored.close()
            relaunched.saveForRelaunch()
            let third = Self.makeSession(store: Self.makeStore(folder: folder), folder: folder)
            XCTAssertFalse(third.restoreWindows())
        }
    }
}
