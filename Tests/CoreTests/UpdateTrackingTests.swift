import Cells
import CellsTesting
import Testing

private struct ValueLabel: View {
    let name: String
    @Binding var value: Int
    var body: some View { Text("\(name) = \(value)") }
}

private struct TwoCells: View {
    @Owned private var a = 0
    @Owned private var b = 0
    var body: some View {
        VStack {
            ValueLabel(name: "a", value: $a)
            ValueLabel(name: "b", value: $b)
            Button("a + 1") { a += 1 }
            Button("both + 1") {
                a += 1
                b += 1
            }
        }
    }
}

@MainActor
@Suite struct UpdateTrackingTests {
    @Test func aWriteReEvaluatesOnlyTheViewThatReadsTheCell() throws {
        let host = ViewHost(TwoCells())
        let parentBefore = host.bodyEvaluations(of: TwoCells.self)
        let childrenBefore = host.bodyEvaluations(of: ValueLabel.self)
        let bLabel = try host.label("b = 0")
        let bWrites = bLabel.writes(of: "text")

        try host.tap("a + 1")

        _ = try host.label("a = 1")
        #expect(host.bodyEvaluations(of: TwoCells.self) == parentBefore)
        #expect(host.bodyEvaluations(of: ValueLabel.self) == childrenBefore + 1)
        #expect(bLabel.writes(of: "text") == bWrites)
    }

    @Test func twoWritesInOneActionGiveOneUpdatePass() throws {
        let host = ViewHost(TwoCells())
        let passes = host.updatePasses
        try host.tap("both + 1")
        #expect(host.updatePasses == passes + 1)
        _ = try host.label("a = 1")
        _ = try host.label("b = 1")
    }

    /// A keystroke re-evaluates the view that owns the text, its stack and the stack's two
    /// widgets: nothing for the padding (folded into the stack's node), nor for the tuple the
    /// stack's builder made, nor for the (empty) inside of the label and of the entry, which
    /// would cost as much as a widget.
    @Test func aKeystrokeEvaluatesOneNodePerViewWritten() throws {
        struct LiveTitle: View {
            @Owned var title = ""
            var body: some View {
                VStack(spacing: 8) {
                    Text("\(title) (\(title.count))")
                    TextField("Insert Title", text: $title)
                }
                .padding()
            }
        }
        let host = ViewHost(LiveTitle())
        let before = host.nodeEvaluations
        try host.type("a", into: "Insert Title")
        _ = try host.label("a (1)")
        #expect(host.nodeEvaluations - before == 4)
    }

    @Test func onlyChangedWidgetPropertiesAreWritten() throws {
        let host = ViewHost(TwoCells())
        let aLabel = try host.label("a = 0")
        let writesBefore = aLabel.writeCounts
        try host.tap("a + 1")
        #expect(aLabel.writes(of: "text") == (writesBefore["text"] ?? 0) + 1)
        #expect(Set(writesBefore.keys) == ["text", "foregroundColor", "lines", "markup", "styleClasses", "alignment", "truncation", "reservedLines"])
        for key in writesBefore.keys where key != "text" {
            #expect(aLabel.writes(of: key) == writesBefore[key], "\(key) was rewritten")
        }
    }

    @Test func writingAnEqualValueUpdatesNothing() throws {
        struct Same: View {
            @Owned var value = 3
            var body: some View {
                VStack {
                    Text("\(value)")
                    Button("Set 3") { value = 3 }
                }
            }
        }
        let host = ViewHost(Same())
        let passes = host.updatePasses
        let evaluations = host.bodyEvaluations(of: Same.self)
        try host.tap("Set 3")
        #expect(host.updatePasses == passes)
        #expect(host.bodyEvaluations(of: Same.self) == evaluations)
    }

    @Test func aRemovedViewStopsBeingUpdated() throws {
        struct Toggling: View {
            @Owned var shown = true
            @Owned var value = 0
            var body: some View {
                VStack {
                    Button("Hide") { shown = false }
                    Button("Bump") { value += 1 }
                    if shown { ValueLabel(name: "v", value: $value) }
                }
            }
        }
        let host = ViewHost(Toggling())
        let label = try host.label("v = 0")
        try host.tap("Hide")
        #expect(!label.isAlive)
        let evaluations = host.bodyEvaluations(of: ValueLabel.self)
        try host.tap("Bump")
        #expect(host.bodyEvaluations(of: ValueLabel.self) == evaluations)
        #expect(!host.labelTexts.contains { $0.hasPrefix("v =") })
    }

    @Test func environmentChangesReachOnlyViewsThatReadThem() throws {
        struct Colored: View {
            @Owned var blue = false
            var body: some View {
                VStack {
                    Button("Blue") { blue = true }
                    Text("Tinted").foregroundColor(blue ? .blue : nil)
                }
            }
        }
        let host = ViewHost(Colored())
        let text = try host.label("Tinted")
        #expect(text.foregroundColor == nil)
        try host.tap("Blue")
        #expect(text.foregroundColor == .blue)
        #expect(text.writes(of: "text") == 1)
    }

    @Test func disabledControlsCannotBeUsed() throws {
        struct Locked: View {
            @Owned var locked = false
            @Owned var presses = 0
            var body: some View {
                VStack {
                    Button("Lock") { locked = true }
                    Button("Press \(presses)") { presses += 1 }.disabled(locked)
                }
            }
        }
        let host = ViewHost(Locked())
        try host.tap("Press 0")
        try host.tap("Lock")
        #expect(try !host.button("Press 1").isEnabled)
        #expect(throws: ViewHostError.self) { try host.tap("Press 1") }
    }

    @Test func paddingBecomesTheWidgetsMargins() throws {
        struct Padded: View {
            var body: some View { Text("Padded").padding(.top, 20).padding(4) }
        }
        let host = ViewHost(Padded())
        #expect(try host.label("Padded").padding == EdgeInsets(top: 24, leading: 4, bottom: 4, trailing: 4))
    }
}
