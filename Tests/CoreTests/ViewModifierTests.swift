import Cells
import CellsTesting
import Testing

/// Custom modifiers as SwiftUI has them: `ViewModifier` with `body(content:)`, `.modifier`,
/// a modifier's own state and environment, `EmptyModifier`, `concat`, and the `View`
/// extension every style guide writes.
@MainActor
@Suite struct ViewModifierTests {
    /// Pads its content and puts a caption under it, read from the environment.
    struct Captioned: ViewModifier {
        @Environment(\.captionText) private var caption
        func body(content: Content) -> some View {
            VStack {
                content.padding(12)
                Text(caption)
            }
        }
    }

    /// Counts its own taps: state of the modifier, not of the view it modifies.
    struct TapCounter: ViewModifier {
        let name: String
        @Owned private var taps = 0
        func body(content: Content) -> some View {
            HStack {
                content
                Button("\(name) tapped \(taps)") { taps += 1 }
            }
        }
    }

    /// A view with state of its own, under a modifier.
    struct Counter: View {
        @Owned private var count = 0
        var body: some View {
            Button("count \(count)") { count += 1 }
        }
    }

    struct Screen: View {
        @Owned private var parentRenders = 0
        @Owned private var counted = true
        var body: some View {
            VStack {
                Button("Render \(parentRenders)") { parentRenders += 1 }
                Button("Drop counter") { counted.toggle() }
                Text("hello").captioned()
                if counted {
                    Counter().modifier(TapCounter(name: "first"))
                } else {
                    Counter()
                }
                Text("plain").modifier(EmptyModifier.identity)
                Text("both").modifier(TapCounter(name: "inner").concat(Captioned()))
            }
            .environment(\.captionText, "a caption")
        }
    }

    @Test func aModifiersBodyWrapsItsContent() throws {
        let host = ViewHost(Screen())
        let hello = try host.label("hello")
        #expect(hello.padding == EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12), "the modifier's padding is on the content")
        #expect(host.labelTexts.filter { $0 == "a caption" }.count == 2, "the modifier read the environment, once per use")
        _ = try host.label("plain")
        _ = try host.button("inner tapped 0")
    }

    @Test func aModifierKeepsItsStateAndItsContentKeepsItsOwn() throws {
        let host = ViewHost(Screen())
        try host.tap("first tapped 0")
        try host.tap("first tapped 1")
        try host.tap("count 0")
        try host.tap("Render 0")  // the parent evaluates again: both states stay
        _ = try host.button("first tapped 2")
        _ = try host.button("count 1")
        try host.tap("Drop counter")  // the modifier goes, and its state with it
        #expect(throws: (any Error).self) { try host.button("first tapped 2") }
        try host.tap("Drop counter")
        _ = try host.button("first tapped 0")
    }

    @Test func aModifiedContentIsAViewAndConcatAppliesBothInOrder() throws {
        let modified = Text("x").modifier(TapCounter(name: "m"))
        #expect(type(of: modified.content) == Text.self)
        #expect(modified.modifier.name == "m")
        let both = TapCounter(name: "a").concat(EmptyModifier())
        #expect(both.content.name == "a")
        let host = ViewHost(Screen())
        // "both": the counter's row first, then the caption under the padded row.
        let texts = host.labelTexts
        let both0 = try #require(texts.firstIndex(of: "both"))
        #expect(texts[both0...].contains("a caption"))
    }
}

private struct CaptionTextKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    fileprivate var captionText: String {
        get { self[CaptionTextKey.self] }
        set { self[CaptionTextKey.self] = newValue }
    }
}

extension View {
    /// The `View` extension a style guide writes for its modifier.
    fileprivate func captioned() -> some View {
        modifier(ViewModifierTests.Captioned())
    }
}

/// `Menu { } label: { }`: the label is any view, the button's name its text.
@MainActor
@Suite struct MenuLabelTests {
    struct Screen: View {
        @Owned private var copies = 0
        var body: some View {
            VStack {
                Text("copies \(copies)")
                Menu {
                    Button("Duplicate") { copies += 1 }
                } label: {
                    Label("Actions", systemImage: "ellipsis.circle")
                }
                Menu("Sort") { Button("By Name") {} }
            }
        }
    }

    @Test func aMenusLabelIsAViewAndItsItemsRun() throws {
        let host = ViewHost(Screen())
        let menus = host.widgets(of: MenuProperties.self).compactMap { $0.properties(as: MenuProperties.self) }
        #expect(menus.map(\.title) == ["Actions", "Sort"])
        #expect(menus.map(\.hasLabelView) == [true, false])
        try host.tap("Duplicate")
        _ = try host.label("copies 1")
    }
}
