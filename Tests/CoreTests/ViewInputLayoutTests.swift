@testable import Cells
import CellsTesting
import Testing

private final class Model {}

private struct Titled: View {
    weak var delegate: Model?
    let title: String
    var body: some View { Text(title) }
}

private struct Holding: View {
    let model: Model
    let count: Int
    var body: some View { Text("\(count)") }
}

private struct WithAction: View {
    let title: String
    let action: @MainActor @Sendable () -> Void
    var body: some View { Button(title, action: action) }
}

private struct Bound: View {
    @Binding var text: String
    var body: some View { Text(text) }
}

/// A view's new struct is compared with its last one field by field, at offsets found once per
/// type, with the rules reflection applied before: a changed field is seen wherever it is, a
/// weak reference is compared by the object it refers to, a closure is always new.
@MainActor
@Suite struct ViewInputLayoutTests {
    @Test func aChangeAfterAWeakFieldIsSeen() {
        let model = Model()
        // Same length, different ends: their first words are the same.
        let old = Titled(delegate: model, title: "A long title, number one")
        #expect(ViewInputs.areSame(old, Titled(delegate: model, title: "A long title, number one")))
        #expect(!ViewInputs.areSame(old, Titled(delegate: model, title: "A long title, number two")))
        #expect(!ViewInputs.areSame(old, Titled(delegate: Model(), title: "A long title, number one")))
    }

    @Test func objectsCompareByIdentityAndValuesByEquality() {
        let model = Model()
        #expect(ViewInputs.areSame(Holding(model: model, count: 1), Holding(model: model, count: 1)))
        #expect(!ViewInputs.areSame(Holding(model: model, count: 1), Holding(model: model, count: 2)))
        #expect(!ViewInputs.areSame(Holding(model: model, count: 1), Holding(model: Model(), count: 1)))
    }

    @Test func aClosureMakesEveryStructANewInput() {
        #expect(!ViewInputs.areSame(WithAction(title: "Go", action: {}), WithAction(title: "Go", action: {})))
    }

    @Test func bindingsCompareByWhereTheyPoint() {
        let first = Binding.constant("one")
        #expect(ViewInputs.areSame(Bound(text: first), Bound(text: first)))
    }

    @Test func anUnchangedChildIsNotEvaluatedWhenItsParentIs() throws {
        struct Child: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct Parent: View {
            @Owned var taps = 0
            var body: some View {
                VStack {
                    Button("Taps: \(taps)") { taps += 1 }
                    Child(title: "Unchanged")
                }
            }
        }
        let host = ViewHost(Parent())
        let before = host.graph.bodyEvaluations(of: Child.self)
        try host.tap("Taps: 0")
        try host.tap("Taps: 1")
        #expect(host.graph.bodyEvaluations(of: Child.self) == before)
        #expect(host.graph.bodyEvaluations(of: Parent.self) >= 3)
    }
}
