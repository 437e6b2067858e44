import CellsGtk
import Gtk
import Observation
import XCTest

/// The ids a list shows, in order; the test reorders them.
@Observable @MainActor
private final class RowIDs {
    var ids: [Int]
    init(_ ids: [Int]) { self.ids = ids }
}

private struct RowElement: Identifiable {
    let id: Int
}

/// A row with its own state: how often its button was pressed.
private struct TappedRow: View {
    let element: RowElement
    @Owned private var taps = 0
    var body: some View {
        Button("Row \(element.id): \(taps)") { taps += 1 }
    }
}

private struct TappedRows: View {
    let rows: RowIDs
    var body: some View {
        List {
            ForEach(rows.ids.map(RowElement.init)) { element in
                TappedRow(element: element)
            }
        }
    }
}

/// Rows of a real GtkListView keep their `@Owned` state through moves, inserts and removals.
final class ListRowStateWindowTests: XCTestCase {
    func testRandomPermutationsKeepEachRowsStateWithItsID() throws {
        try onMainActor {
            var generator = GtkSeededGenerator(seed: 15)
            var nextID = 10
            let rows = RowIDs(Array(0..<nextID))
            let window = try RealWindow(TappedRows(rows: rows), title: "Rows")
            defer { window.close() }
            window.settle(for: 0.2)
            var taps: [Int: Int] = [:]
            for round in 0..<30 {
                for id in rows.ids.shuffled(using: &generator).prefix(2) {
                    let current = taps[id] ?? 0
                    try window.click("Row \(id): \(current)")
                    taps[id] = current + 1
                }
                var ids = rows.ids.shuffled(using: &generator)
                if round % 3 == 1, ids.count > 4 {
                    taps[ids.remove(at: Int.random(in: 0..<ids.count, using: &generator))] = nil
                }
                if round % 3 == 2, ids.count < 14 {
                    ids.insert(nextID, at: Int.random(in: 0...ids.count, using: &generator))
                    nextID += 1
                }
                rows.ids = ids
                window.settle(for: 0.05)
                XCTAssertEqual(try window.listLabelTexts(), ids.map { "Row \($0): \(taps[$0] ?? 0)" }, "round \(round)")
                XCTAssertEqual(try window.listItemCount(), ids.count)
            }
        }
    }

    func testReversingThreeRowsKeepsTheMiddleRowsState() throws {
        try onMainActor {
            let rows = RowIDs([0, 1, 2])
            let window = try RealWindow(TappedRows(rows: rows), title: "Rows")
            defer { window.close() }
            window.settle(for: 0.2)
            try window.click("Row 1: 0")
            try window.click("Row 2: 0")
            try window.click("Row 2: 1")
            rows.ids = [2, 1, 0]
            window.settle(for: 0.1)
            XCTAssertEqual(try window.listLabelTexts(), ["Row 2: 2", "Row 1: 1", "Row 0: 0"])
        }
    }
}

/// SplitMix64: a small deterministic generator, so a failing round can be replayed.
struct GtkSeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
