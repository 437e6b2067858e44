import CellsGtk
import Foundation
import Gtk
import XCTest

/// What the delegate below saw when the app launched.
@MainActor
private enum LaunchLog {
    static var calls = 0
    static var hadApplication = false
    static var windowTitles: [String] = []
}

/// An app that reaches for its GtkApplication and windows, as a user's app adding actions would.
private struct DelegatingApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.DelegatingApp" }

    var body: some Scene {
        WindowGroup("Delegating", id: "main") { Text("Hello from the app") }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        LaunchLog.calls += 1
        LaunchLog.hadApplication = runner.application != nil && AppRunner.current === runner
        LaunchLog.windowTitles = runner.openWindows.compactMap(\.window.title)
        runner.application?.addAction("hello", accelerators: ["<Control>h"]) {}
    }
}

final class ApplicationDelegateTests: XCTestCase {
    func testTheDelegateGetsTheRunningApplicationAndItsWindowsAndQuittingAfterTheFirstFrameStillWorks() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-delegate-\(getpid())")
            setenv("XDG_CONFIG_HOME", folder.appendingPathComponent("config").path, 1)
            setenv("XDG_STATE_HOME", folder.appendingPathComponent("state").path, 1)
            let settingsBefore = SettingsStore.standard
            defer {
                SettingsStore.standard = settingsBefore  // the run installed the app's own store
                try? FileManager.default.removeItem(at: folder)
            }

            let status = AppRunner(app: DelegatingApp()).run(arguments: ["delegating-app", "main", "--quit-after-first-frame"])

            XCTAssertEqual(status, 0)
            XCTAssertEqual(LaunchLog.calls, 1)
            XCTAssertTrue(LaunchLog.hadApplication)
            XCTAssertEqual(LaunchLog.windowTitles, ["Delegating"])
        }
    }
}
