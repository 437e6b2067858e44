// The long-session benchmark: thousands of cycles of one kind of work (re-evaluations, graphs,
// windows, navigation, list edits) through Cells and through its C twin
// (CBaseline/long_session.c), each side in a fresh process. What grows per 1,000 cycles
// (resident and malloc'd bytes) and what of finished cycles is still alive (Swift objects,
// GTK widgets) is the table "Long sessions" of RESULTS.md.
import CBaseline
import Cells
import CellsGtk
import Examples
import Foundation
import Gtk
import Observation

// MARK: - Views of the Cells side

/// A model that lives as long as the window, read by the view, never written.
@Observable @MainActor
final class LongLivedModel {
    var name = "Ada"
}

/// Counts live instances: the Swift objects a cycle makes, which must go with it.
final class TrackedModel: ObservableObject {
    nonisolated(unsafe) static var live = 0
    @Published var score = 0
    init() { Self.live += 1 }
    deinit { Self.live -= 1 }
}

/// "<name>: <taps>" above "Tap": each tap re-evaluates the body, which reads the model.
struct ModelCounter: View {
    let model: LongLivedModel
    @Owned private var taps = 0
    var body: some View {
        VStack(spacing: 8) {
            Text("\(model.name): \(taps)")
            Button("Tap") { taps += 1 }
        }
        .padding()
    }
}

/// A stack whose root has "Next"; the page has its own model.
struct NavigationBench: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Next", destination: BenchPage())
        }
        .padding()
    }
}

struct BenchPage: View {
    @OwnedObject private var model = TrackedModel()
    var body: some View {
        Text("Score: \(model.score)")
        Button("+1") { model.score += 1 }
    }
}

/// "Insert" and "Remove" above a list of "Item <n>" rows, each row with a model.
struct ListBench: View {
    struct Item: Identifiable { let id: Int }
    @Owned private var items = (0..<100).map(Item.init)
    @Owned private var next = 100
    var body: some View {
        VStack(spacing: 8) {
            Button("Insert") {
                items.insert(Item(id: next), at: 0)
                next += 1
            }
            Button("Remove") { if !items.isEmpty { items.removeFirst() } }
            List {
                ForEach(items) { item in ListBenchRow(id: item.id) }
            }
        }
        .padding()
    }
}

struct ListBenchRow: View {
    let id: Int
    @OwnedObject private var model = TrackedModel()
    var body: some View { Text("Item \(id)") }
}

/// "Name: <name>": a graph of its own per cycle, reading the long-lived model and nothing else.
struct ModelNameLabel: View {
    let model: LongLivedModel
    var body: some View { Text("Name: \(model.name)") }
}

// MARK: - Watching what a cycle leaves

/// GTK widgets watched with g_object_weak_ref, and how many of them were finalized.
@MainActor
enum WidgetWatch {
    static var watched = 0
    static var finalized = 0

    /// Watches every widget under `root` (itself included) not in `excluded`.
    static func watch(_ root: UnsafeMutablePointer<GtkWidget>, excluding excluded: Set<UnsafeMutableRawPointer> = []) {
        for widget in widgets(under: root) where !excluded.contains(UnsafeMutableRawPointer(widget)) {
            g_object_weak_ref(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), { _, _ in
                MainActor.assumeIsolated { WidgetWatch.finalized += 1 }
            }, nil)
            watched += 1
        }
    }

    static var alive: Int { watched - finalized }

    static func widgets(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var list = [root]
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            list += widgets(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return list
    }

    static func pointers(under root: UnsafeMutablePointer<GtkWidget>) -> Set<UnsafeMutableRawPointer> {
        Set(widgets(under: root).map { UnsafeMutableRawPointer($0) })
    }
}

/// Swift objects of finished cycles, held weakly.
@MainActor
final class ObjectWatch {
    private var objects: [() -> AnyObject?] = []
    func watch(_ object: AnyObject?) {
        guard let object else { return }
        weak let weakObject = object
        objects.append { weakObject }
    }
    var alive: Int { objects.filter { $0() != nil }.count }
}

@MainActor
func button(_ title: String, in root: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkWidget> {
    guard let found = findWidget(in: root, where: { widget in
        isA(widget, gtk_button_get_type()) && gtk_widget_get_mapped(widget) != 0
            && findWidget(in: widget, where: { isA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(OpaquePointer($0))) == title }) != nil
    }) else { throw BenchmarkError("no button \"\(title)\"") }
    return found
}

@MainActor
func click(_ title: String, in root: UnsafeMutablePointer<GtkWidget>) throws {
    cells_emit_signal(UnsafeMutableRawPointer(try button(title, in: root)), "clicked")
    try settle("after clicking \(title)")
}

// MARK: - One side of one row, in this process

/// A long-session row: its name in the table, how many cycles by default, and what one side
/// does (set up once, then `cycle` each time).
struct LongSessionRow {
    let id: String
    let name: String
    let cycles: Int
    let quickCycles: Int
}

let longSessionRows = [
    LongSessionRow(id: "reevaluate", name: "re-evaluate a view of a long-lived model (a tap)", cycles: 20_000, quickCycles: 2_000),
    LongSessionRow(id: "graphs", name: "create and drop a graph (the title editor, no window)", cycles: 1_000, quickCycles: 200),
    LongSessionRow(id: "observed", name: "create and drop a graph reading a long-lived @Observable model", cycles: 5_000, quickCycles: 500),
    LongSessionRow(id: "windows", name: "open a window, change its title (blue), close it", cycles: 300, quickCycles: 60),
    LongSessionRow(id: "navigation", name: "push a page, +1, pop it", cycles: 1_000, quickCycles: 200),
    LongSessionRow(id: "list", name: "insert a list row, remove it (100 rows)", cycles: 500, quickCycles: 100),
]

/// The cycles after the measured ones whose objects and widgets are watched.
let watchedLongSessionCycles = 50

/// What a side measured: growth over the measured cycles and what outlived them.
struct LongSessionMeasurement {
    var residentBytes: Double
    var mallocBytes: Double
    /// Swift objects of finished cycles still alive (nil for the C side).
    var swiftObjects: Int?
    var gtkWidgets: Int
    var seconds: Double

    var line: String { "\(residentBytes) \(mallocBytes) \(swiftObjects ?? -1) \(gtkWidgets) \(seconds)" }

    init(residentBytes: Double, mallocBytes: Double, swiftObjects: Int?, gtkWidgets: Int, seconds: Double) {
        self.residentBytes = residentBytes
        self.mallocBytes = mallocBytes
        self.swiftObjects = swiftObjects
        self.gtkWidgets = gtkWidgets
        self.seconds = seconds
    }

    /// The median of each figure over `runs` (each side's own); what stayed alive: the most.
    init(median runs: [LongSessionMeasurement]) {
        self.init(
            residentBytes: CellsBench.median(runs.map(\.residentBytes)), mallocBytes: CellsBench.median(runs.map(\.mallocBytes)),
            swiftObjects: runs.compactMap(\.swiftObjects).max(), gtkWidgets: runs.map(\.gtkWidgets).max() ?? 0,
            seconds: CellsBench.median(runs.map(\.seconds))
        )
    }

    init?(line: String) {
        let fields = line.split(separator: " ").compactMap { Double($0) }
        guard fields.count == 5 else { return nil }
        self.init(residentBytes: fields[0], mallocBytes: fields[1], swiftObjects: fields[2] < 0 ? nil : Int(fields[2]),
                  gtkWidgets: Int(fields[3]), seconds: fields[4])
    }
}

/// Runs `warmUp` cycles, then `cycles` measured ones, of the row `id` on one side.
@MainActor
func runLongSession(_ id: String, ours: Bool, cycles: Int) throws -> LongSessionMeasurement {
    let warmUp = max(20, cycles / 10)
    let objects = ObjectWatch()
    var measuring = false
    var cycle: () throws -> Void
    var finish: () -> Void = {}
    var windowForCount: UnsafeMutablePointer<GtkWidget>?
    let trackedBefore: () -> Int = { TrackedModel.live }

    switch id {
    case "reevaluate":
        let window: UnsafeMutablePointer<GtkWidget>
        if ours {
            let hosted = HostedWindow(title: "Counter", content: ModelCounter(model: LongLivedModel()), application: nil, defaultSize: liveTitleSize)
            window = hosted.window.widgetPointer
            finish = { hosted.close() }
        } else {
            window = cells_baseline_counter_window_new(Int32(liveTitleSize.width), Int32(liveTitleSize.height))
            finish = { cells_baseline_window_free(window) }
        }
        try present(window, "the counter window")
        let tap = try button("Tap", in: window)
        windowForCount = window
        cycle = {
            cells_emit_signal(UnsafeMutableRawPointer(tap), "clicked")
            try settle("a tap")
        }
    case "graphs":
        cycle = {
            if ours {
                var host: HostingWidget? = HostingWidget(TitleEditor())
                try settle("a new graph")
                if measuring, let made = host {
                    WidgetWatch.watch(made.widget.widgetPointer)
                    objects.watch(made)
                    objects.watch(made.graph)
                }
                host?.tearDown()
                host = nil
            } else {
                let content = cells_baseline_title_editor_content_new()!
                try settle("a new C tree")
                if measuring { WidgetWatch.watch(content) }
                g_object_unref(UnsafeMutableRawPointer(content))
            }
            try settle("a dropped graph")
        }
    case "observed":
        // One model for the whole session, never written: what a graph registered in its
        // registrar stays there unless the graph takes it out as it goes. Each graph is
        // dropped as a window's content is when nothing closes it first (no `tearDown()`),
        // so what goes must go with the graph itself. C: a box with a label that a
        // "notify::name" handler on a long-lived GObject keeps up to date, the connection owned
        // by the label (g_signal_connect_object), the box dropped.
        let model = LongLivedModel()
        let cModel = cells_baseline_named_model_new("Ada")!
        finish = { withExtendedLifetime(model) { g_object_unref(UnsafeMutableRawPointer(cModel)) } }
        cycle = {
            let root: UnsafeMutablePointer<GtkWidget>
            var graph: ViewGraph?
            if ours {
                graph = ViewGraph(content: ModelNameLabel(model: model), backend: GtkBackend(), scheduler: GLibIdleScheduler())
                root = GtkBackend.gtkWidget(of: graph!.rootWidget).widgetPointer
            } else {
                root = cells_baseline_model_label_new(cModel)
            }
            try settle("a new graph")
            // (No window: the label is not mapped, so not `label(_:in:)`.)
            let showsName = findWidget(in: root) {
                isA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(OpaquePointer($0))) == "Name: Ada"
            } != nil
            guard showsName else { throw BenchmarkError("the graph does not show the model's name") }
            if measuring {
                WidgetWatch.watch(root)
                objects.watch(graph)
            }
            if ours { graph = nil } else { g_object_unref(UnsafeMutableRawPointer(root)) }
            try settle("a dropped graph")
        }
    case "windows":
        cycle = {
            let window: UnsafeMutablePointer<GtkWidget>
            var hosted: HostedWindow?
            var editor: UnsafeMutablePointer<CellsBaselineTitleEditor>?
            if ours {
                var environment = EnvironmentValues()
                environment.sceneStore = SceneStore.make()
                hosted = HostedWindow(title: "Title Editor", content: TitleEditor(), application: nil,
                                      defaultSize: titleEditorSize, environment: environment)
                window = hosted!.window.widgetPointer
            } else {
                editor = cells_baseline_title_editor_new(Int32(titleEditorSize.width), Int32(titleEditorSize.height))!
                window = editor!.pointee.window
            }
            try present(window, "a title editor window")
            guard let entry = findWidget(in: window, type: gtk_entry_get_type()) else { throw BenchmarkError("no entry") }
            cells_baseline_type(entry, "H")
            cells_baseline_type(entry, "i")
            try settle("typing")
            try click("Change Title", in: window)
            guard let label = label("Hi (2)", in: window), gtk_widget_has_css_class(label, "blue") != 0 || gtk_widget_has_css_class(label, "cells-fg-blue") != 0 else {
                throw BenchmarkError("the title did not turn blue")
            }
            if measuring {
                WidgetWatch.watch(window)
                objects.watch(hosted)
                objects.watch(hosted?.graph)
            }
            if let hosted { hosted.close() }
            if let editor { cells_baseline_title_editor_free(editor) }
            hosted = nil
            try settle("closing")
        }
    case "navigation":
        let window: UnsafeMutablePointer<GtkWidget>
        // Back: the header bar's back button on our side, the page's own button in C's.
        let goBack: @MainActor () throws -> Void
        if ours {
            let hosted = HostedWindow(title: "Navigation", content: NavigationBench(), application: nil, defaultSize: titleEditorSize)
            window = hosted.window.widgetPointer
            finish = { hosted.close() }
            goBack = {
                cells_emit_signal(hosted.backButton.rawPointer, "clicked")
                try settle("after clicking the header bar's back button")
            }
        } else {
            window = cells_baseline_navigation_window_new(Int32(titleEditorSize.width), Int32(titleEditorSize.height))
            finish = { cells_baseline_window_free(window) }
            goBack = { try click("‹ Back", in: window) }
        }
        try present(window, "the navigation window")
        cycle = {
            let before = WidgetWatch.pointers(under: window)
            try click("Next", in: window)
            try click("+1", in: window)
            guard label("Score: 1", in: window) != nil else { throw BenchmarkError("the page did not count") }
            if measuring { WidgetWatch.watch(window, excluding: before) }
            try goBack()
        }
    case "list":
        let window: UnsafeMutablePointer<GtkWidget>
        if ours {
            let hosted = HostedWindow(title: "List", content: ListBench(), application: nil, defaultSize: productsSize)
            window = hosted.window.widgetPointer
            finish = { hosted.close() }
        } else {
            window = cells_baseline_list_window_new(100, Int32(productsSize.width), Int32(productsSize.height))
            finish = { cells_baseline_window_free(window) }
        }
        try present(window, "the list window")
        windowForCount = window
        cycle = {
            try click("Insert", in: window)
            try nextFrame(window, "an inserted row")
            try click("Remove", in: window)
            try nextFrame(window, "a removed row")
        }
    default:
        throw BenchmarkError("no long-session row \(id)")
    }

    for _ in 0..<warmUp { try cycle() }
    try rest(0.2)
    let widgetsBefore = windowForCount.map { WidgetWatch.widgets(under: $0).count } ?? 0
    let tracked = trackedBefore()
    cells_baseline_trim_malloc()
    let resident = Double(cells_baseline_resident_kilobytes()) * 1024
    let malloced = Double(cells_baseline_malloced_bytes())
    let start = now()
    for _ in 0..<cycles { try cycle() }
    let seconds = (now() - start) / 1000
    try rest(0.2)
    cells_baseline_trim_malloc()
    let residentGrowth = Double(cells_baseline_resident_kilobytes()) * 1024 - resident
    let mallocGrowth = Double(cells_baseline_malloced_bytes()) - malloced
    // What outlives a cycle is counted over further cycles, watched: the watching allocates
    // (weak references, their side tables), so it stays out of the memory figures.
    measuring = true
    for _ in 0..<watchedLongSessionCycles { try cycle() }
    measuring = false
    try rest(0.2)
    let extraWidgets = windowForCount.map { WidgetWatch.widgets(under: $0).count - widgetsBefore } ?? 0
    let measurement = LongSessionMeasurement(
        residentBytes: residentGrowth, mallocBytes: mallocGrowth,
        swiftObjects: ours ? objects.alive + (TrackedModel.live - tracked) : nil,
        gtkWidgets: WidgetWatch.alive + extraWidgets, seconds: seconds
    )
    finish()
    try settle("finishing")
    return measurement
}

// MARK: - Both sides of every row, each in a fresh process

@MainActor
func longSessionInChild(_ id: String, ours: Bool, cycles: Int) throws -> LongSessionMeasurement {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = ["--long-session-side", id, ours ? "ours" : "c", String(cycles)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let measurement = LongSessionMeasurement(line: output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw BenchmarkError("the long-session child (\(id), \(ours ? "Cells" : "C")) exited \(process.terminationStatus) after printing \(output)")
    }
    return measurement
}

func kibibytes(_ bytes: Double) -> String {
    String(format: "%+.0f", bytes / 1024)
}

/// Runs every long-session row (those whose id or name contains `only`) on both sides and
/// prints the table; returns whether every row is within its C twin plus 64 KiB per 1,000
/// cycles with nothing of finished cycles alive.
@MainActor
func printLongSessions(quick: Bool, only: String?, samples: Int) throws -> Bool {
    var allWithin = true
    var lines: [String] = []
    for row in longSessionRows where only.map({ row.id.contains($0) || row.name.contains($0) }) ?? true {
        let cycles = quick ? row.quickCycles : row.cycles
        var oursRuns: [LongSessionMeasurement] = []
        var cRuns: [LongSessionMeasurement] = []
        for sample in 1...samples {
            // The sides take turns, so load that comes and goes falls on both.
            progress("long session: \(row.name), \(cycles) cycles, sample \(sample) of \(samples)")
            oursRuns.append(try longSessionInChild(row.id, ours: true, cycles: cycles))
            cRuns.append(try longSessionInChild(row.id, ours: false, cycles: cycles))
        }
        let ours = LongSessionMeasurement(median: oursRuns)
        let c = LongSessionMeasurement(median: cRuns)
        let scale = 1_000 / Double(cycles)
        let slack = 64.0 * 1024
        let within = ours.residentBytes * scale <= max(c.residentBytes * scale, 0) + slack
            && ours.mallocBytes * scale <= max(c.mallocBytes * scale, 0) + slack
            && ours.swiftObjects == 0 && ours.gtkWidgets == 0
        allWithin = allWithin && within
        lines.append("| \(row.name) | \(cycles.formatted()) | \(kibibytes(ours.residentBytes * scale)) | \(kibibytes(c.residentBytes * scale)) | "
            + "\(kibibytes(ours.mallocBytes * scale)) | \(kibibytes(c.mallocBytes * scale)) | \(ours.swiftObjects ?? 0) | "
            + "\(ours.gtkWidgets) / \(c.gtkWidgets) | \(String(format: "%.1f / %.1f", ours.seconds, c.seconds)) | \(within ? "yes" : "**no**") |")
    }
    print("## Long sessions")
    print("")
    print("Growth per 1,000 cycles in KiB, measured after a warm-up of a tenth of the cycles (at least 20), each side in")
    print("a fresh process (`cells-bench --long-session-side ROW ours|c N`), median of \(samples) processes per side: resident")
    print("(/proc/self/statm, after malloc_trim) and malloc'd (mallinfo2 uordblks + hblkhd) bytes. Alive, over \(watchedLongSessionCycles) further cycles watched (out of the memory figures):")
    print("Swift objects of finished cycles (the windows, graphs and models each cycle made, held weakly) and GTK widgets")
    print("of finished cycles (g_object_weak_ref; for the tap and the list, widgets in the window beyond those before),")
    print("Cells / C. Within: Cells grows no more than C + 64 KiB per 1,000 cycles, in both columns, with nothing of")
    print("finished cycles alive.")
    print("")
    print("| long session | cycles | Cells resident | C resident | Cells malloc'd | C malloc'd | Swift objects alive | GTK widgets alive (Cells / C) | seconds (Cells / C) | within |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    lines.forEach { print($0) }
    return allWithin
}
