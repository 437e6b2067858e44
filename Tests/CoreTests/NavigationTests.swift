import Cells
import CellsTesting
import Examples
import Testing

@MainActor
@Suite struct NavigationTests {
    @Test func pushShowsAFreshPageAndBackRemovesIt() throws {
        let host = ViewHost(NavigatingScoreView())
        let created = ModelCreations.shared.count
        try host.tap("Next")
        _ = try host.label("Score: 0")
        #expect(throws: ViewHostError.self) { try host.button("Next") }  // the root is hidden
        for _ in 0..<4 { try host.tap("+1") }
        _ = try host.label("Score: 4")

        try host.tap("‹ Back")
        _ = try host.button("Next")
        #expect(!host.labelTexts.contains("Score: 4"))

        try host.tap("Next")
        _ = try host.label("Score: 0")
        _ = try host.label("Ummmm...")
        #expect(ModelCreations.shared.count == created + 2, "each push made its own model")
    }

    @Test func poppingReleasesThePagesOwnedObject() throws {
        final class Watched: ObservableObject {
            let released: Flag
            init(released: Flag) { self.released = released }
            deinit { MainActor.assumeIsolated { [released] in released.value = true } }
        }
        struct Page: View {
            @OwnedObject var watched: Watched
            init(released: Flag) { _watched = OwnedObject(wrappedValue: Watched(released: released)) }
            var body: some View { Text("Page") }
        }
        let released = Flag()
        let host = ViewHost(NavigationStack { NavigationLink("Open", destination: Page(released: released)) })
        try host.tap("Open")
        _ = try host.label("Page")
        #expect(!released.value)
        try host.tap("‹ Back")
        #expect(released.value)
    }

    /// Issue 18: the link's own copy of the destination shared the page's @Owned slot, so the
    /// page last popped kept its cell (and what the cell holds) until the next push.
    @Test func poppingReleasesThePagesOwnedValue() throws {
        final class Watched {
            let released: Flag
            init(released: Flag) { self.released = released }
            deinit { MainActor.assumeIsolated { [released] in released.value = true } }
        }
        struct Page: View {
            @Owned var watched: Watched?
            let released: Flag
            var body: some View {
                Button(watched == nil ? "Make" : "Made") { watched = Watched(released: released) }
            }
        }
        let released = Flag()
        let host = ViewHost(NavigationStack { NavigationLink("Open", destination: Page(watched: nil, released: released)) })
        try host.tap("Open")
        try host.tap("Make")
        _ = try host.button("Made")
        #expect(!released.value)
        try host.tap("‹ Back")
        #expect(released.value, "the popped page's @Owned value outlived it")
        try host.tap("Open")
        _ = try host.button("Make")
    }
}
