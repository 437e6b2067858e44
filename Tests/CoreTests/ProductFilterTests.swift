import Cells
import CellsTesting
import Dispatch
import Examples
import Observation
import Testing

/// The behaviours in the header of shared/examples/ProductFilter.swift, and lists at scale.
@MainActor
@Suite struct ProductFilterTests {
    /// A host with its own settings store, so the filter starts off in every test.
    private func host(_ view: ProductsView = ProductsView()) -> ViewHost {
        ViewHost(view.defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence())))
    }

    /// The product titles shown, in order (rows after the filter row).
    private func titles(_ host: ViewHost) throws -> [String] {
        try host.list().shownRows.dropFirst().map(\.labelText)
    }

    @Test func everyProductIsListedInOrderWithTheFilterOff() throws {
        let host = host()
        #expect(try titles(host) == ["Tea kettle", "Desk lamp", "Notebook"])
        _ = try host.toggles["Show favorites only"]
    }

    @Test func theFilterShowsOnlyFavoritesAndTogglingBackRestoresAll() throws {
        let host = host()
        try host.tap(toggle: "Show favorites only")
        #expect(try titles(host) == ["Tea kettle", "Notebook"])
        try host.tap(toggle: "Show favorites only")
        #expect(try titles(host) == ["Tea kettle", "Desk lamp", "Notebook"])
    }

    @Test func starringARowWritesThatProduct() throws {
        let host = host()
        let lamp = try #require(try host.list().shownRows.first { $0.labelText == "Desk lamp" })
        let star = try #require(lamp.allDescendants.first { $0.properties(as: ToggleProperties.self)?.style == .checkbox })
        #expect(!star.isOn)
        try host.tap(star)
        try host.tap(toggle: "Show favorites only")
        #expect(try titles(host) == ["Tea kettle", "Desk lamp", "Notebook"])
    }

    @Test func unstarringARowUnderTheFilterRemovesIt() throws {
        let host = host()
        try host.tap(toggle: "Show favorites only")
        let kettle = try #require(try host.list().shownRows.first { $0.labelText == "Tea kettle" })
        let star = try #require(kettle.allDescendants.first { $0.properties(as: ToggleProperties.self)?.style == .checkbox })
        try host.tap(star)
        #expect(try titles(host) == ["Notebook"])
        #expect(try !host.list().shownRows.contains { $0 === kettle }, "the removed row is not shown")
    }

    @Test func theFilterChoiceIsKeptInTheSettings() throws {
        let persistence = InMemorySettingsPersistence()
        let store = SettingsStore(persistence: persistence)
        let host = ViewHost(ProductsView().defaultAppStorage(store))
        try host.tap(toggle: "Show favorites only")
        store.flush()
        #expect(persistence.saved["showFavorited"] == "true")
        let restarted = ViewHost(ProductsView().defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence(persistence.saved))))
        #expect(try titles(restarted) == ["Tea kettle", "Notebook"])
    }
}

/// Rows keep their own state when others are inserted before them.
private struct Row: Identifiable {
    let id: Int
    var name: String
}

private struct RowView: View {
    let name: String
    @Owned private var taps = 0
    var body: some View { Button("\(name) tapped \(taps)") { taps += 1 } }
}

private struct Rows: View {
    @Owned var rows = [Row(id: 1, name: "one"), Row(id: 2, name: "two")]
    @Owned var next = 3
    var body: some View {
        VStack {
            Button("Insert at front") {
                rows.insert(Row(id: next, name: "new \(next)"), at: 0)
                next += 1
            }
            Button("Remove first") { rows.removeFirst() }
            Button("Reverse") { rows.reverse() }
            ForEach(rows) { row in RowView(name: row.name) }
        }
    }
}

@MainActor
@Suite struct ListIdentityTests {
    @Test func insertingAtTheFrontKeepsEachRowsOwnState() throws {
        let host = ViewHost(Rows())
        try host.tap("two tapped 0")
        try host.tap("two tapped 1")
        let twoButton = try host.button("two tapped 2")
        try host.tap("Insert at front")
        #expect(host.widgets.filter { $0.is(ButtonProperties.self) }.map(\.labelText).dropFirst(3) == ["new 3 tapped 0", "one tapped 0", "two tapped 2"])
        #expect(twoButton.isAlive, "the surviving row kept its widget")
    }

    @Test func movingAndRemovingRowsKeepsTheSurvivorsStateAndWidgets() throws {
        let host = ViewHost(Rows())
        try host.tap("one tapped 0")
        let one = try host.button("one tapped 1")
        try host.tap("Insert at front")
        try host.tap("Reverse")
        #expect(host.widgets.filter { $0.is(ButtonProperties.self) }.map(\.labelText).dropFirst(3) == ["two tapped 0", "one tapped 1", "new 3 tapped 0"])
        try host.tap("Remove first")
        #expect(host.widgets.filter { $0.is(ButtonProperties.self) }.map(\.labelText).dropFirst(3) == ["one tapped 1", "new 3 tapped 0"])
        let stillOne = try host.button("one tapped 1")
        #expect(one.isAlive && stillOne === one, "the moved row kept its widget")
    }

    @Test func aBindingToARowKeepsPointingAtTheSameElementAfterInserts() throws {
        var captured: Binding<Row>?
        struct Editor: View {
            @Owned var rows = [Row(id: 1, name: "one"), Row(id: 2, name: "two")]
            let capture: (Binding<Row>) -> Void
            var body: some View {
                VStack {
                    Button("Insert") { rows.insert(Row(id: 0, name: "zero"), at: 0) }
                    Button("Remove two") { rows.removeAll { $0.id == 2 } }
                    Text(rows.map(\.name).joined(separator: ","))
                    ForEach($rows) { $row in
                        Text(row.name).onAppearCapture($row, id: 2, capture)
                    }
                }
            }
        }
        let host = ViewHost(Editor(capture: { captured = $0 }))
        let two = try #require(captured)
        try host.tap("Insert")
        two.wrappedValue.name = "TWO"
        host.settle()
        _ = try host.label("zero,one,TWO")

        // The element goes: reads give the last value, writes are dropped with a warning
        // naming the id, nothing else changes.
        try host.tap("Remove two")
        #expect(two.wrappedValue.name == "TWO")
        let (_, warnings) = Diagnostics.collectingWarnings {
            two.wrappedValue.name = "written after removal"
            host.settle()
        }
        #expect(warnings == ["a binding to the element with id 2 was written after the element left its collection; the write was dropped"])
        #expect(two.wrappedValue.name == "TWO")
        _ = try host.label("zero,one")
    }

    @Test func aFilterToggleWith100000ProductsEvaluatesOnceAndMakesOnlyVisibleRows() throws {
        let host = ViewHost(
            ProductsView(products: Product.generated(count: 100_000))
                .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
        )
        let list = try host.list()
        #expect(list.rowCount == 100_001)
        let rowsMade = host.backend.rowWidgetsMade
        #expect(rowsMade <= host.backend.visibleRowCount)
        let productsEvaluations = host.bodyEvaluations(of: ProductsView.self)

        let start = DispatchTime.now()
        try host.tap(toggle: "Show favorites only")
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
        print("filter toggle with 100,000 products, headless, debug build: \(Int(milliseconds)) ms")

        #expect(list.rowCount == 1 + 33_333)
        #expect(host.bodyEvaluations(of: ProductsView.self) <= productsEvaluations + 1)
        #expect(host.backend.rowWidgetsMade - rowsMade <= host.backend.visibleRowCount, "rows out of sight got views")
        #expect(list.shownRows.dropFirst().first?.labelText == "Product 3")
    }

    @Test func aLongListShowsItsFirstRowsAtOnceAndScansTheRestAfterwards() throws {
        let backend = RecordingBackend()
        let scheduler = ManualScheduler()
        let view = ProductsView(products: Product.generated(count: 100_000))
            .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
        let graph = ViewGraph(content: view, backend: backend, scheduler: scheduler)
        let root = try #require(graph.rootWidget as? RecordedWidget)
        let list = try #require(root.allDescendants.first { $0.is(ListProperties.self) })

        // Opened: the first rows are there to draw, a screenful and some (fewer than the 200
        // GTK's list view binds whatever is in sight); the rest is background work.
        #expect(list.rowCount > backend.visibleRowCount)
        #expect(list.rowCount < 200)
        #expect(scheduler.pendingBackgroundWork == 1)
        #expect(list.shownRows.dropFirst().first?.labelText == "Product 1")

        scheduler.runPending()
        #expect(list.rowCount == 100_001)
        #expect(scheduler.pendingBackgroundWork == 0)
        #expect(backend.rowWidgetsMade <= backend.visibleRowCount, "rows out of sight got views")
    }

    @Test func aLongFilteredListOpensWithAScreenfulOfRowsThatPass() throws {
        let backend = RecordingBackend()
        let scheduler = ManualScheduler()
        let store = SettingsStore(persistence: InMemorySettingsPersistence())
        store.setRawValue("true", forKey: "showFavorited")
        let graph = ViewGraph(
            content: ProductsView(products: Product.generated(count: 100_000)).defaultAppStorage(store),
            backend: backend, scheduler: scheduler
        )
        let root = try #require(graph.rootWidget as? RecordedWidget)
        let list = try #require(root.allDescendants.first { $0.is(ListProperties.self) })
        #expect(list.rowCount > backend.visibleRowCount)
        #expect(list.rowCount < 200)
        #expect(list.shownRows.dropFirst().map(\.labelText).prefix(3) == ["Product 3", "Product 6", "Product 9"])

        scheduler.runPending()
        #expect(list.rowCount == 1 + 33_333)
    }

    @Test func aFilterToggleWhileTheFirstScanGoesOnScansEverything() throws {
        let backend = RecordingBackend()
        let scheduler = ManualScheduler()
        let store = SettingsStore(persistence: InMemorySettingsPersistence())
        let graph = ViewGraph(
            content: ProductsView(products: Product.generated(count: 20_000)).defaultAppStorage(store),
            backend: backend, scheduler: scheduler
        )
        let root = try #require(graph.rootWidget as? RecordedWidget)
        let list = try #require(root.allDescendants.first { $0.is(ListProperties.self) })
        #expect(list.rowCount < 20_001)

        store.setRawValue("true", forKey: "showFavorited")
        scheduler.runPending()
        #expect(list.rowCount == 1 + 6_666)
        #expect(list.shownRows.dropFirst().first?.labelText == "Product 3")
    }

    /// A fully scanned list of `count` products, on a manual scheduler (keep the graph: the
    /// list goes with it).
    private func scannedProductList(count: Int) throws -> (graph: ViewGraph, backend: RecordingBackend, scheduler: ManualScheduler, store: SettingsStore, list: RecordedWidget) {
        let backend = RecordingBackend()
        let scheduler = ManualScheduler()
        let store = SettingsStore(persistence: InMemorySettingsPersistence())
        let graph = ViewGraph(
            content: ProductsView(products: Product.generated(count: count)).defaultAppStorage(store),
            backend: backend, scheduler: scheduler
        )
        let root = try #require(graph.rootWidget as? RecordedWidget)
        let list = try #require(root.allDescendants.first { $0.is(ListProperties.self) })
        scheduler.runPending()
        #expect(list.rowCount == count + 1)
        return (graph, backend, scheduler, store, list)
    }

    @Test func aFilterToggleOnALongListShowsTheRowsInSightWithTheNextFrameAndScansTheRestAfterwards() throws {
        let (graph, backend, scheduler, store, list) = try scannedProductList(count: 100_000)
        let elementsRun = graph.statistics.listElementsRun

        store.setRawValue("true", forKey: "showFavorited")
        scheduler.runPasses()  // what is done when the next frame is drawn
        #expect(list.shownRows.dropFirst().map(\.labelText).prefix(3) == ["Product 3", "Product 6", "Product 9"])
        #expect(list.rowCount < 400, "the rows in sight and some, not all 33,334")
        #expect(graph.statistics.listElementsRun - elementsRun < 2_000, "only the elements up to the rows in sight ran")
        #expect(scheduler.pendingBackgroundWork == 1)

        scheduler.runPending()
        #expect(list.rowCount == 1 + 33_333)
        #expect(backend.rowWidgetsMade <= 2 * backend.visibleRowCount, "rows out of sight got views")

        store.setRawValue("false", forKey: "showFavorited")
        scheduler.runPasses()
        #expect(list.shownRows.dropFirst().map(\.labelText).prefix(3) == ["Product 1", "Product 2", "Product 3"])
        #expect(list.rowCount < 400)
        scheduler.runPending()
        #expect(list.rowCount == 100_001)
    }

    @Test func aFilterToggleOnALongListScrolledToTheMiddleKeepsTheRowsInSightRight() throws {
        let (graph, backend, scheduler, store, list) = try scannedProductList(count: 20_000)
        defer { withExtendedLifetime(graph) {} }
        backend.scroll(list, toRow: 10_000)
        scheduler.runPending()
        #expect(list.shownRows.first?.labelText == "Product 10000")

        store.setRawValue("true", forKey: "showFavorited")
        scheduler.runPasses()
        // Every element up to the last row shown ran (then some): the rows before it are
        // all there, so what shows is the right run of favorites, in order.
        #expect(list.rowCount > 1 + 10_020 / 3)
        #expect(list.rowCount < 1 + 6_666, "the rows after those in sight come after the frame")
        let shown = list.shownRows.compactMap(\.labelText).compactMap { Int($0.dropFirst("Product ".count)) }
        #expect(shown.count == backend.visibleRowCount)
        #expect(shown.allSatisfy { $0.isMultiple(of: 3) })
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 == $0 + 3 })

        scheduler.runPending()
        #expect(list.rowCount == 1 + 6_666)
    }

    @Test func rowsOutOfSightAreRecycledWithFreshState() throws {
        struct Counter: Identifiable { let id: Int }
        struct Counters: View {
            var body: some View {
                List {
                    ForEach((0..<100).map(Counter.init)) { counter in CounterRow(number: counter.id) }
                }
            }
        }
        let host = ViewHost(Counters())
        try host.tap("Row 0: 0")
        _ = try host.button("Row 0: 1")
        let widgetsMade = host.backend.widgetsMade
        try host.scrollList(toRow: 50)
        try host.scrollList(toRow: 0)
        _ = try host.button("Row 0: 0")  // a row that comes back into sight is a new row
        #expect(host.backend.widgetsMade == widgetsMade, "rows reused the widgets of rows out of sight")
    }

    @Test func scrollingMakesRowsForWhatComesIntoSightOnly() throws {
        let host = ViewHost(
            ProductsView(products: Product.generated(count: 1_000))
                .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
        )
        try host.scrollList(toRow: 500)
        let list = try host.list()
        #expect(list.shownRows.count == host.backend.visibleRowCount)
        #expect(list.shownRows.first?.labelText == "Product 500")
    }
}

extension View {
    /// Hands the row binding of element `id` to `capture` when the row is made (test helper).
    func onAppearCapture<Element: Identifiable>(_ binding: Binding<Element>, id: Element.ID, _ capture: (Binding<Element>) -> Void) -> Self {
        if binding.wrappedValue.id == id { capture(binding) }
        return self
    }
}

/// A list row with its own state.
private struct CounterRow: View {
    let number: Int
    @Owned private var taps = 0
    var body: some View { Button("Row \(number): \(taps)") { taps += 1 } }
}

/// Editing one element through its row (a star) runs that element's content alone, when
/// nothing else the list depends on changed; otherwise the whole list is scanned again.
@MainActor
@Suite struct ElementWriteTests {
    private func host(count: Int, favoritesOnly: Bool = false) -> ViewHost {
        let store = SettingsStore(persistence: InMemorySettingsPersistence())
        if favoritesOnly { store.setRawValue("true", forKey: "showFavorited") }
        let host = ViewHost(ProductsView(products: Product.generated(count: count)).defaultAppStorage(store))
        host.scheduler.runPending()  // the rest of the first scan
        return host
    }

    private func star(of title: String, in host: ViewHost) throws -> RecordedWidget {
        let row = try #require(try host.list().shownRows.first { $0.labelText == title })
        return try #require(row.allDescendants.first { $0.properties(as: ToggleProperties.self)?.style == .checkbox })
    }

    @Test func starringOneRowOf100000RunsThatRowAlone() throws {
        let host = host(count: 100_000)
        let before = host.listElementsRun
        try host.tap(try star(of: "Product 2", in: host))
        #expect(host.listElementsRun - before == 1)
        #expect(try star(of: "Product 2", in: host).isOn)
        #expect(try host.list().rowCount == 100_001)

        // The star was written to the product: the filter shows it.
        try host.tap(toggle: "Show favorites only")
        #expect(try host.list().shownRows.dropFirst().prefix(3).map(\.labelText) == ["Product 2", "Product 3", "Product 6"])
        #expect(try host.list().rowCount == 1 + 33_334)
    }

    @Test func unstarringUnderTheFilterRemovesThatRowAlone() throws {
        let host = host(count: 100_000, favoritesOnly: true)
        let before = host.listElementsRun
        try host.tap(try star(of: "Product 6", in: host))
        #expect(host.listElementsRun - before == 1)
        #expect(try host.list().shownRows.dropFirst().prefix(3).map(\.labelText) == ["Product 3", "Product 9", "Product 12"])
        #expect(try host.list().rowCount == 1 + 33_332)

        // Starring back makes it come back in its place.
        try host.tap(toggle: "Show favorites only")
        try host.tap(try star(of: "Product 6", in: host))
        try host.tap(toggle: "Show favorites only")
        #expect(try host.list().shownRows.dropFirst().prefix(3).map(\.labelText) == ["Product 3", "Product 6", "Product 9"])
    }

    @Test func aFilterChangeAfterElementWritesStillScansEveryElement() throws {
        let host = host(count: 1_000)
        try host.tap(try star(of: "Product 1", in: host))
        let before = host.listElementsRun
        try host.tap(toggle: "Show favorites only")
        #expect(host.listElementsRun - before == 1_000)
        #expect(try host.list().rowCount == 1 + 334)
    }

    /// Rows that depend on the collection as a whole (each row is shown only when its points
    /// are at least the average) must all be checked again after one element is edited.
    @Test func rowsThatReadTheWholeCollectionAreAllCheckedAgain() throws {
        struct Scores: View {
            @Owned var scores = (1...5).map { Score(id: $0, points: $0) }
            var body: some View {
                let average = Double(scores.map(\.points).reduce(0, +)) / Double(scores.count)
                List {
                    ForEach($scores) { $score in
                        if Double(score.points) >= average {
                            Button("Score \(score.id): \(score.points)") { score.points += 10 }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Scores())
        #expect(try host.list().shownRows.map(\.labelText) == ["Score 3: 3", "Score 4: 4", "Score 5: 5"])
        try host.tap("Score 3: 3")  // the average is 5 now
        #expect(try host.list().shownRows.map(\.labelText) == ["Score 3: 13", "Score 5: 5"])
    }

    /// A row whose element was edited to another id is a different row, with fresh state.
    @Test func anElementEditedToAnotherIdIsANewRow() throws {
        struct Renaming: View {
            @Owned var scores = (1...3).map { Score(id: $0, points: 0) }
            var body: some View {
                List {
                    ForEach($scores) { $score in
                        CountingRow(name: "Row \(score.id)") { score.id += 10 }
                    }
                }
            }
        }
        let host = ViewHost(Renaming())
        try host.tap("Row 2 tapped 0")
        #expect(try host.list().shownRows.map(\.labelText) == ["Row 1 tapped 0", "Row 12 tapped 0", "Row 3 tapped 0"])
        try host.tap("Row 12 tapped 0")
        #expect(try host.list().shownRows.map(\.labelText) == ["Row 1 tapped 0", "Row 22 tapped 0", "Row 3 tapped 0"])
    }
}

/// A row that counts its taps in its own state, and runs `action` on each.
private struct CountingRow: View {
    let name: String
    let action: @MainActor () -> Void
    @Owned private var taps = 0
    var body: some View {
        Button("\(name) tapped \(taps)") {
            taps += 1
            action()
        }
    }
}

private struct Score: Identifiable {
    var id: Int
    var points: Int
}

/// Decides, for some rows only, whether they show.
@Observable @MainActor
private final class RowRules {
    var showEven = true
}

@MainActor
@Suite struct ElementWriteObservationTests {
    /// Only even rows read `rules.showEven`; an edit of an odd row runs that row alone, and a
    /// later change of the rule must still reach the list.
    @Test func anObservablePropertyReadByRowsNotRunAgainStillUpdatesTheList() throws {
        struct Rows: View {
            let rules: RowRules
            @Owned var scores = (1...4).map { Score(id: $0, points: 0) }
            var body: some View {
                List {
                    ForEach($scores) { $score in
                        if score.id.isMultiple(of: 2) ? rules.showEven : true {
                            Button("Row \(score.id): \(score.points)") { score.points += 1 }
                        }
                    }
                }
            }
        }
        let rules = RowRules()
        let host = ViewHost(Rows(rules: rules))
        let before = host.listElementsRun
        try host.tap("Row 1: 0")
        #expect(host.listElementsRun - before == 1)

        rules.showEven = false
        host.settle()
        #expect(try host.list().shownRows.map(\.labelText) == ["Row 1: 1", "Row 3: 0"])
    }
}
