import CGtk
import Foundation
import Synchronization

/// The display and the two D-Bus buses a UI test needs, started once per test process when
/// the environment has none: an X server (Xvfb) when `DISPLAY` is unset, a private session bus
/// when `DBUS_SESSION_BUS_ADDRESS` is unset, and the accessibility bus (AT-SPI's
/// `at-spi-bus-launcher`, which also starts the registry) on which GTK publishes every
/// window's accessible tree. What it starts is stopped when the process exits.
///
/// A user's CI needs the Debian packages `xvfb`, `dbus` (or `dbus-x11`) and `at-spi2-core`,
/// and nothing else: no desktop session, no running screen reader.
///
/// ``UIApplication`` prepares the session before it opens a window; GTK looks the bus up
/// (through `AT_SPI_BUS_ADDRESS`, set here) for each new window's accessible tree.
@MainActor
public enum UITestSession {
    /// The bus GTK publishes accessible trees on; nil until ``prepare()`` succeeded.
    public private(set) static var accessibilityBusAddress: String?

    /// Makes sure a display, a session bus and an accessibility bus are there; idempotent.
    public static func prepare() throws(UITestingError) {
        if accessibilityBusAddress != nil { return }
        if environment("DISPLAY") == nil && environment("WAYLAND_DISPLAY") == nil {
            try startXvfb()
        }
        if environment("GDK_BACKEND") == nil { setenv("GDK_BACKEND", "x11", 1) }
        // GTK asks AT-SPI only when asked to (the default, unless a test set "test").
        if environment("GTK_A11Y") == nil || environment("GTK_A11Y") != "atspi" { setenv("GTK_A11Y", "atspi", 1) }
        setenv("NO_AT_BRIDGE", "0", 1)
        if let address = environment("AT_SPI_BUS_ADDRESS") {
            accessibilityBusAddress = address
            return
        }
        if environment("DBUS_SESSION_BUS_ADDRESS") == nil {
            try startSessionBus()
        }
        var address = try accessibilityBusFromSessionBus()
        if address == nil { address = try startAccessibilityBus() }
        guard let address else { return }
        // GTK takes this variable first (as it does in Flatpak), so every window of this
        // process and of the apps it launches joins this bus.
        setenv("AT_SPI_BUS_ADDRESS", address, 1)
        accessibilityBusAddress = address
    }

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    // MARK: Starting what is missing

    private static func startXvfb() throws(UITestingError) {
        // -displayfd: Xvfb picks a free display number and writes it to our pipe when ready.
        let output = try spawn(
            "Xvfb", ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            package: "xvfb", readsFirstLine: true
        )
        guard let number = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .environment("Xvfb did not report a display number (it printed \"\(output)\")")
        }
        setenv("DISPLAY", ":\(number)", 1)
    }

    private static func startSessionBus() throws(UITestingError) {
        let address = try spawn("dbus-daemon", ["--session", "--nofork", "--print-address=1"], package: "dbus", readsFirstLine: true)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else { throw .environment("dbus-daemon printed no address") }
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    }

    private static func startAccessibilityBus() throws(UITestingError) -> String {
        _ = try spawn("/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"], package: "at-spi2-core", readsFirstLine: false)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let address = try accessibilityBusFromSessionBus() { return address }
            usleep(50_000)
        }
        throw .environment("at-spi-bus-launcher did not publish org.a11y.Bus on the session bus within 10 s")
    }

    /// The address `org.a11y.Bus` gives on the session bus, or nil when no launcher answers.
    private static func accessibilityBusFromSessionBus() throws(UITestingError) -> String? {
        guard let sessionAddress = environment("DBUS_SESSION_BUS_ADDRESS") else { return nil }
        guard let bus = try? DBusConnection(address: sessionAddress, isMessageBus: true) else {
            throw .environment("cannot connect to the session bus at \(sessionAddress)")
        }
        guard let reply = try? bus.callSynchronously(
            destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", method: "GetAddress", timeout: 2
        ) else { return nil }
        let address = reply.child(0).string
        return address.isEmpty ? nil : address
    }

    // MARK: Processes

    nonisolated private static let started = Mutex<[pid_t]>([])
    private static var stopsAtExit = false

    /// Starts `program` with its output to /dev/null, or (`readsFirstLine`) waits for the first
    /// line it prints and returns it. It is stopped when this process exits, however it exits:
    /// `setpriv --pdeathsig` (util-linux, on every Debian) has the kernel send it SIGTERM when
    /// the thread that started it ends, so it is started on one that lasts
    /// (``LastingSpawnThread``). It is
    /// spawned with no signal blocked (`ChildProcess`): the test runner's threads block SIGTERM,
    /// and a child that inherited that would never end.
    private static func spawn(_ program: String, _ arguments: [String], package: String, readsFirstLine: Bool) throws(UITestingError) -> String {
        guard let url = program.hasPrefix("/") ? URL(fileURLWithPath: program) : findInPath(program),
              FileManager.default.isExecutableFile(atPath: url.path) else {
            throw .environment("\(program) is not installed (Debian package \(package): apt-get install -y \(package))")
        }
        var executable = url.path, argv = arguments
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
            argv = ["--pdeathsig", "TERM", "--", url.path] + arguments
            executable = "/usr/bin/setpriv"
        }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("cells-ui-session-\(getpid())-\(url.lastPathComponent).out").path
        defer { if readsFirstLine { unlink(output) } }
        if readsFirstLine { unlink(output) }
        let spawned = LastingSpawnThread.shared.run { [executable, argv] in
            Result { () throws(UITestingError) in
                try ChildProcess(
                    executable: executable, arguments: argv, environment: ProcessInfo.processInfo.environment,
                    outputPath: readsFirstLine ? output : "/dev/null", errorPath: "/dev/null"
                ).identifier
            }
        }
        let identifier = try spawned.get()
        started.withLock { $0.append(identifier) }
        if !stopsAtExit {
            stopsAtExit = true
            atexit(stopProcessesAtExit)
        }
        guard readsFirstLine else { return "" }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let data = FileManager.default.contents(atPath: output), let end = data.firstIndex(of: UInt8(ascii: "\n")) {
                return String(decoding: data[..<end], as: UTF8.self)
            }
            if waitpid(identifier, nil, WNOHANG) == identifier { break }  // it ended
            usleep(10_000)
        }
        throw .environment("\(program) printed nothing within 10 s")
    }

    private static func findInPath(_ program: String) -> URL? {
        let path = environment("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(program) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    nonisolated fileprivate static func stopStartedProcesses() {
        for pid in started.withLock({ $0 }).reversed() { kill(pid, SIGTERM) }
    }
}

/// Stops what ``UITestSession`` started, when the process exits (on whichever thread exits).
private func stopProcessesAtExit() {
    UITestSession.stopStartedProcesses()
}
