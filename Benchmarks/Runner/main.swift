// cells-bench: the cost of the Cells layer next to hand-written C GTK doing the same work,
// on real widgets, in one run. Prints Markdown tables (Benchmarks/run saves them as
// Benchmarks/RESULTS.md). Benchmarks/README.md says what every scenario does on both sides.
//
//   cells-bench                       every scenario
//   cells-bench --quick               fewer samples and products, for a smoke test
//   cells-bench --only TEXT           only the scenarios whose name contains TEXT
//   cells-bench --samples N           N timed samples per side (default 11), after a warm-up
//   cells-bench --repeat N            the whole table N times in this process, then the
//                                     ratios of every row across the N runs
//   cells-bench --trees               print both sides' widget trees, to compare them
//   cells-bench --hang-check          a scenario that waits for a hidden window's frame: it must
//                                     fail with its name after the wait's timeout (5 s)
//   CELLS_BENCH_SEQUENTIAL=1 cells-bench …   (diagnostic) all of one side's samples, then the
//                                     other's, each with only its own window open
//   cells-bench --long-sessions       the long-session table (growth per 1,000 cycles, what stays
//                                     alive), each side of each row in a fresh process;
//                                     with --quick fewer cycles, with --only TEXT some rows
//   cells-bench --long-session-side ROW ours|c N   (internal) one side of one long-session row
//   cells-bench --memory ours|c N     (internal) resident memory of one side, in a fresh process
//   cells-bench --memory-grid ours|c N   (internal) the same for the photo grid of N photos
//   cells-bench --idle ours|c SECONDS (internal) what one side's untouched window costs per second
//   cells-bench --quit-child ours|c   (internal) one side's app for the Ctrl+Q row, in a fresh process
//   cells-bench --profile-toggle N [ours|c]   only toggles the filter of N products, 21 times, for a profiler
//   cells-bench --profile-star N [ours|c]     only stars and un-stars a row of N products, 21 times, for a profiler
//   cells-bench --profile-grid-scroll N [ours|c]   only pages through a grid of N photos and jumps to its end, 21 times
//     (each sample ends with one painted frame on both sides, so under callgrind the two
//     sides' instruction counts compare the same work: `--toggle-collect` on `filterToggles`
//     or `starToggles`)
//   cells-bench --profile-keystrokes ours|c N   only types N keystrokes, 11 times, for a profiler
//   cells-bench --profile-keystrokes floor N    the same on the least a deferred update can do
//                                     (KeystrokeFloor.swift): what Cells spends above it is its own
//   cells-bench --profile-keystrokes busy:U N   the same on C's window with a handler that waits U µs
//                                     first (KeystrokeBusyHandler.swift): what the handler's time costs
//   cells-bench --profile-open N      only opens the product window with N products (ours), for a profiler
//   cells-bench --instructions keystrokes|star|filter|open-title ours|c N [PRODUCTS]
//                                     (internal) one side of one scenario in phases, for
//                                     Benchmarks/instructions to count under callgrind
//                                     (InstructionRegions.swift); --profile-open-title ours|c N
//                                     is its open-title
import CBaseline
import Cells
import CellsGtk
import Examples
import Foundation
import Gtk

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, _ unit: String) -> String {
    if unit == "ms" {
        if value < 10 { return String(format: "%.2f", value) }
        return value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value)
    }
    if unit == "MB" { return String(format: "%.1f", value / 1024) }
    return String(format: "%.1f", value)
}

/// An allocation count: whole where it is large, with a decimal where it is a per-keystroke mean.
func formatCount(_ value: Double) -> String {
    value >= 100 ? Int(value.rounded()).formatted() : String(format: "%.1f", value)
}

/// Progress on standard error, so the tables on standard output stay clean.
func progress(_ message: String) {
    FileHandle.standardError.write(Data("cells-bench: \(message)\n".utf8))
}

/// The 1-minute load average and the runnable/total tasks, as /proc/loadavg says.
func loadAverage() -> String {
    let fields = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").split(separator: " ")
    return fields.count >= 4 ? "\(fields[0]) (\(fields[3]) tasks running)" : "unknown"
}

/// Samples of one row, both sides.
struct Row {
    let scenario: String
    let unit: String
    let target: Double
    let ours: [Double]
    let baseline: [Double]
    /// Heap allocations per operation of each sample (a sample of 1,000 keystrokes is 1,000
    /// operations), where the sample timed its work with a `Stopwatch`.
    var oursAllocations: [Double]? = nil
    var baselineAllocations: [Double]? = nil
    var ratio: Double { median(ours) / median(baseline) }
}

/// One side's samples of a scenario: per row, the values and the allocations per operation.
struct Samples {
    var values: [[Double]]
    var allocations: [[Double]]?

    init(rows: Int) {
        values = Array(repeating: [], count: rows)
        allocations = Array(repeating: [], count: rows)
    }

    /// Adds one sample of `side`, whose allocations are divided by `operations`.
    @MainActor
    mutating func take(_ side: Side, operations: Int) throws {
        let (sample, counts) = try AllocationLog.measuring(side.sample)
        guard sample.count == values.count else { throw BenchmarkError("a sample gave \(sample.count) values for \(values.count) rows") }
        for (index, value) in sample.enumerated() { values[index].append(value) }
        if let counts {
            for (index, count) in counts.enumerated() { allocations?[index].append(count / Double(operations)) }
        } else {
            allocations = nil
        }
    }
}

/// One benchmark: the names of its rows, and how to set up each side.
@MainActor
struct Scenario {
    let rows: [String]
    let unit: String
    /// Each row's unit and target, where the rows differ (a frame time has a target; a count
    /// of frames painted, where more is better, has none).
    let rowUnits: [String]?
    let target: Double
    let rowTargets: [Double]?
    let warmUp: Bool
    /// Operations in one sample of each row (the keystroke row types 1,000 keys a sample).
    let operationsPerSample: Int
    /// At most this many samples per side (a row whose every sample is a process that idles
    /// for seconds), whatever `--samples` asks.
    let sampleLimit: Int?
    let ours: @MainActor () throws -> Side
    let baseline: @MainActor () throws -> Side

    init(
        _ rows: [String], unit: String = "ms", rowUnits: [String]? = nil, target: Double = .nan, rowTargets: [Double]? = nil, warmUp: Bool = true, operationsPerSample: Int = 1,
        sampleLimit: Int? = nil,
        ours: @escaping @MainActor () throws -> Side, baseline: @escaping @MainActor () throws -> Side
    ) {
        self.rows = rows
        self.unit = unit
        self.rowUnits = rowUnits
        self.target = target
        self.rowTargets = rowTargets
        self.warmUp = warmUp
        self.operationsPerSample = operationsPerSample
        self.sampleLimit = sampleLimit
        self.ours = ours
        self.baseline = baseline
    }

    var name: String { rows.joined(separator: " / ") }

    /// Sets up both sides, warms each up once, then takes `samples` samples of each,
    /// alternating sides (and which goes first), so load that comes and goes hits both alike.
    func measure(samples: Int) throws -> [Row] {
        let samples = min(samples, sampleLimit ?? samples)
        if ProcessInfo.processInfo.environment["CELLS_BENCH_SEQUENTIAL"] != nil { return try measureSequentially(samples: samples) }
        let ours = try self.ours()
        defer { ours.finish() }
        let baseline = try self.baseline()
        defer { baseline.finish() }
        if warmUp {
            _ = try ours.sample()
            _ = try baseline.sample()
        }
        var oursSamples = Samples(rows: rows.count)
        var baselineSamples = oursSamples
        func take(_ side: Side, into samples: inout Samples) throws {
            try rest()
            try samples.take(side, operations: operationsPerSample)
        }
        for index in 0..<samples {
            if index.isMultiple(of: 2) {
                try take(ours, into: &oursSamples)
                try take(baseline, into: &baselineSamples)
            } else {
                try take(baseline, into: &baselineSamples)
                try take(ours, into: &oursSamples)
            }
        }
        return rows(ours: oursSamples, baseline: baselineSamples)
    }

    private func rows(ours: Samples, baseline: Samples) -> [Row] {
        rows.indices.map {
            Row(scenario: rows[$0], unit: rowUnits?[$0] ?? unit, target: rowTargets?[$0] ?? target, ours: ours.values[$0], baseline: baseline.values[$0],
                oursAllocations: ours.allocations?[$0], baselineAllocations: baseline.allocations?[$0])
        }
    }

    /// One side after the other, each with only its own window open (a diagnostic:
    /// CELLS_BENCH_SEQUENTIAL=1).
    func measureSequentially(samples: Int) throws -> [Row] {
        func all(_ make: () throws -> Side) throws -> Samples {
            let side = try make()
            defer { side.finish() }
            if warmUp { _ = try side.sample() }
            var taken = Samples(rows: rows.count)
            for _ in 0..<samples {
                try rest()
                try taken.take(side, operations: operationsPerSample)
            }
            return taken
        }
        let ours = try all(self.ours)
        try settle()
        let baseline = try all(self.baseline)
        return rows(ours: ours, baseline: baseline)
    }
}

/// The word after `flag` on the command line, if any.
func option(_ flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), arguments.count > index + 1 else { return nil }
    return arguments[index + 1]
}

@MainActor
func scenarios(quick: Bool) -> [Scenario] {
    let keystrokes = quick ? 200 : 1_000
    let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    let largest = sizes.last ?? 1_000
    // How the cost grows: the toggle and the memory once more at ten times the largest list.
    let scalingSize = largest * 10
    let memorySizes = quick ? [10_000] : [100_000, scalingSize]
    var scenarios: [Scenario] = [
        Scenario(["\(keystrokes.formatted()) keystrokes, each shown in the label"], target: 1.2, operationsPerSample: keystrokes,
                 ours: { try keystrokesOurs(count: keystrokes) }, baseline: { try keystrokesBaseline(count: keystrokes) }),
        // Two diagnostics beside the keystroke row, each in the Cells columns against the C twin:
        // what the same typing costs with a Swift handler and no Cells (the floor), and with
        // C's handler taking a fixed time first (the time a handler may take within 1.2).
        Scenario(["diagnostic: the keystrokes with a Swift handler and no Cells (KeystrokeFloor), in the Cells columns"],
                 operationsPerSample: keystrokes,
                 ours: { try KeystrokeFloor.side(count: keystrokes) }, baseline: { try keystrokesBaseline(count: keystrokes) }),
        Scenario(["diagnostic: the keystrokes with C's handler waiting \(busyHandlerMicroseconds) µs first, in the Cells columns"],
                 operationsPerSample: keystrokes,
                 ours: { try keystrokesBusyHandler(count: keystrokes, microseconds: busyHandlerMicroseconds) },
                 baseline: { try keystrokesBaseline(count: keystrokes) }),
    ]
    scenarios += (sizes + (quick ? [] : [scalingSize])).map(filterScenario(products:))
    scenarios += [
        Scenario(["star a row, \(largest.formatted()) products, to the next frame",
                  "un-star it, \(largest.formatted()) products, to the next frame"], target: 1.5,
                 ours: { try starOurs(products: largest) }, baseline: { try starBaseline(products: largest) }),
        Scenario(["open the title editor to its first frame"], target: 1.2,
                 ours: { openTitleEditorOurs() }, baseline: { openTitleEditorBaseline() }),
        Scenario(["open the product window to its first frame, 3 products"], target: 1.2,
                 ours: { openProductsOurs(products: nil) }, baseline: { openProductsBaseline(products: 3) }),
        Scenario(["open the product window to its first frame, \(largest.formatted()) products"], target: 1.2,
                 ours: { openProductsOurs(products: largest) }, baseline: { openProductsBaseline(products: largest) }),
        Scenario(["idle: processor time with the title editor open, after the cursor stopped blinking",
                  "idle: wake-ups (voluntary context switches)", "idle: heap allocations"],
                 unit: "per s", warmUp: false, sampleLimit: 3,
                 ours: { idle(ours: true, seconds: quick ? 2 : 5) }, baseline: { idle(ours: false, seconds: quick ? 2 : 5) }),
        Scenario(["Ctrl+Q to process exit (a fresh process each sample)"], target: 1.2,
                 ours: { quitTime(ours: true) }, baseline: { quitTime(ours: false) }),
    ]
    scenarios += photoGridScenarios(photos: largest, pages: quick ? 5 : 20)
    if !quick { scenarios += photoGridScenarios(photos: scalingSize, pages: 20) }
    scenarios.append(springScenario(views: 100))
    for products in memorySizes {
        scenarios.append(Scenario(["resident memory added by the product window, \(products.formatted()) products"],
                                  unit: "MB", target: 1.2, warmUp: false,
                                  ours: { memoryInChild("--memory", ours: true, count: products) },
                                  baseline: { memoryInChild("--memory", ours: false, count: products) }))
        scenarios.append(Scenario(["resident memory added by the photo grid, \(products.formatted()) photos"],
                                  unit: "MB", target: 1.2, warmUp: false,
                                  ours: { memoryInChild("--memory-grid", ours: true, count: products) },
                                  baseline: { memoryInChild("--memory-grid", ours: false, count: products) }))
    }
    return scenarios
}

@MainActor
func printTable(_ rows: [Row], samples: Int) {
    print("| scenario | Cells min | Cells median | Cells max | C min | C median | C max | ratio of medians | target | allocations per operation, Cells / C |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows {
        let target = row.target.isNaN ? "–" : String(format: "≤ %.1f%@", row.target, row.ratio <= row.target ? "" : " (missed)")
        let ours = [row.ours.min()!, median(row.ours), row.ours.max()!].map { format($0, row.unit) }
        let baseline = [row.baseline.min()!, median(row.baseline), row.baseline.max()!].map { format($0, row.unit) }
        var allocations = "–"
        if let oursCounts = row.oursAllocations, let baselineCounts = row.baselineAllocations {
            allocations = "\(formatCount(median(oursCounts))) / \(formatCount(median(baselineCounts)))"
        }
        print("| \(row.scenario) (\(row.unit)) | \(ours.joined(separator: " | ")) | \(baseline.joined(separator: " | ")) | \(row.ratio.isFinite ? String(format: "%.2f", row.ratio) : "–") | \(target) | \(allocations) |")
    }
}

@MainActor
func printTrees() throws {
    func show(_ title: String, _ window: UnsafeMutablePointer<GtkWidget>) throws {
        try present(window, title)
        try settle()
        print("## \(title)\n")
        print("```")
        print(widgetTree(window).joined(separator: "\n"))
        print("```\n")
    }
    let live = HostedWindow(title: "Live Title", content: LiveTitle(), application: nil, defaultSize: liveTitleSize)
    try show("Cells: live title (keystrokes)", live.window.widgetPointer)
    live.close()
    let liveC = cells_baseline_live_title_new(Int32(liveTitleSize.width), Int32(liveTitleSize.height))!
    try show("C: live title (keystrokes)", liveC.pointee.window)
    cells_baseline_title_editor_free(liveC)
    let editor = HostedWindow(title: "Title Editor", content: TitleEditor(), application: nil, defaultSize: titleEditorSize)
    try show("Cells: title editor", editor.window.widgetPointer)
    editor.close()
    let editorC = cells_baseline_title_editor_new(Int32(titleEditorSize.width), Int32(titleEditorSize.height))!
    try show("C: title editor", editorC.pointee.window)
    cells_baseline_title_editor_free(editorC)
    let view = ProductsView(products: Product.generated(count: 1_000))
        .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
    let products = HostedWindow(title: "Products", content: view, application: nil, defaultSize: productsSize)
    try show("Cells: products (first rows)", products.window.widgetPointer)
    products.close()
    let productsC = cells_baseline_products_new(1_000, Int32(productsSize.width), Int32(productsSize.height))!
    try show("C: products (first rows)", cells_baseline_products_window(productsC))
    cells_baseline_products_free(productsC)
    let photos = HostedWindow(title: "Photos", content: PhotoGrid(photos: BenchmarkPhoto.generated(count: 1_000)),
                              application: nil, defaultSize: photoGridSize)
    try show("Cells: photo grid (first tiles)", photos.window.widgetPointer)
    photos.close()
    let photosC = cells_baseline_photo_grid_new(1_000, Int32(photoGridSize.width), Int32(photoGridSize.height))!
    try show("C: photo grid (first tiles)", cells_baseline_photo_grid_window(photosC))
    cells_baseline_photo_grid_free(photosC)
    let springs = HostedWindow(title: "Springs", content: SpringTiles(count: 20), application: nil, defaultSize: springTilesSize)
    try show("Cells: springs (20 tiles)", springs.window.widgetPointer)
    springs.close()
    let springsC = cells_baseline_spring_tiles_new(20, springResponse, springDistance, Int32(springTilesSize.width), Int32(springTilesSize.height))!
    try show("C: springs (20 tiles)", cells_baseline_spring_tiles_window(springsC))
    cells_baseline_spring_tiles_free(springsC)
    try settle()
}

@MainActor
func run() throws -> Int32 {
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "--quit-child"), arguments.count > flag + 1 {
        return runQuitChild(ours: arguments[flag + 1] == "ours")
    }
    guard GtkRuntime.initialize() else {
        print("error: no display; run under Xvfb (Benchmarks/run does)")
        return 1
    }
    if let instructionRun = InstructionRun(arguments: arguments) {
        try instructionRun.run()
        return 0
    }
    if let flag = arguments.firstIndex(of: "--memory"), arguments.count > flag + 2, let count = Int(arguments[flag + 2]) {
        print(Int(try residentGrowth(products: count, ours: arguments[flag + 1] == "ours")))
        return 0
    }
    if let flag = arguments.firstIndex(of: "--memory-grid"), arguments.count > flag + 2, let count = Int(arguments[flag + 2]) {
        print(Int(try photoGridResidentGrowth(photos: count, ours: arguments[flag + 1] == "ours")))
        return 0
    }
    if let flag = arguments.firstIndex(of: "--idle"), arguments.count > flag + 2, let seconds = Double(arguments[flag + 2]) {
        let cost = try idleCost(ours: arguments[flag + 1] == "ours", seconds: seconds)
        print(cost.cpuMillisecondsPerSecond, cost.wakeUpsPerSecond, cost.allocationsPerSecond)
        return 0
    }
    if let flag = arguments.firstIndex(of: "--long-session-side"), arguments.count > flag + 3, let cycles = Int(arguments[flag + 3]) {
        print(try runLongSession(arguments[flag + 1], ours: arguments[flag + 2] == "ours", cycles: cycles).line)
        return 0
    }
    if arguments.contains("--long-sessions") {
        let samples = option("--samples", in: arguments).flatMap(Int.init) ?? (arguments.contains("--quick") ? 1 : 3)
        let within = try printLongSessions(quick: arguments.contains("--quick"), only: option("--only", in: arguments), samples: samples)
        print("")
        print(within ? "Every row is within its C twin + 64 KiB per 1,000 cycles, with nothing of finished cycles alive."
            : "Some rows are not within their C twin + 64 KiB per 1,000 cycles, or left something alive (\"no\").")
        return 0
    }
    for (flag, name, ours, baseline) in [
        ("--profile-toggle", "toggle", filterToggleOurs(products:), filterToggleBaseline(products:)),
        ("--profile-star", "star", starOurs(products:), starBaseline(products:)),
        ("--profile-grid-scroll", "grid scroll", scrollPhotoGridOurs(photos:), scrollPhotoGridBaseline(photos:)),
    ] as [(String, String, @MainActor (Int) throws -> Side, @MainActor (Int) throws -> Side)] {
        guard let index = arguments.firstIndex(of: flag), arguments.count > index + 1, let count = Int(arguments[index + 1]) else { continue }
        let isC = arguments.count > index + 2 && arguments[index + 2] == "c"
        let side = try isC ? baseline(count) : ours(count)
        var times: [Double] = []
        for _ in 0..<21 { try rest(); times += try side.sample() }
        print("median \(name) (\(isC ? "C" : "Cells")): \(median(times)) ms")
        return 0
    }
    if let flag = arguments.firstIndex(of: "--profile-keystrokes"), arguments.count > flag + 2, let count = Int(arguments[flag + 2]) {
        let which = arguments[flag + 1]
        let name: String
        let side: Side
        if which == "ours" {
            (name, side) = ("Cells", try keystrokesOurs(count: count))
        } else if which == "floor" {
            (name, side) = ("floor", try KeystrokeFloor.side(count: count))
        } else if which.hasPrefix("busy:"), let microseconds = Int(which.dropFirst("busy:".count)) {
            (name, side) = ("C, busy \(microseconds) µs", try keystrokesBusyHandler(count: count, microseconds: microseconds))
        } else {
            (name, side) = ("C", try keystrokesBaseline(count: count))
        }
        var times: [Double] = []
        for _ in 0..<11 { try rest(); times += try side.sample() }
        print("median of \(count) keystrokes (\(name)): \(median(times)) ms")
        return 0
    }
    if let flag = arguments.firstIndex(of: "--profile-open"), arguments.count > flag + 1, let count = Int(arguments[flag + 1]) {
        let side = openProductsOurs(products: count)
        var times: [Double] = []
        for _ in 0..<41 { try rest(); times += try side.sample() }
        print("median opening: \(median(times)) ms")
        return 0
    }
    if let flag = arguments.firstIndex(of: "--headless-children"), arguments.count > flag + 1, let count = Int(arguments[flag + 1]) {
        try tapParentOfUnchangedChildren(count)
        return 0
    }
    if arguments.contains("--trees") {
        try printTrees()
        return 0
    }
    let quick = arguments.contains("--quick")
    let samples = option("--samples", in: arguments).flatMap(Int.init) ?? (quick ? 3 : 11)
    let repeats = max(1, option("--repeat", in: arguments).flatMap(Int.init) ?? 1)
    let only = option("--only", in: arguments)
    var chosen = scenarios(quick: quick)
    if let only { chosen = chosen.filter { $0.name.contains(only) } }
    if arguments.contains("--hang-check") {
        // A scenario that cannot finish: its windows are hidden, so no frame ever comes. The
        // run must stop after the wait's timeout, naming it, instead of sleeping forever.
        chosen = [Scenario(["the next frame of a hidden window (must time out)"], warmUp: false,
                           ours: { try hiddenWindow() }, baseline: { try hiddenWindow() })]
    }

    print("Samples: \(samples) per side and row, after one warm-up, the two sides taking turns. Times in ms,")
    print("memory in MB; the ratio is Cells / C of the medians.")
    var runs: [[Row]] = []
    for run in 1...repeats {
        var rows: [Row] = []
        let load = loadAverage()
        for scenario in chosen {
            progress("run \(run) of \(repeats): \(scenario.name)")
            do {
                rows += try scenario.measure(samples: samples)
            } catch {
                let message = "error: scenario \"\(scenario.name)\" failed (run \(run) of \(repeats)): \(error)"
                print(message)
                progress(message)
                return 1
            }
        }
        print("")
        print(repeats == 1 ? "Load average at the start: \(load)." : "### Run \(run) of \(repeats) (load average at its start: \(load))")
        print("")
        printTable(rows, samples: samples)
        runs.append(rows)
    }
    if repeats > 1 {
        print("")
        print("### Ratio of medians, run by run")
        print("")
        print("| scenario | " + (1...repeats).map { "run \($0)" }.joined(separator: " | ") + " | lowest–highest | spread |")
        print("|---|" + String(repeating: "---:|", count: repeats + 2))
        for (index, row) in runs[0].enumerated() {
            let ratios = runs.map { $0[index].ratio }
            let low = ratios.min()!, high = ratios.max()!
            let spread = String(format: "±%.0f%%", (high - low) / 2 / median(ratios) * 100)
            print("| \(row.scenario) | " + ratios.map { String(format: "%.2f", $0) }.joined(separator: " | ")
                + String(format: " | %.2f–%.2f | ", low, high) + spread + " |")
        }
    }
    guard only == nil else { return 0 }
    print("")
    print("| headless scenario (no C twin) | body evaluations | views reading the changed value | time |")
    print("|---|---:|---:|---:|")
    for result in try headlessScenarios() {
        let mark = result.evaluations == result.readers ? "" : " (wasted)"
        print("| \(result.scenario) | \(result.evaluations)\(mark) | \(result.readers) | \(String(format: "%.0f µs", result.microseconds)) |")
    }
    return 0
}

do {
    exit(try MainActor.assumeIsolated { try run() })
} catch {
    print("error: \(error)")
    exit(1)
}
