import Cells
import Gtk
import Glibc

extension App {
    /// Runs the app on a `GtkApplication`: opens the windows open when it last quit, or those
    /// named on the command line, or the first window group's; returns when the app quits.
    public static func main() {
        installTranslations()
        let runner = AppRunner(app: Self())
        exit(runner.run(arguments: CommandLine.arguments))
    }
}

/// An `App` that needs the `GtkApplication` or its windows (to add actions, menus, or
/// widgets of its own): ``applicationDidLaunch(_:)`` is called once the launch windows are
/// open, with settings, session restore and `--quit-after-first-frame` working as usual.
///
/// ```swift
/// @main struct Editor: App, GtkApplicationDelegate {
///     var body: some Scene { WindowGroup("Editor") { EditorView() } }
///     func applicationDidLaunch(_ runner: AppRunner) {
///         runner.application?.addAction("about", accelerators: ["F1"]) { showAbout() }
///     }
/// }
/// ```
public protocol GtkApplicationDelegate: App {
    /// The app is running: its `GtkApplication` and launch windows are there.
    @MainActor func applicationDidLaunch(_ runner: AppRunner)
}

extension App {
    fileprivate var gtkDelegate: (any GtkApplicationDelegate)? {
        self as? any GtkApplicationDelegate
    }
}

/// Starts a GTK application for an `App`: sets up the app's settings file, opens the
/// windows (those of the last session, or the one named on the command line), and saves
/// settings and open windows when the app quits (Ctrl+Q, or the last window closing).
@MainActor
public final class AppRunner {
    private let windows: [WindowDescription]
    private let commandMenus: [CommandMenuDescription]
    /// Reads the app's commands again (their bodies follow the key window's focused values).
    private let readCommandMenus: @MainActor () -> [CommandMenuDescription]
    private let applicationID: String
    private let delegate: (any GtkApplicationDelegate)?
    private let isSingleInstance: Bool
    private let about: AboutInfo
    private var session: WindowSession?

    /// The running `GtkApplication`; nil before ``run(arguments:)`` starts it.
    public private(set) var application: Application?

    /// The runner of the app running in this process, if any.
    public private(set) static weak var current: AppRunner?

    /// The windows open now, in the order they opened.
    public var openWindows: [HostedWindow] { session?.openWindows ?? [] }

    /// Evaluates the app's body, and again when what it read changes (its `onChange(of:)`).
    private let bodyHost: AnyObject

    public init<A: App>(app: A) {
        var environment = EnvironmentValues()
        environment.scenePhaseSource = ScenePhaseMonitor.appPhase
        let host = AppBodyHost(app: app, scheduler: GLibIdleScheduler(), environment: environment)
        let body = host.scene
        bodyHost = host
        windows = body.windowDescriptions.map { $0.isUntitled ? $0.titled(A.untitledWindowTitle) : $0 }
        commandMenus = body.commandMenus
        readCommandMenus = { [weak host] in host?.scene.commandMenus ?? [] }
        applicationID = A.applicationID
        delegate = app.gtkDelegate
        isSingleInstance = A.isSingleInstance
        about = A.about
    }

    /// Opens another window of the window group `id`, as `openWindow(id:)` in a view does.
    @discardableResult
    public func openWindow(id: String) -> HostedWindow? {
        session?.openWindow(id: id)
    }

    /// Runs until the app quits; returns the process exit status. Arguments after the
    /// program name are ids of windows to open (instead of restoring the last session).
    /// `--quit-after-first-frame` quits once every window opened at launch has painted its
    /// first frame, printing how long that took: a start-up time check for any app.
    public func run(arguments: [String]) -> Int32 {
        let launched = MainLoop.monotonicMilliseconds
        let program = arguments.first ?? "app"
        let quitsAfterFirstFrame = arguments.contains("--quit-after-first-frame")
        let requested = Self.windowIDs(in: Array(arguments.dropFirst()))
        if arguments.contains("--help") || arguments.contains("-h") {
            printUsage(program: program)
            return 0
        }
        if let unknown = requested.first(where: { id in !windows.contains { $0.id == id } }) {
            printUsage(program: program, unknown: unknown)
            return 2
        }
        guard let firstWindow = windows.first else {
            print("error: the app's body has no WindowGroup")
            return 2
        }
        // Screen readers announce an app by GLib's program name (AT-SPI's application name;
        // GLib would take the executable's, "demo") and describe it by the application name:
        // both are the app's name from `App.about` ("Cells Demo").
        g_set_prgname(about.name)
        // GLib takes the application name once per process (it warns on a second call: a
        // test process runs several apps).
        if !Self.applicationNameIsSet {
            g_set_application_name(about.name)
            Self.applicationNameIsSet = true
        }
        guard GtkRuntime.initialize() else {
            print("error: cannot open a display. Set DISPLAY or WAYLAND_DISPLAY (under CI: run inside Xvfb).")
            return 1
        }
        let application: Application
        do {
            // A start-up time check runs on its own, whatever else runs.
            application = try Application(id: applicationID, isUnique: isSingleInstance && !quitsAfterFirstFrame)
        } catch {
            print("error: \(error)")
            return 1
        }
        if application.register(), application.isRemote {
            // Another process of this app runs: it opens the windows (or comes to the front).
            application.activateAction(Self.openWindowsAction, strings: requested)
            application.flush()
            // Kept until the process exits, as a C app's is: GLib warns ("did not unregister
            // from D-Bus before destruction") when a remote instance is finalized, since
            // only g_application_run's primary instance marks itself shut down.
            Self.remoteInstance = application
            return 0
        }
        install(in: application, opening: requested, firstWindow: firstWindow.id, quitsAfterFirstFrame: quitsAfterFirstFrame, launched: launched)
        return application.run(arguments: [program])
    }

    /// Starts the app in this process as ``run(arguments:)`` does (settings, window session,
    /// actions, shortcuts, menus; the windows `windowIDs` names, or the first window group's),
    /// without running the main loop: the caller runs it. For UI tests, which step the loop
    /// themselves between real input events. ``stop()`` saves and closes what it opened.
    @discardableResult
    /// `folders` replaces `$XDG_CONFIG_HOME` and `$XDG_STATE_HOME` for the settings file and
    /// the window session (GLib reads those variables once per process).
    public func start(windowIDs: [String] = [], folders: (configuration: String, state: String)? = nil) throws -> Application {
        guard let firstWindow = windows.first else { throw StartFailure.noWindowGroup }
        if let unknown = windowIDs.first(where: { id in !windows.contains { $0.id == id } }) { throw StartFailure.unknownWindow(unknown) }
        guard GtkRuntime.initialize() else { throw StartFailure.noDisplay }
        // Each start registers under an id of its own: a GtkApplication stays exported on the
        // session bus under its id while anything holds it, and a test starts the app again.
        Self.starts += 1
        let application = try Application(id: "\(applicationID).Started\(Self.starts)", isUnique: false)
        application.register()
        self.folders = folders
        install(in: application, opening: windowIDs, firstWindow: firstWindow.id, quitsAfterFirstFrame: false,
                launched: MainLoop.monotonicMilliseconds)
        application.activate()
        return application
    }

    /// Ends an app `start(windowIDs:)` started: saves its settings and open windows as
    /// quitting does, then closes the windows.
    public func stop() {
        guard application != nil else { return }
        shutdown?()
        shutdown = nil
        for window in openWindows { window.close() }
        if Self.current === self { Self.current = nil }
        application = nil
    }

    /// Why `start(windowIDs:)` could not start the app.
    public enum StartFailure: Error, CustomStringConvertible {
        case noWindowGroup, noDisplay
        case unknownWindow(String)

        public var description: String {
            switch self {
            case .noWindowGroup: "the app's body has no WindowGroup"
            case .noDisplay: "cannot open a display (set DISPLAY, or run inside Xvfb)"
            case .unknownWindow(let id): "the app has no window group \"\(id)\""
            }
        }
    }

    /// How many apps ``start(windowIDs:folders:)`` started in this process.
    private static var starts = 0

    /// Where a started app keeps its settings and session instead of the user's folders.
    private var folders: (configuration: String, state: String)?

    /// What quitting does: saves settings and the open windows (set while the app runs).
    private var shutdown: (@MainActor () -> Void)?

    /// Sets the app up on a registered `application`: settings, window session, actions,
    /// menus, and what activating and shutting down do.
    private func install(in application: Application, opening requested: [String], firstWindow: String, quitsAfterFirstFrame: Bool, launched: Double) {
        let settings = SettingsStore(persistence: KeyFileSettingsPersistence(
            path: folders.map { "\($0.configuration)/\(applicationID)/settings.ini" }
                ?? KeyFileSettingsPersistence.path(forApplicationID: applicationID)
        ))
        SettingsStore.standard = settings
        let session = WindowSession(
            windows: windows, archivePath: folders.map { "\($0.state)/\(applicationID)/scenes.ini" }
                ?? WindowSession.archivePath(forApplicationID: applicationID),
            application: application, environment: EnvironmentValues()
        )
        self.session = session
        self.application = application
        Self.current = self
        application.addAction("quit", accelerators: ["<Control>q"]) { application.quit() }
        application.setAccelerators(["<Control>w"], forAction: "window.close")
        session.primaryMenu = PrimaryMenu.install(in: application, about: about, commands: commandMenus)
        AppCommands.follow(readCommandMenus)
        application.addAction(Self.openWindowsAction, takingStrings: { [weak session] ids in
            // A second launch's command line, handed over by its process.
            guard let session else { return }
            if ids.isEmpty {
                session.openWindows.last?.present()
            } else {
                ids.forEach { session.openWindow(id: $0) }
            }
        })
        application.onActivate {
            if requested.isEmpty {
                if !session.restoreWindows() { session.openWindow(id: firstWindow) }
            } else {
                requested.forEach { session.openWindow(id: $0) }
            }
            self.delegate?.applicationDidLaunch(self)
            if quitsAfterFirstFrame {
                Self.quitAfterFirstFrames(of: session.openWindows, in: application, launched: launched)
            }
        }
        shutdown = {
            // Runs before GTK destroys the windows: what is open now is what the user kept
            // (a start-up check opened them for itself, not for the user).
            if !quitsAfterFirstFrame { session.saveForRelaunch() }
            settings.flush()
        }
        application.onShutdown { [weak self] in
            self?.shutdown?()
            self?.shutdown = nil
        }
    }

    /// Quits `application` once each of `windows` has painted its first frame, after
    /// printing the time since `launched`.
    private static func quitAfterFirstFrames(of windows: [HostedWindow], in application: Application, launched: Double) {
        var waiting = windows.count
        if windows.isEmpty { application.quit() }
        for hosted in windows {
            hosted.window.onFirstFramePainted {
                waiting -= 1
                guard waiting == 0 else { return }
                let elapsed = MainLoop.monotonicMilliseconds - launched
                print("first frame painted \(Int(elapsed.rounded())) ms after launch (\(windows.count) window\(windows.count == 1 ? "" : "s"))")
                application.quit()
            }
        }
    }

    /// The action a second launch activates in the running process: "app.open-windows".
    static let openWindowsAction = "open-windows"
    /// Whether this process has set GLib's application name (see `run`).
    private static var applicationNameIsSet = false
    /// The handle of a launch that handed its windows to the running process (see `run`).
    private static var remoteInstance: Application?

    /// Options of the runner's own that take no value.
    static let flags: Set<String> = ["--quit-after-first-frame", "--help", "-h"]

    /// The arguments that name windows: options (`--count 5`, `--flag`) are the app's own.
    static func windowIDs(in arguments: [String]) -> [String] {
        var ids: [String] = []
        var previousWasOption = false
        for argument in arguments {
            if argument.hasPrefix("-") {
                previousWasOption = !argument.contains("=") && !flags.contains(argument)
            } else if previousWasOption {
                previousWasOption = false  // the option's value
            } else {
                ids.append(argument)
            }
        }
        return ids
    }

    private func printUsage(program: String, unknown: String? = nil) {
        if let unknown { print("error: no window named \"\(unknown)\".") }
        print("usage: \(program) [WINDOW ...] [--OPTION VALUE ...]")
        print("Opens the given windows, or those open when the app last quit (Ctrl+Q), or the first.")
        print("windows: \(windows.map(\.id).joined(separator: ", "))")
        print("--quit-after-first-frame: quit once the windows have painted, printing the time since launch")
    }
}
