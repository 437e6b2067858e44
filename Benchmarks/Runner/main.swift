// cells-bench: the cost of the Cells layer next to hand-written C GTK doing the same work,
// on real widgets, in one run. Prints a Markdown table (Benchmarks/run saves it as
// Benchmarks/RESULTS.md).
//
//   cells-bench                       every scenario
//   cells-bench --quick               fewer samples and products, for a smoke test
//   cells-bench --only TEXT           only the scenarios whose name contains TEXT
//   cells-bench --samples N           N timed runs per side (default 11)
//   cells-bench --memory ours|c N     (internal) resident memory of one side, in a fresh process
//   cells-bench --profile-toggle N    only toggles the filter of N products (ours), for a profiler
//   cells-bench --profile-open N      only opens the product window with N products (ours), for a profiler
import CBaseline
import CellsGtk
import Foundation
import Gtk

@MainActor
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, _ unit: String) -> String {
    if unit == "ms" { return value < 10 ? String(format: "%.2f ms", value) : String(format: "%.0f ms", value) }
    if unit == "MB" { return String(format: "%.1f MB", value / 1024) }
    return String(format: "%.1f %@", value, unit)
}

/// Progress on standard error, so the table on standard output stays clean.
func progress(_ message: String) {
    FileHandle.standardError.write(Data("cells-bench: \(message)\n".utf8))
}

struct Row {
    let scenario: String
    let ours: Double
    let baseline: Double
    let unit: String
    let target: Double
    var ratio: Double { ours / baseline }
}

/// One benchmark: its name in the table, and how to measure both sides (ours, C).
@MainActor
struct Scenario {
    let name: String
    let unit: String
    let target: Double
    let measure: @MainActor () throws -> (Double, Double)

    init(_ name: String, unit: String, target: Double = .nan, measure: @escaping @MainActor () throws -> (Double, Double)) {
        self.name = name
        self.unit = unit
        self.target = target
        self.measure = measure
    }
}

/// The word after `flag` on the command line, if any.
func option(_ flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), arguments.count > index + 1 else { return nil }
    return arguments[index + 1]
}

@MainActor
func memoryInChild(ours: Bool, products: Int) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = ["--memory", ours ? "ours" : "c", String(products)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard let kilobytes = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw BenchmarkError("memory child printed \(output)")
    }
    return kilobytes
}

@MainActor
func run() throws -> Int32 {
    let arguments = CommandLine.arguments
    guard GtkRuntime.initialize() else {
        print("error: no display; run under Xvfb (Benchmarks/run does)")
        return 1
    }
    if let flag = arguments.firstIndex(of: "--memory"), arguments.count > flag + 2, let count = Int(arguments[flag + 2]) {
        print(Int(try residentGrowth(products: count, ours: arguments[flag + 1] == "ours")))
        return 0
    }
    if let flag = arguments.firstIndex(of: "--profile-toggle"), arguments.count > flag + 1, let count = Int(arguments[flag + 1]) {
        print("median toggle: \(median(try filterToggleOurs(products: count, samples: 41))) ms")
        return 0
    }
    if let flag = arguments.firstIndex(of: "--profile-open"), arguments.count > flag + 1, let count = Int(arguments[flag + 1]) {
        print("median opening: \(median(try openProductsOurs(products: count, samples: 41))) ms")
        return 0
    }
    let quick = arguments.contains("--quick")
    let samples = option("--samples", in: arguments).flatMap(Int.init) ?? (quick ? 3 : 11)
    let only = option("--only", in: arguments)
    let keystrokes = quick ? 1_000 : 10_000
    let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    let largest = sizes.last ?? 1_000
    let memoryProducts = quick ? 10_000 : 100_000

    var scenarios: [Scenario] = [
        Scenario("\(keystrokes.formatted()) keystrokes, each shown in the label", unit: "ms", target: 1.5) {
            (median(try keystrokesOurs(count: keystrokes, samples: samples)),
             median(try keystrokesBaseline(count: keystrokes, samples: samples)))
        },
    ]
    for size in sizes {
        scenarios.append(Scenario("filter toggle, \(size.formatted()) products, to the next painted frame", unit: "ms", target: 1.5) {
            (median(try filterToggleOurs(products: size, samples: samples)),
             median(try filterToggleBaseline(products: size, samples: samples)))
        })
    }
    scenarios.append(Scenario("star one row, \(largest.formatted()) products, to the next painted frame", unit: "ms", target: 1.5) {
        (median(try starOurs(products: largest, samples: samples)), median(try starBaseline(products: largest, samples: samples)))
    })
    scenarios += [
        Scenario("open the title editor to its first frame", unit: "ms") {
            (median(try openTitleEditorOurs(samples: samples)), median(try openTitleEditorBaseline(samples: samples)))
        },
        Scenario("open the product window to its first frame, 3 products", unit: "ms") {
            (median(try openProductsOurs(products: nil, samples: samples)),
             median(try openProductsBaseline(products: 3, samples: samples)))
        },
        Scenario("open the product window to its first frame, \(largest.formatted()) products", unit: "ms") {
            (median(try openProductsOurs(products: largest, samples: samples)),
             median(try openProductsBaseline(products: largest, samples: samples)))
        },
        Scenario("resident memory added by the product window, \(memoryProducts.formatted()) products", unit: "MB", target: 2.0) {
            (try memoryInChild(ours: true, products: memoryProducts), try memoryInChild(ours: false, products: memoryProducts))
        },
    ]
    if let only { scenarios = scenarios.filter { $0.name.contains(only) } }

    var rows: [Row] = []
    for scenario in scenarios {
        progress(scenario.name)
        let (ours, baseline) = try scenario.measure()
        rows.append(Row(scenario: scenario.name, ours: ours, baseline: baseline, unit: scenario.unit, target: scenario.target))
    }

    print("| scenario | Cells (median) | C GTK (median) | ratio | target |")
    print("|---|---:|---:|---:|---:|")
    for row in rows {
        let target = row.target.isNaN ? "–" : String(format: "≤ %.1f%@", row.target, row.ratio <= row.target ? "" : " (missed)")
        print("| \(row.scenario) | \(format(row.ours, row.unit)) | \(format(row.baseline, row.unit)) | \(String(format: "%.2f", row.ratio)) | \(target) |")
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
