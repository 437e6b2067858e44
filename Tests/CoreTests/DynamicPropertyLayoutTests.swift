@testable import Cells
import CellsTesting
import Testing

/// A custom dynamic property holding an `@Owned` cell, as a user's property wrapper does.
@propertyWrapper
private struct Counted: DynamicProperty {
    @Owned private var count = 0
    var wrappedValue: Int { count }
    func increment() { count += 1 }
}

private struct Counters: View {
    @Owned var title = "Counters"
    @Counted var taps: Int
    @Owned var other = "unchanged"
    var body: some View {
        Button("\(title): \(taps), \(other)") { _taps.increment() }
    }
}

/// A view's dynamic properties are found once per view type, each with its slot in the node's
/// storage, in the order the view declares them (a custom property's contents at its place).
@MainActor
@Suite struct DynamicPropertyLayoutTests {
    @Test func aTypesPropertiesAreLaidOutOnceWithSlotsInOrder() throws {
        let layout = try #require(DynamicPropertyLayout.of(Counters.self))
        #expect(DynamicPropertyLayout.of(Counters.self) === layout, "made once per type")
        let places = layout.steps.compactMap { step -> String? in
            if case .link(_, _, let place) = step { return "\(place.slot ?? -1) \(place.name)" }
            return nil
        }
        #expect(places == ["0 _title", "1 _taps._count", "2 _other"])
        #expect(layout.slotNames == ["_title", "_taps._count", "_other"])
        #expect(layout.hasCustomProperties, "the custom property's update() runs before every body")
    }

    @Test func eachPropertyKeepsItsOwnStateThroughItsSlot() throws {
        let host = ViewHost(Counters())
        try host.tap("Counters: 0, unchanged")
        try host.tap("Counters: 1, unchanged")
        _ = try host.buttons["Counters: 2, unchanged"]
    }

    @Test func aClassIsNotLaidOut() {
        final class NotAStruct {}
        #expect(DynamicPropertyLayout.of(NotAStruct.self) == nil)
    }
}
