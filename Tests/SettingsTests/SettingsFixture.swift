import CellsGtk
import Foundation
import Gtk

/// A settings file in a fresh temporary folder, and stores opened on it as an app would.
@MainActor
final class SettingsFixture {
    let directory: String
    let path: String

    init() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cells-settings-\(UUID().uuidString)").path
        path = directory + "/dev.cells.Test/settings.ini"
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A store on the file, as at app launch.
    func openStore(saveDelay: UInt32 = 20) -> (SettingsStore, KeyFileSettingsPersistence) {
        let persistence = KeyFileSettingsPersistence(path: path)
        let store = SettingsStore(persistence: persistence)
        store.saveDelay = saveDelay
        return (store, persistence)
    }

    /// Writes the file as another program would.
    func writeFile(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func readFile() -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Files next to the settings file whose names start with "settings.ini." (set-aside copies).
    func sideFiles() -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("settings.ini.") }.sorted().map { folder + "/" + $0 }
    }

    /// Lets the GLib loop run until `condition` holds (file monitor events, debounced saves).
    @discardableResult
    func waitFor(_ condition: () -> Bool, timeout: Double = 5) -> Bool {
        MainLoop.run(until: condition, timeout: timeout)
    }
}
