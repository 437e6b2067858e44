import Cells
import Gtk
import Glibc

extension App {
    /// Runs the app on a `GtkApplication`: opens the first window group's window (or the one
    /// named by the first command-line argument) and returns when the last window closes.
    public static func main() {
        let runner = AppRunner(app: Self())
        exit(runner.run(arguments: CommandLine.arguments))
    }
}

/// Starts a GTK application for an ``App`` and opens, tracks and closes its windows.
@MainActor
public final class AppRunner {
    private let windows: [WindowDescription]
    private let applicationID: String
    private var application: Application?
    private var openWindows: [ObjectIdentifier: HostedWindow] = [:]

    public init<A: App>(app: A) {
        windows = app.body.windowDescriptions
        applicationID = A.applicationID
    }

    /// Runs until the last window closes; returns the process exit status.
    /// `arguments[1]`, when given, is the id of the window to open first.
    public func run(arguments: [String]) -> Int32 {
        let requested = arguments.dropFirst().first
        if requested == "--help" || requested == "-h" {
            printUsage(program: arguments.first ?? "app")
            return 0
        }
        guard let first = requested.map(description(for:)) ?? windows.first else {
            printUsage(program: arguments.first ?? "app", unknown: requested)
            return 2
        }
        guard GtkRuntime.initialize() else {
            print("error: cannot open a display. Set DISPLAY or WAYLAND_DISPLAY (under CI: run inside Xvfb).")
            return 1
        }
        let application: Application
        do {
            application = try Application(id: applicationID)
        } catch {
            print("error: \(error)")
            return 1
        }
        self.application = application
        application.onActivate { [weak self] in
            self?.open(first)
        }
        return application.run(arguments: [arguments.first ?? "app"])
    }

    /// Opens a new window of the group with id `id`.
    public func openWindow(id: String) {
        guard let description = description(for: id) else {
            print("Cells: warning: no window group with id \"\(id)\"; known: \(windows.map(\.id).joined(separator: ", "))")
            return
        }
        open(description)
    }

    private func open(_ description: WindowDescription?) {
        guard let description else { return }
        var environment = EnvironmentValues()
        environment.openWindow = OpenWindowAction { [weak self] id in self?.openWindow(id: id) }
        let hosted = HostedWindow(
            title: description.title, content: description.makeContent(), application: application,
            defaultSize: description.defaultSize, environment: environment,
            onClose: { [weak self] window in self?.openWindows[ObjectIdentifier(window)] = nil }
        )
        openWindows[ObjectIdentifier(hosted)] = hosted
        hosted.present()
    }

    private func description(for id: String) -> WindowDescription? {
        windows.first { $0.id == id }
    }

    private func printUsage(program: String, unknown: String? = nil) {
        if let unknown { print("error: no window named \"\(unknown)\".") }
        print("usage: \(program) [WINDOW]\nwindows: \(windows.map(\.id).joined(separator: ", "))")
    }
}
