import AllocationCounter
import CBaseline
import CGtk
import CellsGtk
import Examples
import Foundation
import Gtk

// MARK: - Idle cost
// A window left open on a desktop should cost nothing once the user stops: no timer, no
// polling, no redraw. Each side opens the title editor (its entry focused, so the cursor
// blinks), waits until GTK stops the blinking, then lets the main loop sleep for `seconds`
// and reports what the process spent meanwhile. Each sample runs in a fresh process
// (`--idle ours|c`), so the other side's window is not open beside it.

/// How long the blinking lasts after the last key press: GTK's default is 10 s; both sides are
/// given 1 s, which changes nothing but the wait.
let cursorBlinkSeconds = 1

/// What one side's open, untouched window cost over the idle period.
struct IdleCost {
    /// Processor time of the whole process (all threads), in ms per second.
    var cpuMillisecondsPerSecond: Double
    /// Times a thread of the process gave up the processor (a poll that slept), per second:
    /// each is one wake-up.
    var wakeUpsPerSecond: Double
    /// Heap allocations over the idle period, per second.
    var allocationsPerSecond: Double
}

/// Processor time of the process so far, in ms.
func processCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// Voluntary context switches of the process so far.
func voluntaryContextSwitches() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_nvcsw)
}

/// The idle cost of one side's title editor, in this process.
@MainActor
func idleCost(ours: Bool, seconds: Double) throws -> IdleCost {
    GObjectHandle(retaining: UnsafeMutableRawPointer(gtk_settings_get_default()!)).setProperty("gtk-cursor-blink-timeout", cursorBlinkSeconds)
    let window: UnsafeMutablePointer<GtkWidget>
    var keep: Any?
    if ours {
        let hosted = HostedWindow(title: "Title Editor", content: TitleEditor(), application: nil, defaultSize: titleEditorSize)
        window = hosted.window.widgetPointer
        keep = hosted
    } else {
        let editor = cells_baseline_title_editor_new(Int32(titleEditorSize.width), Int32(titleEditorSize.height))!
        window = editor.pointee.window
        keep = editor
    }
    try present(window, ours ? "the title editor" : "the C title editor")
    guard let entry = findWidget(in: window, type: gtk_entry_get_type()) else { throw BenchmarkError("no entry in the title editor") }
    gtk_widget_grab_focus(entry)
    // The blinking stops `cursorBlinkSeconds` after focus; give it that and a little more.
    _ = MainLoop.wait(until: { false }, timeout: Double(cursorBlinkSeconds) + 1.5)
    let cpu = processCPUMilliseconds(), switches = voluntaryContextSwitches(), allocations = cells_allocation_count()
    _ = MainLoop.wait(until: { false }, timeout: seconds)
    let cost = IdleCost(
        cpuMillisecondsPerSecond: (processCPUMilliseconds() - cpu) / seconds,
        wakeUpsPerSecond: Double(voluntaryContextSwitches() - switches) / seconds,
        allocationsPerSecond: Double(cells_allocation_count() - allocations) / seconds
    )
    withExtendedLifetime(keep) {}
    return cost
}

/// Runs `cells-bench --idle ours|c SECONDS` and reads its three figures.
@MainActor
func idleCostInChild(ours: Bool, seconds: Double) throws -> IdleCost {
    let figures = try figuresFromChild(["--idle", ours ? "ours" : "c", String(seconds)], count: 3, what: "idle (\(ours ? "Cells" : "C"))")
    return IdleCost(cpuMillisecondsPerSecond: figures[0], wakeUpsPerSecond: figures[1], allocationsPerSecond: figures[2])
}

/// The idle rows' side: one child process a sample.
@MainActor
func idle(ours: Bool, seconds: Double) -> Side {
    Side(sample: {
        let cost = try idleCostInChild(ours: ours, seconds: seconds)
        return [cost.cpuMillisecondsPerSecond, cost.wakeUpsPerSecond, cost.allocationsPerSecond]
    })
}
