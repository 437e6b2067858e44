import Cells
import CellsTesting
import Testing

/// Padding and widget-attribute modifiers have no node of their own: their content's node
/// takes their place. What a user sees must not change: margins and attributes follow the
/// modifiers' values, and adding or removing a modifier is still a new view.
@MainActor @Suite struct ModifierFoldingTests {
    @Test func changingAFoldedPaddingChangesTheMarginsAndKeepsTheWidget() throws {
        struct Growing: View {
            @Owned var wide = false
            var body: some View {
                VStack {
                    Text("Padded").padding(wide ? 20 : 4).help(wide ? "wide" : "narrow")
                    Button("Widen") { wide.toggle() }
                }
            }
        }
        let host = ViewHost(Growing())
        let label = try host.label("Padded")
        #expect(label.padding == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        #expect(label.attributes[HelpAttribute.self] == "narrow")
        let textWrites = label.writes(of: "text")
        try host.tap("Widen")
        #expect(label.padding == EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
        #expect(label.attributes[HelpAttribute.self] == "wide")
        #expect(label.writes(of: "text") == textWrites, "the same label, with only its margins and tooltip written")
        try host.tap("Widen")
        #expect(label.padding == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
    }

    @Test func addingOrRemovingAModifierIsANewViewWithFreshState() throws {
        struct Counter: View {
            @Owned var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        struct Switching: View {
            @Owned var padded = false
            var body: some View {
                VStack {
                    padded ? AnyView(Counter().padding(6)) : AnyView(Counter())
                    Button("Pad") { padded.toggle() }
                }
            }
        }
        let host = ViewHost(Switching())
        try host.tap("Count 0")
        try host.tap("Count 1")
        _ = try host.button("Count 2")
        try host.tap("Pad")
        #expect(try host.button("Count 0").padding == EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
        try host.tap("Count 0")
        _ = try host.button("Count 1")
        try host.tap("Pad")
        #expect(try host.button("Count 0").padding == .zero)
    }

    @Test func aViewThatReadsStateUnderFoldedModifiersStillUpdates() throws {
        struct Child: View {
            @Owned var taps = 0
            var body: some View { Button("Taps \(taps)") { taps += 1 } }
        }
        struct Parent: View {
            var body: some View { Child().padding(2).accessibilityLabel("Tapper").padding(1) }
        }
        let host = ViewHost(Parent())
        try host.tap("Taps 0")
        let button = try host.button("Taps 1")
        #expect(button.padding == EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        #expect(button.attributes[AccessibilityLabelAttribute.self] == "Tapper")
    }
}
