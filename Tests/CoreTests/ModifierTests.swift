import Cells
import CellsTesting
import Testing

@MainActor @Suite struct ModifierTests {
    @Test func attributeModifiersReachTheFirstWidgetAndOnlyWhenChanged() throws {
        struct Styled: View {
            @Owned var faded = false
            @Owned var other = 0
            var body: some View {
                VStack {
                    Text("Title").font(.largeTitle).bold().help("The title")
                    Text("Note").font(.caption.monospaced()).italic().opacity(faded ? 0.5 : 1).opacity(0.5)
                    Text("Gone").hidden().accessibilityLabel("Nothing")
                    Text("Wide").frame(minWidth: 200, maxWidth: .infinity)
                    Text("\(other)")
                    Button("Fade") { faded = true }
                    Button("Other") { other += 1 }
                }
            }
        }
        let host = ViewHost(Styled())
        let title = try host.label("Title").attributes
        // A Text's own font and bold are its label's classes (Text.font returns a Text).
        #expect(try host.label("Title").properties(as: TextProperties.self)?.styleClasses == ["title-1", "cells-bold"])
        #expect(title[HelpAttribute.self] == "The title")
        let note = try host.label("Note")
        #expect(note.properties(as: TextProperties.self)?.styleClasses == ["caption", "monospace", "cells-italic"])
        #expect(note.attributes[OpacityAttribute.self] == 0.5, "opacities multiply")
        #expect(try host.label("Gone").attributes[HiddenAttribute.self] == true)
        #expect(try host.label("Gone").attributes[AccessibilityLabelAttribute.self] == "Nothing")
        let frame = try #require(try host.label("Wide").attributes[FrameAttribute.self])
        #expect(frame.requestedWidth == 200 && frame.fillsWidth)

        try host.tap("Fade")
        #expect(note.attributes[OpacityAttribute.self] == 0.25)
        #expect(try host.label("Title").attributes == title)
    }

    @Test func onChangeGetsOldAndNewButNotTheFirstValue() throws {
        struct Watcher: View {
            @Owned var value = 1
            @Owned var log: [String] = []
            var body: some View {
                VStack {
                    Text("log \(log.joined(separator: ","))")
                    Button("Next") { value += 1 }
                }
                .onChange(of: value) { old, new in log.append("\(old)>\(new)") }
            }
        }
        let host = ViewHost(Watcher())
        _ = try host.label("log ")
        try host.tap("Next")
        try host.tap("Next")
        _ = try host.label("log 1>2,2>3")
    }

    @Test func onAppearOnDisappearAndTaskFollowTheView() async throws {
        @MainActor final class Log { var entries: [String] = [] }
        struct Child: View {
            let log: Log
            var body: some View {
                Text("child")
                    .onAppear { log.entries.append("appear") }
                    .onDisappear { log.entries.append("disappear") }
                    .task {
                        log.entries.append("task")
                        try? await Task.sleep(for: .seconds(60))
                        log.entries.append(Task.isCancelled ? "cancelled" : "finished")
                    }
            }
        }
        struct Parent: View {
            let log: Log
            @Owned var shown = true
            var body: some View {
                VStack {
                    if shown { Child(log: log) }
                    Button("Hide") { shown = false }
                }
            }
        }
        let log = Log()
        let host = ViewHost(Parent(log: log))
        #expect(log.entries == ["appear"])
        for _ in 0..<100 where !log.entries.contains("task") { await Task.yield() }
        #expect(log.entries == ["appear", "task"])
        try host.tap("Hide")
        #expect(log.entries.prefix(3) == ["appear", "task", "disappear"])
        for _ in 0..<100 where !log.entries.contains("cancelled") { await Task.yield() }
        #expect(log.entries == ["appear", "task", "disappear", "cancelled"])
    }

    @Test func aTapAndASubmitRunTheirActions() throws {
        struct Tappable: View {
            @Owned var taps = 0
            @Owned var submitted = ""
            @Owned var text = ""
            var body: some View {
                VStack {
                    Text("taps \(taps)").onTapGesture { taps += 1 }
                    TextField("Name", text: $text).onSubmit { submitted = text }
                    Text("submitted \(submitted)")
                }
            }
        }
        let host = ViewHost(Tappable())
        let tap = try #require(try host.label("taps 0").attributes[TapGestureAttribute.self])
        tap.perform()
        host.settle()
        _ = try host.label("taps 1")
        #expect(try host.label("taps 1").attributes[TapGestureAttribute.self] === tap, "the same tap action while the view stays")
        try host.type("Ada", into: "Name")
        try host.perform(TextFieldActions.self, on: try host.textField("Name"), checksWidget: false) { $0.submit() }
        _ = try host.label("submitted Ada")
    }
}
