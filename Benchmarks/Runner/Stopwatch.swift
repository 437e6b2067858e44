import AllocationCounter

/// Times one operation of a sample and counts the heap allocations made meanwhile (by the whole
/// process: our code, GTK's and GLib's alike, `Benchmarks/AllocationCounter`).
///
/// `let watch = Stopwatch()` … `times.append(watch.stop())`: `stop()` returns the milliseconds
/// and leaves the allocation count in `AllocationLog`, where the runner picks it up beside the
/// time, one entry per row of the sample.
@MainActor
struct Stopwatch {
    private let start = now()
    private let allocationsAtStart = cells_allocation_count()

    /// Milliseconds since the stopwatch was made; records the allocations made since then.
    func stop() -> Double {
        let allocations = cells_allocation_count() - allocationsAtStart
        let elapsed = now() - start
        AllocationLog.counts.append(Double(allocations))
        return elapsed
    }
}

/// The allocation counts of the operations timed during the current sample, in row order.
@MainActor
enum AllocationLog {
    static var counts: [Double] = []

    /// Runs `sample`, and returns its values with the allocations of each of its rows (nil when
    /// the sample timed nothing with a `Stopwatch`, as the memory rows, measured in a child).
    static func measuring(_ sample: () throws -> [Double]) rethrows -> (values: [Double], allocations: [Double]?) {
        counts = []
        let values = try sample()
        defer { counts = [] }
        return (values, counts.count == values.count ? counts : nil)
    }
}
