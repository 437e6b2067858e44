import Cells
import CellsTesting
import Testing

/// SwiftUI code writes state in `onAppear` and `onChange` actions (Apple's own examples do):
/// no "modifying state during view update" warning, and the write shares the pass it was
/// made in, so the frame drawn after it shows it.
@MainActor
@Suite(.serialized) struct StateWrittenInReactionsTests {
    private struct Loader: View {
        @Owned private var status = "Loading"
        var body: some View {
            Text(status)
                .onAppear { status = "Loaded" }
        }
    }

    private static func labels(of graph: ViewGraph) -> [String] {
        (graph.rootWidget as! RecordedWidget).allDescendants.filter(\.isLabel).map(\.text)
    }

    @Test func theFirstFrameShowsWhatOnAppearWrote() {
        let scheduler = ManualScheduler()
        let (graph, warnings) = Diagnostics.collectingWarnings {
            ViewGraph(content: Loader(), backend: RecordingBackend(), scheduler: scheduler)
        }
        // Built, before any main-loop turn: what the first frame would draw.
        #expect(Self.labels(of: graph) == ["Loaded"])
        #expect(scheduler.pendingCount == 0, "no second pass waits")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aViewAppearingInAPassShowsItsOnAppearWriteInThatPass() throws {
        struct Screen: View {
            @Owned private var shown = false
            var body: some View {
                VStack {
                    if shown { Loader() }
                    Button("Show") { shown = true }
                }
            }
        }
        let host = ViewHost(Screen())
        let passes = host.updatePasses
        let ((), warnings) = try Diagnostics.collectingWarnings { try host.tap("Show") }
        _ = try host.label("Loaded")
        #expect(host.updatePasses == passes + 1)
        #expect(host.scheduler.pendingCount == 0)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Celsius → Fahrenheit → a description: each `onChange` writes what the next watches.
    private struct Chain: View {
        @Owned private var celsius = 0
        @Owned private var fahrenheit = 32
        @Owned private var summary = "freezing"
        var body: some View {
            VStack {
                Text("\(celsius) °C, \(fahrenheit) °F, \(summary)")
                Button("Warmer") { celsius += 10 }
            }
            .onChange(of: celsius) { _, new in fahrenheit = new * 9 / 5 + 32 }
            .onChange(of: fahrenheit) { _, new in summary = new > 32 ? "above freezing" : "freezing" }
        }
    }

    @Test func aChainOfOnChangeActionsSettlesInOnePass() throws {
        let host = ViewHost(Chain())
        let passes = host.updatePasses
        let ((), warnings) = try Diagnostics.collectingWarnings { try host.tap("Warmer") }
        _ = try host.label("10 °C, 50 °F, above freezing")
        #expect(host.updatePasses == passes + 1, "one pass, not one per link")
        #expect(host.scheduler.pendingCount == 0)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func onChangeWithInitialWritesBeforeTheFirstFrame() {
        struct Mirror: View {
            let source: Int
            @Owned private var copy = 0
            var body: some View {
                Text("copy \(copy)")
                    .onChange(of: source, initial: true) { _, new in copy = new }
            }
        }
        let scheduler = ManualScheduler()
        let (graph, warnings) = Diagnostics.collectingWarnings {
            ViewGraph(content: Mirror(source: 7), backend: RecordingBackend(), scheduler: scheduler)
        }
        #expect(Self.labels(of: graph) == ["copy 7"])
        #expect(scheduler.pendingCount == 0)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aClampingOnChangeRunsAgainOnceAndSettles() throws {
        struct Clamped: View {
            @Owned private var value = 5
            @Owned private var runs = 0
            var body: some View {
                VStack {
                    Text("value \(value), runs \(runs)")
                    Button("Add 10") { value += 10 }
                }
                .onChange(of: value) { _, new in
                    runs += 1
                    value = min(new, 10)
                }
            }
        }
        let host = ViewHost(Clamped())
        let ((), warnings) = try Diagnostics.collectingWarnings { try host.tap("Add 10") }
        _ = try host.label("value 10, runs 2")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func anOnChangeThatKeepsChangingWhatItWatchesIsStoppedWithSwiftUIsWarning() throws {
        struct Runaway: View {
            @Owned private var count = 0
            @Owned private var taps = 0
            var body: some View {
                VStack {
                    Text("count \(count > 0 ? "moved" : "still")")
                    Button("Taps \(taps)") { taps += 1 }
                    Button("Start") { count = 1 }
                }
                .onChange(of: count) { _, new in count = new + 1 }
            }
        }
        let host = ViewHost(Runaway())
        let ((), warnings) = try Diagnostics.collectingWarnings { try host.tap("Start") }
        #expect(host.scheduler.pendingCount == 0, "the loop stopped")
        let stops = warnings.filter { $0.hasPrefix("onChange(of: Int) action tried to update multiple times per frame") }
        #expect(stops.count == 1, "\(warnings)")
        #expect(stops.first?.contains("Runaway") == true)
        #expect(!warnings.contains { $0.hasPrefix("Modifying state during view update") })
        // Still responsive.
        try host.tap("Taps 0")
        _ = try host.button("Taps 1")
    }

    @Test func aBodyThatWritesStateIsStillWarnedAbout() {
        struct Writer: View {
            @Owned private var renders = 0
            var body: some View {
                let seen = renders
                if seen == 0 { renders = 1 }
                return Text("rendered \(seen)")
            }
        }
        let (_, warnings) = Diagnostics.collectingWarnings { ViewHost(Writer()) }
        #expect(warnings.contains { $0.hasPrefix("Modifying state during view update: Writer") })
    }
}

/// `.onChange(of:perform:)`, SwiftUI's older spelling with the new value only. It is
/// deprecated, as in SwiftUI: the view using it does so in a deprecated `body` (a deprecated
/// witness of `View.body` is used without a warning), so the build stays warning-free.
@MainActor
@Suite struct OnChangePerformTests {
    private struct Watcher: View {
        @Owned private var value = 1
        @Owned private var log: [String] = []

        @available(*, deprecated, message: "uses the deprecated onChange(of:perform:) on purpose")
        var body: some View {
            VStack {
                Text("log \(log.joined(separator: ","))")
                Button("Next") { value += 1 }
            }
            .onChange(of: value) { newValue in log.append("\(newValue)") }
        }
    }

    @Test func theOneParameterActionGetsTheNewValueButNotTheFirst() throws {
        let host = ViewHost(Watcher())
        _ = try host.label("log ")
        try host.tap("Next")
        try host.tap("Next")
        _ = try host.label("log 2,3")
    }

    /// A page covered by a pushed page runs its `onDisappear`: a write there is a reaction too
    /// (no warning), and the root shows it when the user comes back.
    @Test func aCoveredPagesOnDisappearWritesWithoutAWarning() throws {
        struct Root: View {
            @Owned private var leftCount = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Left \(leftCount) times")
                        NavigationLink("Open", destination: Text("Detail"))
                    }
                    .onDisappear { leftCount += 1 }
                }
            }
        }
        let host = ViewHost(Root())
        let ((), warnings) = try Diagnostics.collectingWarnings {
            try host.tap("Open")
            try host.goBack()
        }
        #expect(warnings.isEmpty, "\(warnings)")
        _ = try host.label("Left 1 times")
    }
}
