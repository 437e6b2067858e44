import CXTest
import CellsGtk
import Foundation
import Gtk

/// An app under UI test, as XCUITest's `XCUIApplication`: its real windows on a real (virtual)
/// screen, its elements found as a screen reader finds them (by role and accessible name, over
/// AT-SPI), and real input sent through the X server.
///
/// ```swift
/// let app = try UIApplication(TitleEditor())
/// try app.textFields["Insert Title"].typeText("Hello")
/// try app.buttons["Change Title"].click()
/// #expect(app.staticTexts["Hello (5)"].exists)
/// ```
///
/// Three ways to start one: a view in a window of this process (``init(_:title:width:height:)``),
/// an `App` type in this process (``init(_:windows:)``), or a built executable in its own process
/// (``init(launching:arguments:environment:relaunching:)``). Each gets settings folders of its own, and
/// the display and buses it needs are started when missing (``UITestSession``).
///
/// Every action waits until GTK has handled its input; a CRITICAL that GTK or GLib logs on
/// the way fails the action that caused it (``UITestingError/critical(_:)``).
@MainActor
public final class UIApplication: UIElementQueryable {
    /// How long a launch waits for the app's first window.
    public static var launchTimeout: Double = 30

    /// How long an action waits for its element to appear (`CELLS_UI_TIMEOUT` seconds, or 10).
    public static var defaultTimeout: Double = Double(ProcessInfo.processInfo.environment["CELLS_UI_TIMEOUT"] ?? "") ?? 10

    let reader: AccessibilityReader
    let input: XInput
    /// The process showing the windows (this one, for an in-process app).
    public let processIdentifier: Int32
    /// Whether the windows are this process's own (a view or an `App` started here).
    public let isInProcess: Bool
    private var busName: String?
    private var hostedWindows: [HostedWindow] = []
    private var runner: AppRunner?
    private var process: ChildProcess?
    private var settingsBefore: SettingsStore?
    /// The folder holding this app's settings and state folders (`config`, `state`, `data`,
    /// `cache`); removed when the last `UIApplication` using it goes.
    public let folder: URL
    private var ownsFolder = true
    /// A launched app's standard output and error, read for CRITICALs.
    private let logFile: URL?
    private var logRead = 0

    // MARK: Starting

    /// Opens `content` in a real window of this process, with a header bar titled `title`,
    /// as a `WindowGroup` would. Ctrl+W closes it.
    public convenience init<Content: View>(_ content: Content, title: String = "Test", width: Int = 480, height: Int = 320) throws {
        try self.init(inProcess: ())
        settingsBefore = SettingsStore.standard
        SettingsStore.standard = SettingsStore(persistence: InMemorySettingsPersistence())
        let application = try Application(id: "dev.cells.UITest.p\(processIdentifier).n\(Self.started)", isUnique: false)
        application.register()
        application.setAccelerators(["<Control>w"], forAction: "window.close")
        let hosted = HostedWindow(title: title, content: content, application: application, defaultSize: (width, height), growsToContent: true)
        hostedWindows.append(hosted)
        hosted.present()
        try waitForLaunch()
    }

    /// Starts the app `app` in this process as launching it does (its windows, settings,
    /// menus and shortcuts), opening the windows `windows` names or its first window group's.
    public convenience init<A: App>(_ app: A.Type, windows: [String] = []) throws {
        try self.init(inProcess: ())
        let runner = AppRunner(app: app.init())
        let configuration = folder.appendingPathComponent("config"), state = folder.appendingPathComponent("state")
        settingsBefore = SettingsStore.standard
        try runner.start(windowIDs: windows, folders: (configuration.path, state.path))
        self.runner = runner
        try waitForLaunch()
    }

    /// Launches a built executable (a path, or the name of a product built beside the test
    /// bundle, such as "demo") in a process of its own, with settings folders of its own,
    /// and waits until its first window is on screen. A relaunch passes the earlier app as
    /// `relaunching`: the new process gets its folders, so it finds what the first one saved
    /// (its settings, the windows it had open when it quit).
    public init(
        launching executable: String, arguments: [String] = [], environment: [String: String] = [:],
        relaunching previous: UIApplication? = nil
    ) throws {
        try UITestLoop.checkNotNested()
        try UITestSession.prepare()
        try Self.endEarlierApplications()
        reader = try AccessibilityReader.shared(address: UITestSession.accessibilityBusAddress!)
        input = try XInput.shared()
        if let previous {
            folder = previous.folder
            previous.ownsFolder = false
        } else {
            folder = try Self.makeFolder()
        }
        isInProcess = false
        try Self.writeSteadyCaretSettings(in: folder)
        let url = Self.executableURL(executable)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw UITestingError.launch("no executable at \(url.path) (build it first: swift build --product \(executable))")
        }
        let log = folder.appendingPathComponent("output.log")
        if !FileManager.default.fileExists(atPath: log.path) { _ = FileManager.default.createFile(atPath: log.path, contents: nil) }
        logFile = log
        logRead = (try? Data(contentsOf: log).count) ?? 0
        var variables = ProcessInfo.processInfo.environment
        for (name, path) in [("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")] {
            variables[name] = folder.appendingPathComponent(path).path
        }
        variables.merge(environment) { $1 }
        let process = try ChildProcess(executable: url.path, arguments: arguments, environment: variables, outputPath: log.path)
        self.process = process
        processIdentifier = process.identifier
        Self.started += 1
        Self.live.append(WeakApplication(application: self))
        try waitForLaunch()
    }

    private init(inProcess: Void) throws {
        try UITestLoop.checkNotNested()
        try UITestSession.prepare()
        GLibLog.install()
        try Self.endEarlierApplications()
        guard GtkRuntime.initialize() else {
            throw UITestingError.environment("GTK cannot open the display \(UITestSession.environment("DISPLAY") ?? "")")
        }
        reader = try AccessibilityReader.shared(address: UITestSession.accessibilityBusAddress!)
        input = try XInput.shared()
        folder = try Self.makeFolder()
        isInProcess = true
        processIdentifier = getpid()
        logFile = nil
        Self.started += 1
        // What an app a test let go logged while its windows closed is that test's problem,
        // reported here; anything else logged before this app is not this app's.
        let criticals = GLibLog.take().filter(\.isCritical).map { "\($0) (logged before this app started: while an app an earlier test let go closed)" }
        if !criticals.isEmpty { throw UITestingError.critical(criticals) }
        Self.live.append(WeakApplication(application: self))
    }

    private static var started = 0

    /// The applications started and not yet gone, oldest first: a new one ends those still
    /// running, as XCUITest's `launch()` ends the app's running instance.
    private static var live: [WeakApplication] = []
    private struct WeakApplication { weak var application: UIApplication? }

    /// Ends the applications earlier tests left running (kept in a test class's property, or
    /// never terminated), so this one's queries see only its own windows; a CRITICAL they log
    /// on the way is thrown here, naming them.
    private static func endEarlierApplications() throws {
        let running = live.compactMap(\.application).filter(\.isStillRunning)
        live.removeAll { $0.application == nil }
        var criticals: [String] = []
        for application in running {
            do {
                try application.terminate()
            } catch UITestingError.critical(let messages) {
                criticals += messages.map { "\($0) (while an app an earlier test left running was ended)" }
            }
        }
        if !criticals.isEmpty { throw UITestingError.critical(criticals) }
    }

    /// Whether this application still has windows or a process to end.
    private var isStillRunning: Bool {
        process != nil || runner != nil || !hostedWindows.isEmpty
    }

    private static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-ui-test-\(getpid())-\(started)-\(UUID().uuidString.prefix(8))")
        for name in ["config", "state", "data", "cache"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        return folder
    }

    /// A bare name is a product of the package under test, built beside the running tests.
    private static func executableURL(_ executable: String) -> URL {
        if executable.contains("/") { return URL(fileURLWithPath: executable) }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // Inside `<Package>PackageTests.xctest` (a bundle folder on some platforms).
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" || folder.lastPathComponent == "Contents" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(executable)
    }

    /// Waits until the app is on the accessibility bus with a window on screen.
    private func waitForLaunch() throws {
        let deadline = Date().addingTimeInterval(Self.launchTimeout)
        while Date() < deadline {
            if let process, !process.isRunning {
                throw UITestingError.launch("the app exited (wait status \(process.exitStatus ?? 0)) before showing a window:\n\(output)")
            }
            if busName == nil { busName = reader.busName(ofProcess: processIdentifier) }
            if busName != nil, !windows.allElementsBoundByIndex.isEmpty, !input.windows(ofProcess: processIdentifier).isEmpty {
                settle()
                try checkCriticals("while the app started")
                return
            }
            UITestLoop.run(for: 0.05)
        }
        throw UITestingError.launch(busName == nil
            ? "process \(processIdentifier) did not appear on the accessibility bus within \(Int(Self.launchTimeout)) s"
                + " (GTK_A11Y must be unset or \"atspi\"; the app must be a GTK 4 app on X11)"
            : "the app showed no window within \(Int(Self.launchTimeout)) s")
    }

    // MARK: Reading

    func snapshot() -> AccessibilitySnapshot {
        guard let busName else { return AccessibilitySnapshot(nodes: []) }
        return reader.snapshot(of: busName)
    }

    /// The elements of the whole app (every window), XCUITest's `descendants(matching:)`.
    public func descendants(matching type: UIElementType) -> UIElementQuery {
        UIElementQuery(app: self, description: type.pluralDescription) { snapshot in
            snapshot.treeOrder.filter { type.matches(snapshot.nodes[$0]) }
        }
    }

    /// The element with the keyboard focus in the active window (XCUITest spells it
    /// `descendants(matching: .any).element(matching: hasKeyboardFocus == true)`): what Tab
    /// moved to. It does not exist when nothing has the focus.
    public var focusedElement: UIElement {
        UIElement(app: self, description: "the focused element") { snapshot in
            let focused = snapshot.treeOrder.filter { snapshot.nodes[$0].parent != nil && snapshot.nodes[$0].states.contains(AccessibleStates.focused) }
            let active = focused.filter { snapshot.nodes[snapshot.nodes[$0].window].states.contains(AccessibleStates.active) }
            return Array((active.isEmpty ? focused : active).suffix(1))
        }
    }

    /// The window that has the keyboard (GTK's active window), or the topmost one.
    var activeWindow: UIElement {
        UIElement(app: self, description: "the active window") { snapshot in
            let windows = snapshot.nodes.indices.filter { snapshot.nodes[$0].parent == nil }
            let active = windows.filter { snapshot.nodes[$0].states.contains(AccessibleStates.active) }
            return Array((active.isEmpty ? windows : active).suffix(1))
        }
    }

    /// What the app's output says so far (a launched app's).
    public var output: String {
        guard let logFile, let data = try? Data(contentsOf: logFile) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Keyboard

    /// Types `key` with `modifiers` held into the active window, as a person presses a
    /// shortcut: `app.typeKey("w", modifiers: .control)` closes it.
    public func typeKey(_ key: UIKeyboardKey, modifiers: UIKeyModifierFlags = []) throws {
        try focusActiveWindow()
        try input.key(try XInput.keysym(for: key), modifiers: modifiers)
        settle()
        try checkCriticals("after typing \(key) with \(modifiers)")
    }

    /// Types `text` into whatever has the keyboard focus, one key press per character
    /// ("\n" presses Return).
    public func typeText(_ text: String) throws {
        try focusActiveWindow()
        try typeCharacters(text)
    }

    func typeCharacters(_ text: String) throws {
        for character in text {
            try input.key(XInput.keysym(for: character), modifiers: [])
            pump()
        }
        settle()
        try checkCriticals("after typing \"\(text)\"")
    }

    /// Gives the X keyboard focus to the active window's X window (Xvfb has no window
    /// manager to do it when a window opens).
    private func focusActiveWindow() throws {
        let snapshot = snapshot()
        guard let index = activeWindow.resolve(snapshot).first else { return }
        if let top = xWindow(for: snapshot.nodes[index], in: snapshot), input.focusedWindow != top.id {
            input.activate(top.id)
            settle()
        }
    }

    // MARK: Windows on the screen

    /// The X window showing a top-level accessible window: the app's mapped window with its
    /// title, or else one of its size.
    func xWindow(for window: AccessibleNode, in snapshot: AccessibilitySnapshot) -> XTopLevel? {
        let candidates = input.windows(ofProcess: processIdentifier)
        let titled = candidates.filter { $0.title == window.name }
        if titled.count == 1 { return titled[0] }
        let size = reader.extents(of: window)
        let sized = (titled.isEmpty ? candidates : titled).filter { candidate in
            guard let size else { return false }
            let extraWidth = candidate.frame.width - size.width, extraHeight = candidate.frame.height - size.height
            return extraWidth >= 0 && extraHeight >= 0 && extraWidth <= 200 && extraHeight <= 200
        }
        return sized.last ?? titled.last
    }

    /// How much larger a window's X window is than the window a screen reader reports (`frame`):
    /// the edge GTK draws around a client-side decorated window (its shadow or resize border).
    func decorationSize(of top: XTopLevel, frame: Rect?) -> (width: Int, height: Int) {
        guard let frame else { return (0, 0) }
        return (max(0, top.frame.width - frame.width), max(0, top.frame.height - frame.height))
    }

    /// Where an element is on the screen: its extents in its window, moved by the window's
    /// place and by the margin GTK draws around a client-side decorated window (its shadow or
    /// resize border, the same on every side).
    func screenFrame(of index: Int, in snapshot: AccessibilitySnapshot) -> (frame: Rect, window: XTopLevel)? {
        let node = snapshot.nodes[index], windowNode = snapshot.nodes[node.window]
        guard let top = xWindow(for: windowNode, in: snapshot), let windowExtents = reader.extents(of: windowNode),
              let extents = reader.extents(of: node) else { return nil }
        if let popover = popoverPlace(of: index, in: snapshot, excluding: top) { return popover }
        let marginX = max(0, (top.frame.width - windowExtents.width) / 2), marginY = max(0, (top.frame.height - windowExtents.height) / 2)
        let frame = Rect(x: top.frame.x + marginX + extents.x, y: top.frame.y + marginY + extents.y, width: extents.width, height: extents.height)
        return (frame, top)
    }

    /// An element inside a popover (a menu, a context menu): GTK 4.8 answers its extents as if
    /// the popover's surface sat at the top left corner of the popover's parent widget, but the
    /// popover is an X window of its own elsewhere. Finds the ancestor whose size is that of one
    /// of the app's other mapped X windows (the popover's surface) and places the element in it.
    private func popoverPlace(of index: Int, in snapshot: AccessibilitySnapshot, excluding top: XTopLevel) -> (frame: Rect, window: XTopLevel)? {
        let others = input.windows(ofProcess: processIdentifier).filter { $0.id != top.id }
        guard !others.isEmpty, let extents = reader.extents(of: snapshot.nodes[index]) else { return nil }
        var ancestor = snapshot.nodes[index].parent
        while let current = ancestor, snapshot.nodes[current].parent != nil {
            if let box = reader.extents(of: snapshot.nodes[current]),
               let surface = others.last(where: { $0.frame.width == box.width && $0.frame.height == box.height }) {
                let frame = Rect(x: surface.frame.x + extents.x - box.x, y: surface.frame.y + extents.y - box.y,
                                 width: extents.width, height: extents.height)
                return (frame, surface)
            }
            ancestor = snapshot.nodes[current].parent
        }
        return nil
    }

    // MARK: Waiting for GTK

    /// Lets the app handle the input sent: in this process, runs the main loop until GDK has
    /// read and dispatched every X event and a frame has passed; for a launched app, waits a
    /// little longer than a frame while answering our own D-Bus replies.
    func settle() {
        input.sync()
        if isInProcess {
            pump()
            UITestLoop.run(for: 0.04)
            pump()
        } else {
            UITestLoop.run(for: 0.12)
        }
    }

    /// In this process: runs the loop until GDK has read what X sent and dispatched it.
    func pump() {
        guard isInProcess else { return }
        input.sync()
        if let gdk = gdk_display_get_default(), let xDisplay = gdk_x11_display_get_xdisplay(gdk) {
            XSync(xDisplay, 0)
            _ = UITestLoop.run(until: { XEventsQueued(xDisplay, QueuedAlready) == 0 }, timeout: 1)
        }
        UITestLoop.drain()
    }

    /// Throws the CRITICALs GTK or GLib logged since the last check (`when` says during what).
    func checkCriticals(_ when: String) throws {
        var criticals: [String] = []
        if isInProcess {
            criticals = GLibLog.take().filter(\.isCritical).map { "\($0) (\(when))" }
        } else if let logFile, let data = try? Data(contentsOf: logFile), data.count > logRead {
            let text = String(decoding: data[logRead...], as: UTF8.self)
            logRead = data.count
            criticals = text.split(separator: "\n").filter { $0.contains("-CRITICAL **") }.map { "\($0) (\(when))" }
        }
        if !criticals.isEmpty { throw UITestingError.critical(criticals) }
    }

    // MARK: Ending

    /// Closes the app's windows (an in-process app: saving its settings as quitting does) or
    /// ends its process (a launched app: as the desktop does at log-out, SIGTERM, then SIGKILL
    /// after 5 s), and throws any CRITICAL it logged meanwhile. Its settings folders stay
    /// until the `UIApplication` goes, so a test can read what the app saved.
    public func terminate() throws {
        if let process {
            process.terminate(grace: 5)
            self.process = nil
        }
        closeOwnWindows()
        if isInProcess {
            settle()
            // The pointer leaves the closed windows' place, so GDK lets them go.
            input.move(to: Point(x: 1279, y: 799))
            settle()
        }
        try checkCriticals("while the app ended")
    }

    /// Closes what this process opened for the app (the `App`'s runner, or the view's
    /// window) and gives back the settings store it replaced.
    private func closeOwnWindows() {
        runner?.stop()
        runner = nil
        for hosted in hostedWindows { hosted.close() }
        hostedWindows = []
        if let settingsBefore { SettingsStore.standard = settingsBefore }
        settingsBefore = nil
    }

    /// An app outlives no test that forgot ``terminate()``: a launched app's process is
    /// killed, an in-process app's windows close (what GTK logs meanwhile is reported by the
    /// next application started, or the next action).
    isolated deinit {
        if let process { kill(process.identifier, SIGKILL) }
        closeOwnWindows()
        if ownsFolder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Whether the launched app's process is still running (an in-process app: whether a
    /// window of it is open).
    public var isRunning: Bool {
        if let process { return process.isRunning }
        return isStillRunning && !windows.allElementsBoundByIndex.isEmpty
    }
}
