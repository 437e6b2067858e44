import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// A search model as ports write it: its pipeline debounces on `RunLoop.main` and hops back
/// with `receive(on: DispatchQueue.main)`, both of which run inside the GLib main loop.
private final class FruitSearch: ObservableObject {
    static let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
    @Published var query = ""
    @Published private(set) var matches = FruitSearch.fruit
    @Published private(set) var summary = "5 fruit"
    private(set) var searches = 0

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(150), scheduler: RunLoop.main)
            .map { query in FruitSearch.fruit.filter { query.isEmpty || $0.hasPrefix(query) } }
            .assign(to: &$matches)
        $matches
            .dropFirst()
            .receive(on: DispatchQueue.main)
            .map { "\($0.count) fruit" }
            .assign(to: &$summary)
        $matches.dropFirst().sink { [weak self] _ in self?.searches += 1 }.store(in: &cancellables)
    }

    private var cancellables = Set<AnyCancellable>()
}

private struct SearchView: View {
    @OwnedObject var search = FruitSearch()
    var body: some View {
        VStack {
            TextField("Fruit", text: $search.query)
            Text(search.summary)
            ForEach(search.matches, id: \.self) { Text($0) }
        }
    }
}

/// Combine pipelines in a real window, fed by real key presses: the debounce's timer on
/// `RunLoop.main` and the main queue's blocks run between GTK's events.
final class CombineInGLibLoopTests: XCTestCase {
    func testTypingIsDebouncedOnTheMainRunLoopAndTheResultShows() throws {
        try onMainActor {
            let window = try RealWindow.opened(SearchView(), width: 320, height: 320)
            defer { window.close() }
            let shownFruit = { window.labelTexts.filter { FruitSearch.fruit.contains($0) } }
            XCTAssertEqual(shownFruit(), FruitSearch.fruit)

            try window.realType("Bl", intoEntry: "Fruit")
            XCTAssertEqual(shownFruit(), FruitSearch.fruit, "nothing is searched while typing goes on")
            window.settle(for: 0.5)
            XCTAssertEqual(shownFruit(), ["Blueberry"])
            XCTAssertNoThrow(try window.label("1 fruit"), "receive(on: DispatchQueue.main) ran in the GLib loop")

            try window.realKey("BackSpace")
            window.settle(for: 0.5)
            XCTAssertEqual(shownFruit(), ["Banana", "Blueberry"])
            XCTAssertNoThrow(try window.label("2 fruit"))
        }
    }
}
