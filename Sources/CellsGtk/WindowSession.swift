import Cells
import Gtk

/// The app's open windows, each with its own scene values (`@SceneStorage`), and the archive
/// that brings them back after a relaunch.
///
/// When the app quits with windows open, their kinds and scene values are written to
/// `$XDG_STATE_HOME/<application id>/scenes.ini`; the next launch reopens them. A window the
/// user closes is forgotten with its values.
@MainActor
public final class WindowSession {
    private let windows: [WindowDescription]
    private let archivePath: String
    private let application: Application?
    private let environment: EnvironmentValues
    /// The app's primary menu, in every window's header bar.
    public var primaryMenu: Gtk.Menu?
    private var open: [(id: String, window: HostedWindow, scene: SettingsStore)] = []

    public init(windows: [WindowDescription], archivePath: String, application: Application?, environment: EnvironmentValues) {
        self.windows = windows
        self.archivePath = archivePath
        self.application = application
        self.environment = environment
    }

    /// The archive of the application `applicationID`.
    public static func archivePath(forApplicationID applicationID: String) -> String {
        FileContents.userStateDirectory + "/" + applicationID + "/scenes.ini"
    }

    /// The windows open now, oldest first.
    public var openWindows: [HostedWindow] { open.map(\.window) }

    /// Whether a window group has id `id`.
    public func hasWindow(id: String) -> Bool {
        windows.contains { $0.id == id }
    }

    /// Opens a new window of group `id` with the given scene values; nil for an unknown id.
    @discardableResult
    public func openWindow(id: String, sceneValues: [String: String] = [:]) -> HostedWindow? {
        guard let description = windows.first(where: { $0.id == id }) else {
            Diagnostics.warn("no window group with id \"\(id)\"; known: \(windows.map(\.id).joined(separator: ", "))")
            return nil
        }
        let scene = SceneStore.make(sceneValues)
        var environment = self.environment
        environment.sceneStore = scene
        environment.openWindow = OpenWindowAction { [weak self] id in self?.openWindow(id: id) }
        let hosted = HostedWindow(
            title: description.title, content: description.makeContent(), application: application,
            defaultSize: description.defaultSize, growsToContent: description.growsToContent,
            environment: environment, primaryMenu: primaryMenu,
            onClose: { [weak self] window in self?.forget(window) }
        )
        open.append((id, hosted, scene))
        hosted.present()
        return hosted
    }

    /// Reopens the windows open when the app last quit; false if there were none.
    @discardableResult
    public func restoreWindows() -> Bool {
        guard let text = try? FileContents.read(archivePath), let file = try? KeyFile(parsing: text) else { return false }
        var restored = false
        for group in file.groups {
            let entries = file.entries(in: group)
            guard let id = entries.first(where: { $0.key == "window" })?.value, hasWindow(id: id) else { continue }
            var values: [String: String] = [:]
            for entry in entries where entry.key.hasPrefix("scene.") {
                values[String(entry.key.dropFirst("scene.".count))] = entry.value
            }
            restored = openWindow(id: id, sceneValues: values) != nil || restored
        }
        return restored
    }

    /// Writes the open windows and their scene values for the next launch (when quitting).
    public func saveForRelaunch() {
        let file = KeyFile()
        for (index, entry) in open.enumerated() {
            let group = "Window \(index + 1)"
            file.set(entry.id, forKey: "window", in: group)
            for (key, value) in entry.scene.allRawValues.sorted(by: { $0.key < $1.key }) {
                file.set(value, forKey: "scene." + key, in: group)
            }
        }
        do {
            try FileContents.write(file.text, to: archivePath)
        } catch {
            Diagnostics.warn("cannot save the open windows to \(archivePath): \(error)")
        }
    }

    private func forget(_ window: HostedWindow) {
        open.removeAll { $0.window === window }
    }
}
