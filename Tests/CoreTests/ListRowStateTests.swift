import Cells
import CellsTesting
import Observation
import Testing

/// Rows of a `List` keep their `@Owned` state through any reordering of their elements, with
/// elements inserted and removed in the same change: the state follows the id.
@MainActor
@Suite struct ListRowStateTests {
    @Observable @MainActor
    final class Items {
        var ids: [Int]
        init(_ ids: [Int]) { self.ids = ids }
    }

    private struct Element: Identifiable {
        let id: Int
    }

    private struct CountingRow: View {
        let element: Element
        @Owned private var taps = 0
        var body: some View {
            Button("Row \(element.id): \(taps)") { taps += 1 }
        }
    }

    private struct Rows: View {
        let items: Items
        var body: some View {
            List {
                ForEach(items.ids.map(Element.init)) { element in
                    CountingRow(element: element)
                }
            }
        }
    }

    /// The rows in sight, as "Row id: taps".
    private func shownRows(_ host: ViewHost) throws -> [String] {
        try host.list().shownRows.map(\.labelText)
    }

    private func expected(_ ids: [Int], _ taps: [Int: Int]) -> [String] {
        ids.map { "Row \($0): \(taps[$0] ?? 0)" }
    }

    /// Taps row `id` until it shows `count` taps.
    private func tap(_ host: ViewHost, row id: Int, from current: Int, times: Int) throws {
        for step in 0..<times { try host.tap("Row \(id): \(current + step)") }
    }

    @Test(arguments: [
        [2, 1, 0],  // reversed: the middle row stays at index 1
        [0, 2, 1],  // index 2 to index 1
        [1, 0, 2],  // swap
        [1, 2, 0],  // index 0 to the end
        [2, 0, 1],  // the end to index 0
    ])
    func aMoveKeepsEveryRowsState(order: [Int]) throws {
        let items = Items([0, 1, 2])
        let host = ViewHost(Rows(items: items))
        try tap(host, row: 0, from: 0, times: 1)
        try tap(host, row: 1, from: 0, times: 2)
        try tap(host, row: 2, from: 0, times: 3)
        items.ids = order
        host.settle()
        #expect(try shownRows(host) == expected(order, [0: 1, 1: 2, 2: 3]))
    }

    @Test func randomPermutationsWithInsertsAndRemovalsKeepStateByID() throws {
        var generator = SeededGenerator(seed: 15)
        var nextID = 12
        let items = Items(Array(0..<nextID))
        let host = ViewHost(Rows(items: items))
        var taps: [Int: Int] = [:]
        for round in 0..<60 {
            // Tap a few rows, so rows differ in state.
            for id in items.ids.shuffled(using: &generator).prefix(3) {
                let current = taps[id] ?? 0
                let more = Int.random(in: 1...2, using: &generator)
                try tap(host, row: id, from: current, times: more)
                taps[id] = current + more
            }
            // A random permutation, with some elements removed and some new ones inserted.
            var ids = items.ids.shuffled(using: &generator)
            for _ in 0..<Int.random(in: 0...2, using: &generator) where ids.count > 4 {
                let removed = ids.remove(at: Int.random(in: 0..<ids.count, using: &generator))
                taps[removed] = nil
            }
            for _ in 0..<Int.random(in: 0...2, using: &generator) where ids.count < 16 {
                ids.insert(nextID, at: Int.random(in: 0...ids.count, using: &generator))
                nextID += 1
            }
            items.ids = ids
            host.settle()
            #expect(try shownRows(host) == expected(ids, taps), "round \(round): \(ids)")
        }
    }

    @Test func inALongListRowsThatStayInSightKeepTheirStateThroughRandomPermutations() throws {
        var generator = SeededGenerator(seed: 51)
        let items = Items(Array(0..<45))
        let host = ViewHost(Rows(items: items))
        let sight = host.backend.visibleRowCount
        var taps: [Int: Int] = [:]  // of the rows in sight; rows out of sight start afresh
        for round in 0..<40 {
            for id in items.ids.prefix(sight).shuffled(using: &generator).prefix(4) {
                let current = taps[id] ?? 0
                try tap(host, row: id, from: current, times: 1)
                taps[id] = current + 1
            }
            // Mostly small moves, sometimes a full shuffle, so rows stay in sight and leave it.
            var ids = items.ids
            if round % 4 == 0 {
                ids.shuffle(using: &generator)
            } else {
                for _ in 0..<3 {
                    let moved = ids.remove(at: Int.random(in: 0..<ids.count, using: &generator))
                    ids.insert(moved, at: Int.random(in: 0...ids.count, using: &generator))
                }
            }
            let wasInSight = Set(items.ids.prefix(sight))
            items.ids = ids
            host.settle()
            taps = taps.filter { wasInSight.contains($0.key) && ids.prefix(sight).contains($0.key) }
            #expect(try shownRows(host) == expected(Array(ids.prefix(sight)), taps), "round \(round)")
        }
    }
}
