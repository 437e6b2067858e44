import Cells
import CellsTesting
import Testing

/// A live preview reloads a view's code and makes its tree again: the `@Owned` values of the
/// old tree carry over to views at the same places, and nowhere else.
@MainActor
@Suite struct CarriedOwnedValuesTests {
    enum Mode: CaseIterable { case compact, wide }

    struct Counter: View {
        @Owned private var count = 0
        @Owned private var name = ""
        @Owned private var mode = Mode.compact

        var body: some View {
            VStack {
                Text("Count \(count), \(name), \(mode)")
                Button("Add") { count += 1 }
                Button("Widen") { mode = .wide }
                TextField("Name", text: $name)
            }
        }
    }

    struct Page: View {
        let isWide: Bool
        var body: some View {
            if isWide {
                HStack { Counter() }
            } else {
                VStack { Counter() }
            }
        }
    }

    /// The old tree's host after a person's edits.
    private func editedHost<V: View>(_ view: V) throws -> ViewHost {
        let host = ViewHost(view)
        try host.tap("Add")
        try host.tap("Add")
        try host.tap("Widen")
        try host.type("Ada", into: "Name")
        host.settle()
        #expect(try host.label(startingWith: "Count").labelText == "Count 2, Ada, wide")
        return host
    }

    @Test func aTreeMadeAgainStartsWithTheOldTreesValues() throws {
        let old = try editedHost(Page(isWide: false))
        let carried = CarriedOwnedValues(of: old.graph)
        #expect(carried.count == 3)
        let reloaded = carried.whileMakingViews { ViewHost(Page(isWide: false)) }
        #expect(try reloaded.label(startingWith: "Count").labelText == "Count 2, Ada, wide")
        #expect(try reloaded.textField("Name").text == "Ada")
        // The new tree's values are its own: a tap changes them, not the old tree's.
        try reloaded.tap("Add")
        reloaded.settle()
        #expect(try reloaded.label(startingWith: "Count").labelText == "Count 3, Ada, wide")
        #expect(try old.label(startingWith: "Count").labelText == "Count 2, Ada, wide")
    }

    @Test func withoutCarryingATreeMadeAgainStartsFresh() throws {
        _ = try editedHost(Page(isWide: false))
        let reloaded = ViewHost(Page(isWide: false))
        #expect(try reloaded.label(startingWith: "Count").labelText == "Count 0, , compact")
    }

    @Test func aViewAtAnotherPlaceOrOfAnotherTypeStartsFresh() throws {
        let old = try editedHost(Page(isWide: false))
        let carried = CarriedOwnedValues(of: old.graph)
        // The counter is now in the other branch of the page's `if`.
        let moved = carried.whileMakingViews { ViewHost(Page(isWide: true)) }
        #expect(try moved.label(startingWith: "Count").labelText == "Count 0, , compact")
        // The counter is the root, not inside a page.
        let rooted = carried.whileMakingViews { ViewHost(Counter()) }
        #expect(try rooted.label(startingWith: "Count").labelText == "Count 0, , compact")
    }

    @Test func valuesAreOfferedOnlyWhileMakingViews() throws {
        let old = try editedHost(Page(isWide: false))
        _ = CarriedOwnedValues(of: old.graph).whileMakingViews { 0 }
        let later = ViewHost(Page(isWide: false))
        #expect(try later.label(startingWith: "Count").labelText == "Count 0, , compact")
    }
}
