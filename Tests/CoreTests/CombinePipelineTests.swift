import Cells
import CellsTesting
import Foundation
import Testing

/// Combine as ports use it, through OpenCombine re-exported by Cells: a view model's pipeline
/// from a `@Published` query (`removeDuplicates`, `debounce`, `map`) back into a `@Published`
/// property with `assign(to:)`, whose writes update the views holding the model. Time is the
/// test's own (`TestScheduler`); the real `RunLoop.main` and `DispatchQueue.main` in the GLib
/// loop are `CombineInGLibLoopTests`'.
@MainActor
@Suite(.serialized) struct CombinePipelineTests {
    nonisolated static let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

    /// A search model as a SwiftUI tutorial writes it.
    final class FruitSearch: ObservableObject {
        @Published var query = ""
        @Published private(set) var matches: [String] = CombinePipelineTests.fruit
        /// How many filtered lists reached `matches`.
        private(set) var deliveries = 0
        private var cancellables = Set<AnyCancellable>()

        init(scheduler: TestScheduler) {
            $query
                .removeDuplicates()
                .debounce(for: .milliseconds(40), scheduler: scheduler)
                .map { query in CombinePipelineTests.fruit.filter { query.isEmpty || $0.hasPrefix(query) } }
                .assign(to: &$matches)
            $matches.dropFirst().sink { [weak self] _ in self?.deliveries += 1 }.store(in: &cancellables)
        }
    }

    struct SearchView: View {
        @ObservedObject var search: FruitSearch
        var body: some View {
            VStack {
                TextField("Fruit", text: $search.query)
                ForEach(search.matches, id: \.self) { Text($0) }
            }
        }
    }

    private func shownFruit(_ host: ViewHost) -> [String] {
        host.labelTexts.filter { Self.fruit.contains($0) }
    }

    @Test func typingIsDebouncedIntoOneSearchWhoseResultTheViewShows() throws {
        let clock = TestScheduler()
        let search = FruitSearch(scheduler: clock)
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(SearchView(search: search)) }
        #expect(shownFruit(host) == Self.fruit)
        for letter in ["A", "p", "r"] {
            try host.type(letter, into: "Fruit")
            clock.advance(by: .milliseconds(30))
        }
        host.settle()
        #expect(shownFruit(host) == Self.fruit, "nothing is searched before the typing pauses")
        #expect(search.deliveries == 0)

        clock.advance(by: .milliseconds(40))
        host.settle()
        #expect(shownFruit(host) == ["Apricot"], "the view follows a write made by assign(to:)")
        #expect(search.deliveries == 1, "three keystrokes, one search after the pause")

        search.query = "Apr"  // the same query again
        clock.advance(by: .milliseconds(100))
        #expect(search.deliveries == 1, "removeDuplicates dropped the query equal to the last")
        search.query = "Ch"
        clock.advance(by: .milliseconds(100))
        host.settle()
        #expect(shownFruit(host) == ["Cherry"])
        #expect(search.deliveries == 2)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func sinkAndAssignOnFollowAPublishedPropertyUntilCancelled() {
        final class Score: ObservableObject {
            @Published var points = 0
        }
        final class Board {
            var shown = ""
        }
        let score = Score()
        let board = Board()
        var seen: [Int] = []
        let sink = score.$points.sink { seen.append($0) }
        let assign = score.$points.map { "\($0) points" }.assign(to: \.shown, on: board)
        score.points = 3
        score.points = 5
        #expect(seen == [0, 3, 5], "the current value, then each new one")
        #expect(board.shown == "5 points")
        sink.cancel()
        assign.cancel()
        score.points = 8
        #expect(seen == [0, 3, 5])
        #expect(board.shown == "5 points")
    }

    @Test func combineLatestReadiesAFormOnceBothFieldsAreFilled() throws {
        final class SignUp: ObservableObject {
            @Published var name = ""
            @Published var password = ""
            @Published private(set) var canSignUp = false
            init() {
                Publishers.CombineLatest($name, $password)
                    .map { name, password in !name.isEmpty && password.count >= 8 }
                    .assign(to: &$canSignUp)
            }
        }
        struct SignUpForm: View {
            @ObservedObject var form: SignUp
            var body: some View {
                VStack {
                    TextField("Name", text: $form.name)
                    TextField("Password", text: $form.password)
                    Text(form.canSignUp ? "Ready" : "Incomplete")
                }
            }
        }
        let form = SignUp()
        let host = ViewHost(SignUpForm(form: form))
        _ = try host.label("Incomplete")
        try host.type("Ada", into: "Name")
        try host.type("lovelace", into: "Password")
        host.settle()
        _ = try host.label("Ready")
        try host.replaceText(in: "Name", with: "")
        host.settle()
        _ = try host.label("Incomplete")

        var sums: [Int] = []
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        let cancellable = left.combineLatest(right) { $0 + $1 }.sink { sums.append($0) }
        left.send(1)
        left.send(2)
        #expect(sums.isEmpty, "nothing until both have sent a value")
        right.send(10)
        left.send(3)
        #expect(sums == [12, 13])
        cancellable.cancel()
    }

    @Test func mergeSendsEveryValueOfBothAndFinishesWhenBothHave() {
        let saves = PassthroughSubject<String, Never>()
        let shortcuts = PassthroughSubject<String, Never>()
        var received: [String] = []
        var finished = false
        let cancellable = saves.merge(with: shortcuts)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        saves.send("button")
        shortcuts.send("Ctrl+S")
        saves.send(completion: .finished)
        shortcuts.send("Ctrl+S again")
        #expect(!finished, "one source is still going")
        shortcuts.send(completion: .finished)
        #expect(received == ["button", "Ctrl+S", "Ctrl+S again"])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func aCombinedPublisherEndsAtTheFirstFailureAndKeepsToTheDemand() {
        struct Offline: Error {}
        let first = PassthroughSubject<Int, Offline>()
        let second = PassthroughSubject<Int, Offline>()
        var received: [Int] = []
        var failed = false
        let cancellable = first.merge(with: second).prefix(2)
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { received.append($0) })
        first.send(1)
        second.send(2)
        second.send(3)
        #expect(received == [1, 2], "prefix(2) asked for two")
        cancellable.cancel()

        var latest: [String] = []
        let failing = first.combineLatest(second).sink(
            receiveCompletion: { if case .failure = $0 { failed = true } },
            receiveValue: { latest.append("\($0) \($1)") }
        )
        first.send(4)
        second.send(5)
        second.send(completion: .failure(Offline()))
        first.send(6)
        #expect(latest == ["4 5"])
        #expect(failed, "the failure of one source ends the whole")
        failing.cancel()
    }

    @Test func objectWillChangeIsAPublisherThatCombineOperatorsFollow() {
        final class Document: ObservableObject {
            @Published var text = ""
        }
        let document = Document()
        var changes = 0
        let cancellable = document.objectWillChange.prefix(2).sink { changes += 1 }
        #expect(document.objectWillChange.subscriberCount == 1)
        document.text = "a"
        document.text = "ab"
        document.text = "abc"
        #expect(changes == 2, "prefix(2) asked for two changes")
        #expect(document.objectWillChange.subscriberCount == 0, "prefix completed and let go")
        cancellable.cancel()
    }

    /// Lets the main queue run until `condition` holds or five seconds have passed (other
    /// suites share the main actor).
    private func waitFor(_ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(5)
        while !condition() && Date() < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test func aPipelineDeliveringOnABackgroundQueueHasItsValueKeptAndShown() async {
        final class Feed: ObservableObject {
            @Published var source = 0
            @Published private(set) var doubled = 0
            init() {
                $source.dropFirst().receive(on: DispatchQueue.global()).map { $0 * 2 }.assign(to: &$doubled)
            }
        }
        struct FeedView: View {
            @ObservedObject var feed: Feed
            var body: some View { Text("doubled \(feed.doubled)") }
        }
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed))
        feed.source = 21  // its doubled value is written on a global queue, warned about, kept
        await waitFor { feed.doubled == 42 }
        host.settle()
        #expect((try? host.label("doubled 42")) != nil, "the value written off the main thread is shown")
    }

    @Test func aModelAndItsPipelinesAreFreedWithTheLastViewHoldingIt() throws {
        let clock = TestScheduler()
        weak var released: FruitSearch?
        do {
            let search = FruitSearch(scheduler: clock)
            released = search
            let host = ViewHost(SearchView(search: search))
            try host.type("B", into: "Fruit")
            clock.advance(by: .milliseconds(50))
            #expect(search.matches == ["Banana", "Blueberry"])
        }
        #expect(released == nil, "the model, its assign(to:) and its sinks go with it")
        clock.advance(by: .milliseconds(50))
        #expect(clock.pendingActions == 0, "the debounce's repeating timer was cancelled")
    }
}

/// A scheduler whose time moves only when the test says: `advance(by:)` runs, in order, the
/// actions that come due.
final class TestScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = DispatchQueue.OCombine.SchedulerTimeType
    typealias SchedulerOptions = Never

    private(set) var now = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
    var minimumTolerance: SchedulerTimeType.Stride { .zero }
    private var scheduled: [(date: SchedulerTimeType, order: Int, interval: SchedulerTimeType.Stride?, action: () -> Void)] = []
    private var order = 0

    /// Actions still waiting for their time.
    var pendingActions: Int { scheduled.count }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        schedule(after: now, tolerance: .zero, options: nil, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        order += 1
        scheduled.append((date, order, nil, action))
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        order += 1
        let token = order
        scheduled.append((date, token, interval, action))
        return AnyCancellable { [weak self] in self?.scheduled.removeAll { $0.order == token } }
    }

    /// Moves time on by `stride`, running each action that comes due, earliest first.
    func advance(by stride: SchedulerTimeType.Stride) {
        let end = now.advanced(by: stride)
        while let next = scheduled.filter({ $0.date <= end }).min(by: { ($0.date, $0.order) < ($1.date, $1.order) }) {
            scheduled.removeAll { $0.order == next.order }
            if let interval = next.interval {
                scheduled.append((next.date.advanced(by: interval), next.order, interval, next.action))
            }
            now = next.date
            next.action()
        }
        now = end
    }
}
