import Cells
import Foundation
import XCTest

/// Runs `body` with `XDG_CONFIG_HOME` and `XDG_STATE_HOME` in a fresh temporary folder named
/// after `name`, and the standard settings store put back after: an app a test runs keeps
/// its settings and window session there, and they go with the folder.
@MainActor
func withTemporarySettingsFolders(_ name: String, _ body: () throws -> Void) rethrows {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(name)-\(getpid())")
    setenv("XDG_CONFIG_HOME", folder.appendingPathComponent("config").path, 1)
    setenv("XDG_STATE_HOME", folder.appendingPathComponent("state").path, 1)
    let settingsBefore = SettingsStore.standard
    defer {
        SettingsStore.standard = settingsBefore
        try? FileManager.default.removeItem(at: folder)
    }
    try body()
}
