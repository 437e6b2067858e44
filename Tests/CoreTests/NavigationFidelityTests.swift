import Cells
import CellsTesting
import Testing

/// Issue 35: navigation as SwiftUI documents it: a view-destination page follows its link's
/// current body, a covered page has disappeared, typed paths, `navigationDestination(isPresented:)`
/// and `.navigationTitle(Text)`.
@MainActor
@Suite struct NavigationFidelityTests {
    /// A pushed page with state of its own, showing what its link gave it.
    struct Detail: View {
        let item: String
        @Owned private var taps = 0
        var body: some View {
            VStack {
                Text("item \(item)")
                Text("taps \(taps)")
                Button("Tap Detail") { taps += 1 }
            }
        }
    }

    final class Store: ObservableObject {
        @Published var item = "apple"
    }

    /// The link's destination is made from the parent's state; the store is written while the
    /// page is pushed (a timer, another window, a model change).
    struct Shelf: View {
        @ObservedObject var store: Store
        var body: some View {
            NavigationStack {
                VStack {
                    Text("shelf \(store.item)")
                    NavigationLink("Open", destination: Detail(item: store.item))
                }
            }
        }
    }

    @Test func aViewDestinationPageFollowsTheLinksCurrentBodyAndKeepsItsState() throws {
        let (_, warnings) = try Diagnostics.collectingWarnings {
            let store = Store()
            let host = ViewHost(Shelf(store: store))
            try host.tap("Open")
            _ = try host.label("item apple")
            try host.tap("Tap Detail")
            try host.tap("Tap Detail")
            _ = try host.label("taps 2")

            store.item = "pear"
            host.settle()
            _ = try host.label("item pear")
            _ = try host.label("taps 2")  // the same page: its @Owned state stays

            try host.tap("‹ Back")
            _ = try host.label("shelf pear")
            try host.tap("Open")
            _ = try host.label("item pear")
            _ = try host.label("taps 0")  // a new push starts fresh
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// The parent owns the state, and the page writes it through a binding: the page shows
    /// the parent's new value at once.
    @Test func aPageWritingItsParentsStateShowsTheNewValue() throws {
        let (_, warnings) = try Diagnostics.collectingWarnings {
            struct Counter: View {
                @Binding var count: Int
                let shown: Int
                var body: some View {
                    VStack {
                        Text("shown \(shown)")
                        Button("Add") { count += 1 }
                    }
                }
            }
            struct Root: View {
                @Owned private var count = 0
                var body: some View {
                    NavigationStack {
                        NavigationLink("Count", destination: Counter(count: $count, shown: count))
                    }
                }
            }
            let host = ViewHost(Root())
            try host.tap("Count")
            _ = try host.label("shown 0")
            try host.tap("Add")
            try host.tap("Add")
            _ = try host.label("shown 2")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    final class Log {
        var events: [String] = []
    }

    struct Lifecycle: View {
        let log: Log
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Root")
                    NavigationLink("First", destination: FirstPage(log: log))
                }
                .onAppear { log.events.append("root appear") }
                .onDisappear { log.events.append("root disappear") }
            }
        }
    }

    struct FirstPage: View {
        let log: Log
        var body: some View {
            VStack {
                Text("First")
                NavigationLink("Second", destination: Text("Second").onAppear { log.events.append("second appear") }
                    .onDisappear { log.events.append("second disappear") })
            }
            .onAppear { log.events.append("first appear") }
            .onDisappear { log.events.append("first disappear") }
        }
    }

    @Test func pushingCoversThePageBelowWhichDisappearsAndAppearsAgainOnPop() throws {
        let (_, warnings) = try Diagnostics.collectingWarnings {
            let log = Log()
            let host = ViewHost(Lifecycle(log: log))
            #expect(log.events == ["root appear"])
            try host.tap("First")
            #expect(log.events.sorted() == ["first appear", "root appear", "root disappear"])
            log.events = []
            try host.tap("Second")
            #expect(log.events.sorted() == ["first disappear", "second appear"])
            log.events = []
            try host.tap("‹ Back")
            #expect(log.events.sorted() == ["first appear", "second disappear"])
            log.events = []
            try host.tap("‹ Back")
            #expect(log.events.sorted() == ["first disappear", "root appear"])
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func poppingTwoPagesAtOnceRunsTheCoveredOnesOnDisappearOnlyOnce() throws {
        let log = Log()
        struct Root: View {
            let log: Log
            @Owned var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Go", destination: NavigationLink("Deeper", destination: Button("Home") { path.removeLast(path.count) })
                        .onDisappear { log.events.append("middle disappear") })
                        .onAppear { log.events.append("root appear") }
                }
            }
        }
        let host = ViewHost(Root(log: log))
        try host.tap("Go")
        try host.tap("Deeper")
        #expect(log.events == ["root appear", "middle disappear"])
        // The covered middle page goes with the top one: it had already disappeared.
        try host.tap("Home")
        _ = try host.button("Go")
        #expect(log.events == ["root appear", "middle disappear", "root appear"])
    }

    enum Route: Hashable {
        case fruit(String)
        case count(Int)
    }

    struct Routes: View {
        @Owned var path: [Route] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("depth \(path.count)")
                    NavigationLink("Apple", value: Route.fruit("apple"))
                    Button("Two") { path.append(.count(1)); path.append(.count(2)) }
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .fruit(let name):
                        Text("fruit \(name)")
                    case .count(let n):
                        VStack {
                            Text("count \(n) of \(path.count)")
                            Button("Pop") { path.removeLast() }
                        }
                    }
                }
            }
        }
    }

    @Test func aTypedArrayPathPushesAndPops() throws {
        let host = ViewHost(Routes())
        try host.tap("Apple")
        _ = try host.label("fruit apple")
        try host.tap("‹ Back")
        _ = try host.label("depth 0")
        try host.tap("Two")
        _ = try host.label("count 2 of 2")
        try host.tap("Pop")
        _ = try host.label("count 1 of 1")
        try host.tap("‹ Back")
        _ = try host.label("depth 0")
    }

    @Test func anIntPathIsWrittenByLinksAndBack() throws {
        struct Numbers: View {
            @Owned var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Text("path \(path.map(String.init).joined(separator: ","))")
                        NavigationLink("Seven", value: 7)
                        NavigationLink("Plain", destination: Text("plain page"))
                    }
                    .navigationDestination(for: Int.self) { n in
                        VStack {
                            Text("number \(n)")
                            NavigationLink("Next", value: n + 1)
                        }
                    }
                }
            }
        }
        let host = ViewHost(Numbers())
        try host.tap("Seven")
        try host.tap("Next")
        _ = try host.label("number 8")
        try host.tap("‹ Back")
        _ = try host.label("number 7")
        try host.tap("‹ Back")
        _ = try host.label("path ")
        // A page pushed with a view stays out of the typed path.
        try host.tap("Plain")
        _ = try host.label("plain page")
        try host.tap("‹ Back")
        _ = try host.label("path ")
    }

    struct Settings: View {
        @Owned var showing = false
        @Owned var level = 1
        var body: some View {
            NavigationStack {
                VStack {
                    Text("showing \(showing)")
                    Button("Show") { showing = true }
                    Button("Raise") { level += 1 }
                }
                .navigationDestination(isPresented: $showing) {
                    VStack {
                        Text("settings level \(level)")
                        Button("Raise Here") { level += 1 }
                        Button("Hide") { showing = false }
                    }
                }
            }
        }
    }

    @Test func navigationDestinationIsPresentedPushesWhileTrueAndBackSetsItFalse() throws {
        let (_, warnings) = try Diagnostics.collectingWarnings {
            let host = ViewHost(Settings())
            _ = try host.label("showing false")
            try host.tap("Show")
            _ = try host.label("settings level 1")
            try host.tap("Raise Here")
            _ = try host.label("settings level 2")  // the page follows the current body
            try host.tap("‹ Back")
            _ = try host.label("showing false")  // back set the flag to false
            try host.tap("Show")
            _ = try host.label("settings level 2")
            try host.tap("Hide")  // writing false pops
            _ = try host.label("showing false")
            #expect(throws: ViewHostError.self) { try host.label("settings level 2") }
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aFlagTrueFromTheStartPushesAtOnce() throws {
        let host = ViewHost(Settings(showing: true))
        _ = try host.label("settings level 1")
        try host.tap("‹ Back")
        _ = try host.label("showing false")
    }

    @Test func navigationTitleTakesAText() throws {
        struct Titled: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open", destination: Text("inner").navigationBarTitle(Text("Inner"), displayMode: .inline))
                }
                .navigationTitle(Text("Pantry"))
            }
        }
        var environment = EnvironmentValues()
        environment.windowChrome = WindowChrome()
        let host = ViewHost(Titled(), environment: environment)
        #expect(host.navigationTitle == "Pantry")
        try host.tap("Open")
        #expect(host.navigationTitle == "Inner")
        try host.goBack()
        #expect(host.navigationTitle == "Pantry")
    }
}
