import Cells
import CellsTesting
import Testing

/// A list whose rows are filtered by state read inside `ForEach`: the rows the backend shows
/// after each change, the widgets of rows that stay, and duplicate ids.
@MainActor
@Suite struct ListFilteringTests {
    private struct Item: Identifiable {
        let id: Int
    }

    /// Shows the items whose id is in `shown`; a button replaces `shown` with the next set.
    private struct FilteredList: View {
        let items: [Item]
        let filters: [Set<Int>]
        @Owned private var filterIndex = 0

        var body: some View {
            List {
                Button("Next filter") { filterIndex += 1 }
                ForEach(items) { item in
                    if filters[filterIndex % filters.count].contains(item.id) {
                        Text("Item \(item.id)")
                    }
                }
            }
        }
    }

    /// Every row's text, scrolling through the whole list a screenful at a time.
    private func allRowTexts(_ host: ViewHost) throws -> [String] {
        let list = try host.list()
        var texts: [String] = []
        var first = 0
        while first < list.rowCount {
            try host.scrollList(toRow: first)
            texts += list.shownRows.map(\.labelText)
            first += host.backend.visibleRowCount
        }
        try host.scrollList(toRow: 0)
        return texts
    }

    @Test func randomFiltersShowExactlyTheRowsThatPass() throws {
        var generator = SeededGenerator(seed: 7)
        let items = (0..<150).map(Item.init)
        let filters: [Set<Int>] = (0..<12).map { round in
            // Dense, sparse, empty and full sets, so that rows come and go in runs and alone.
            let density = [0.0, 0.1, 0.5, 0.9, 1.0, 0.3][round % 6]
            return Set(items.map(\.id).filter { _ in Double.random(in: 0..<1, using: &generator) < density })
        }
        let host = ViewHost(FilteredList(items: items, filters: filters))
        for round in 0..<filters.count {
            let expected = ["Next filter"] + items.map(\.id).filter(filters[round].contains).map { "Item \($0)" }
            #expect(try host.list().rowCount == expected.count, "round \(round)")
            #expect(try allRowTexts(host) == expected, "round \(round)")
            try host.tap("Next filter")
        }
    }

    @Test func rowsThatStayThroughAFilterKeepTheirWidgets() throws {
        let filters: [Set<Int>] = [[1, 2, 3, 4], [1, 3], [1, 2, 3, 4]]
        let host = ViewHost(FilteredList(items: (1...4).map(Item.init), filters: filters))
        let three = try host.label("Item 3")
        let widgetsMade = host.backend.widgetsMade
        try host.tap("Next filter")
        #expect(try host.list().shownRows.map(\.labelText) == ["Next filter", "Item 1", "Item 3"])
        let threeAfter = try host.label("Item 3")
        #expect(three.isAlive && threeAfter === three, "the row that stayed kept its widget")
        try host.tap("Next filter")
        #expect(try host.list().shownRows.map(\.labelText) == ["Next filter", "Item 1", "Item 2", "Item 3", "Item 4"])
        let threeBack = try host.label("Item 3")
        #expect(threeBack === three)
        #expect(host.backend.widgetsMade - widgetsMade <= 2, "only the two rows that came back needed widgets")
    }

    private struct Numbers: View {
        @Owned private var evenOnly = false
        var body: some View {
            List {
                Toggle("Even only", isOn: $evenOnly)
                ForEach([1, 2, 2, 3, 4], id: \.self) { number in
                    if !evenOnly || number.isMultiple(of: 2) {
                        Text("Number \(number)")
                    }
                }
            }
        }
    }

    private struct Counter: Identifiable {
        let id: Int
        var count: Int
    }

    /// Counters edited through their rows' bindings, and through a second `ForEach` of
    /// buttons outside the list (which can bring a hidden row back); a toggle hides the odd
    /// ones; buttons insert in the middle and remove the first.
    private struct EditableCounters: View {
        @Owned private var counters: [Counter]
        @Owned private var evenOnly = false

        init(counters: [Counter]) {
            _counters = Owned(initialValue: counters)
        }

        var body: some View {
            VStack {
                list
                ForEach($counters) { $counter in
                    Button("Bump \(counter.id)") { counter.count += 1 }
                }
            }
        }

        private var list: some View {
            List {
                Toggle("Even only", isOn: $evenOnly)
                Button("Insert") {
                    let id = (counters.map(\.id).max() ?? 0) + 1
                    counters.insert(Counter(id: id, count: 0), at: counters.count / 2)
                }
                Button("Remove first") { if !counters.isEmpty { counters.removeFirst() } }
                ForEach($counters) { $counter in
                    if !evenOnly || counter.count.isMultiple(of: 2) {
                        Button("Counter \(counter.id): \(counter.count)") { counter.count += 1 }
                    }
                }
            }
        }
    }

    @Test func randomEditsThroughRowsShowExactlyTheRowsThatPass() throws {
        var generator = SeededGenerator(seed: 11)
        var model = (1...40).map { Counter(id: $0, count: Int.random(in: 0..<3, using: &generator)) }
        var evenOnly = false
        let host = ViewHost(EditableCounters(counters: model))
        for round in 0..<200 {
            let shown = model.filter { !evenOnly || $0.count.isMultiple(of: 2) }
            let action = Int.random(in: 0..<20, using: &generator)
            if action < 11, let counter = shown.randomElement(using: &generator) {
                // A row's own edit: only that element's content runs again.
                try host.scrollList(toRow: 3 + shown.firstIndex { $0.id == counter.id }!)
                let before = host.listElementsRun
                try host.tap("Counter \(counter.id): \(counter.count)")
                model[model.firstIndex { $0.id == counter.id }!].count += 1
                #expect(host.listElementsRun - before == 1, "round \(round)")
            } else if action < 15, let counter = model.randomElement(using: &generator) {
                // The same through a button outside the list: a hidden row may come back.
                let before = host.listElementsRun
                try host.tap("Bump \(counter.id)")
                model[model.firstIndex { $0.id == counter.id }!].count += 1
                #expect(host.listElementsRun - before == 1, "round \(round)")
            } else if action < 17 {
                try host.tap(toggle: "Even only")
                evenOnly.toggle()
            } else if action < 19 {
                try host.tap("Insert")
                model.insert(Counter(id: (model.map(\.id).max() ?? 0) + 1, count: 0), at: model.count / 2)
            } else {
                try host.tap("Remove first")
                if !model.isEmpty { model.removeFirst() }
            }
            let expected = ["Even only", "Insert", "Remove first"]
                + model.filter { !evenOnly || $0.count.isMultiple(of: 2) }.map { "Counter \($0.id): \($0.count)" }
            #expect(try allRowTexts(host) == expected, "round \(round)")
        }
    }

    @Test func aSecondElementWithTheSameIdIsLeftOutBeforeAndAfterAFilterChange() throws {
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(Numbers()) }
        #expect(warnings == ["ForEach skipped a second element with id 2; ids must be unique"])
        #expect(try host.list().shownRows.dropFirst().map(\.labelText) == ["Number 1", "Number 2", "Number 3", "Number 4"])
        try host.tap(toggle: "Even only")
        #expect(try host.list().shownRows.dropFirst().map(\.labelText) == ["Number 2", "Number 4"])
        try host.tap(toggle: "Even only")
        #expect(try host.list().shownRows.dropFirst().map(\.labelText) == ["Number 1", "Number 2", "Number 3", "Number 4"])
    }
}

/// A small deterministic random number generator (SplitMix64), so a failing round can be
/// replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
