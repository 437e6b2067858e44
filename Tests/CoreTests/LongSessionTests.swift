import Cells
import CellsTesting
import MemoryStats
import Observation
import Testing

/// Bytes the process has taken from malloc and not given back.
func mallocatedBytes() -> Int {
    Int(cells_malloced_bytes())
}

/// A model that lives as long as the app: read by views, rarely written.
@Observable @MainActor
final class SessionModel {
    var name = "Ada"
    var unread = 0
}

/// A view that reads the model's name and is evaluated again for its own counter.
private struct NameAndCounter: View {
    let model: SessionModel
    @Owned var taps = 0
    var body: some View {
        VStack {
            Text("\(model.name): \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

/// A view that shows or hides a reader of the model.
private struct ToggledReader: View {
    let model: SessionModel
    @Owned var shown = true
    var body: some View {
        VStack {
            if shown { NameReader(model: model) }
            Button("Flip") { shown.toggle() }
        }
    }
}

private struct NameReader: View {
    let model: SessionModel
    var body: some View { Text("Name: \(model.name)") }
}

/// A window's tab, kept in its scene values.
private struct SceneTab: View {
    @SceneStorage("tab") var tab = 0
    var body: some View {
        Button("Tab \(tab)") { tab += 1 }
    }
}

/// 200 numbered rows; the filter keeps the multiples of 3 (67 rows).
private struct NumberList: View {
    @Owned var onlyThirds = false
    @Owned var taps = 0
    var body: some View {
        VStack {
            Toggle("Only multiples of 3", isOn: $onlyThirds)
            Text("Taps: \(taps)")
            List {
                ForEach(0..<200) { number in
                    if !onlyThirds || number.isMultiple(of: 3) {
                        Button("Row \(number)") { taps += 1 }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct LongSessionTests {
    /// Issue 18, item 1: each evaluation registered anew in the model's registrar, and a
    /// registration left only when the name changed: ~700 bytes per tap, 3.5 MB over 5,000.
    @Test func reEvaluatingAViewOfALongLivedModelDoesNotPileUpRegistrations() throws {
        let model = SessionModel()
        let host = ViewHost(NameAndCounter(model: model))
        for _ in 0..<200 { try host.tap("Tap") }
        let before = mallocatedBytes()
        for _ in 0..<5_000 { try host.tap("Tap") }
        let grown = mallocatedBytes() - before
        #expect(grown < 256 * 1024, "malloc'd bytes grew by \(grown) over 5,000 evaluations")
        #expect(try host.label("Ada: 5200").text == "Ada: 5200")

        // Still tracked per property: a write to an unread property evaluates nothing, a
        // write to the name evaluates the view once.
        let evaluations = host.bodyEvaluations(of: NameAndCounter.self)
        model.unread += 1
        host.settle()
        #expect(host.bodyEvaluations(of: NameAndCounter.self) == evaluations)
        model.name = "Grace"
        host.settle()
        #expect(host.bodyEvaluations(of: NameAndCounter.self) == evaluations + 1)
        #expect(try host.label("Grace: 5200").text == "Grace: 5200")
    }

    /// Issue 18, item 1: a node that leaves the tree takes its registration with it.
    @Test func aDestroyedNodeLeavesNoRegistrationBehind() throws {
        let model = SessionModel()
        let host = ViewHost(ToggledReader(model: model))
        for _ in 0..<200 { try host.tap("Flip") }
        let before = mallocatedBytes()
        for _ in 0..<4_000 { try host.tap("Flip") }
        let grown = mallocatedBytes() - before
        #expect(grown < 256 * 1024, "malloc'd bytes grew by \(grown) over 2,000 readers made and destroyed")
        model.name = "Grace"
        host.settle()
        #expect(try host.label("Name: Grace").text == "Name: Grace")
    }

    /// Issue 18, item 2: the store's scheduled save captured the store, and in-memory
    /// persistence holds scheduled work until `runScheduledWork()`: every window that wrote a
    /// scene value kept its store, entries and values for good.
    @Test func aWrittenSceneStoreIsFreedWithItsWindowAndSavesWhatWasPending() throws {
        weak var weakStore: SettingsStore?
        let persistence = InMemorySettingsPersistence()
        do {
            let store = SettingsStore(persistence: persistence)
            weakStore = store
            var environment = EnvironmentValues()
            environment.sceneStore = store
            let host = ViewHost(SceneTab(), environment: environment)
            try host.tap("Tab 0")
            _ = try host.button("Tab 1")
            #expect(persistence.saveCount == 0, "the save is debounced")
        }
        #expect(weakStore == nil, "the store outlived its window")
        #expect(persistence.saved["tab"] == "1", "a store that goes saves what was pending")
    }

    /// Issue 18, item 4: the recording backend kept its first visible row when the list
    /// shrank under it, and the process died. A GtkListView clamps: the last screenful shows.
    @Test func aListFilteredBelowItsScrollPositionShowsItsLastRowsAndTheTestGoesOn() throws {
        let host = ViewHost(NumberList())
        try host.scrollList(toRow: 150)
        #expect(try host.list().shownRows.first?.labelText == "Row 150")
        try host.tap(toggle: "Only multiples of 3")
        let list = try host.list()
        #expect(list.rowCount == 67)
        #expect(list.firstVisibleRow == 67 - host.backend.visibleRowCount)
        #expect(list.shownRows.map(\.labelText) == (47..<67).map { "Row \($0 * 3)" })
        try host.tap("Row 198")
        #expect(try host.label("Taps: 1").labelText == "Taps: 1")
        try host.scrollList(toRow: 0)
        #expect(list.shownRows.first?.labelText == "Row 0")
        try host.tap(toggle: "Only multiples of 3")
        #expect(list.rowCount == 200)
        #expect(list.shownRows.map(\.labelText) == (0..<20).map { "Row \($0)" })

        // Scrolled to a row the shorter list still has, but too near its end for a screenful:
        // the last screenful shows, not 12 rows.
        try host.scrollList(toRow: 55)
        try host.tap(toggle: "Only multiples of 3")
        #expect(list.firstVisibleRow == 47)
        #expect(list.shownRows.count == host.backend.visibleRowCount)
    }
}
