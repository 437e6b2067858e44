// "Ctrl+Q to process exit": each sample launches a fresh app process (this executable with
// `--quit-child ours|c`), waits until it has painted its first frame, focuses its window,
// presses Ctrl+Q as a real key event (XTest, through `xdotool key`), and times until the
// process has exited (a pidfd, so no polling interval). The Cells side is a real `App` on
// `AppRunner` (settings store, window session saved at quit); the C side a GtkApplication
// with the same window and an "app.quit" action on Ctrl+Q that saves a state file.
import CBaseline
import Cells
import CellsGtk
import Examples
import Foundation
import Gtk

/// The Cells app a quit sample launches: the title editor, saying when it painted.
struct QuitBenchApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.bench.Quit" }

    var body: some Scene {
        WindowGroup("Title Editor", id: "editor") { TitleEditor() }.defaultSize(width: 420, height: 220)
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        runner.openWindows.first?.window.onFirstFramePainted {
            FileHandle.standardOutput.write(Data("first frame\n".utf8))  // unbuffered: the runner waits for it
        }
    }
}

/// Runs one side's app in this process (the child of a quit sample); the exit status.
@MainActor
func runQuitChild(ours: Bool) -> Int32 {
    if ours {
        return AppRunner(app: QuitBenchApp()).run(arguments: ["cells-bench-quit", "editor"])
    }
    return cells_baseline_quit_app_run()
}

/// Runs `arguments` (a path first) and waits for it to exit, up to 10 s.
func runTool(_ arguments: [String]) throws {
    var fd: Int32 = -1
    let pid = try spawn(arguments, stdout: &fd)
    close(fd)
    guard cells_baseline_wait_for_exit(pid, 10_000) == 0 else {
        cells_baseline_kill(pid)
        throw BenchmarkError("\(arguments.joined(separator: " ")) did not finish in 10 s")
    }
}

private func spawn(_ arguments: [String], stdout fd: inout Int32) throws -> pid_t {
    var cStrings = arguments.map { strdup($0) } + [nil]
    defer { cStrings.forEach { free($0) } }
    let pid = cStrings.withUnsafeMutableBufferPointer { cells_baseline_spawn($0.baseAddress, &fd) }
    guard pid > 0 else { throw BenchmarkError("cannot start \(arguments[0])") }
    return pid
}

/// Where a program is on PATH.
func which(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// One quit sample of one side: milliseconds from the key press to the process's exit.
@MainActor
func quitSample(ours: Bool) throws -> Double {
    guard let xdotool = which("xdotool") else { throw BenchmarkError("the quit row needs xdotool (apt install xdotool)") }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    let side = ours ? "Cells" : "C"
    var output: Int32 = -1
    let pid = try spawn([executable, "--quit-child", ours ? "ours" : "c"], stdout: &output)
    defer { close(output) }
    var exited = false
    defer { if !exited { cells_baseline_kill(pid) } }
    guard cells_baseline_wait_for_line(output, "first frame", 10_000) == 0 else {
        throw BenchmarkError("the \(side) app did not paint its first frame within 10 s")
    }
    // A real key press goes to the focused window (xdotool's --window events are synthetic,
    // and GTK ignores them).
    try runTool([xdotool, "search", "--sync", "--pid", String(pid), "--name", "Title Editor", "windowfocus", "--sync"])
    let start = now()
    try runTool([xdotool, "key", "ctrl+q"])
    guard cells_baseline_wait_for_exit(pid, 5_000) == 0 else {
        throw BenchmarkError("the \(side) app was still running 5 s after Ctrl+Q")
    }
    exited = true
    return now() - start
}

/// Both sides' quit samples; the apps launched keep their settings and saved windows in a
/// temporary folder (XDG_CONFIG_HOME and XDG_STATE_HOME of the children), removed at the end.
@MainActor
func quitTime(ours: Bool) -> Side {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-bench-quit-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    setenv("XDG_CONFIG_HOME", folder.appendingPathComponent("config").path, 1)
    setenv("XDG_STATE_HOME", folder.appendingPathComponent("state").path, 1)
    return Side(sample: { [try quitSample(ours: ours)] }, finish: { try? FileManager.default.removeItem(at: folder) })
}
