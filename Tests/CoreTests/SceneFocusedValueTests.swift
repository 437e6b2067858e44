import Cells
import CellsTesting
import Testing

/// `@FocusedValue`, `@FocusedBinding` and `.focusedSceneValue` per scene, as in SwiftUI: each
/// window has its own focused values, and the app's commands read the key window's.
private struct DraftKey: FocusedValueKey { typealias Value = Binding<String> }
private struct PageKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var sceneDraft: Binding<String>? {
        get { self[DraftKey.self] }
        set { self[DraftKey.self] = newValue }
    }
    fileprivate var page: String? {
        get { self[PageKey.self] }
        set { self[PageKey.self] = newValue }
    }
}

private struct DraftStatus: View {
    @FocusedBinding(\.sceneDraft) var draft
    @FocusedValue(\.page) var page
    var body: some View { Text("draft \(draft ?? "none"), page \(page ?? "none")") }
}

private struct DraftWindow: View {
    @Owned var first: String
    @Owned var second: String
    var showsPage = true

    var body: some View {
        VStack {
            TextField("First", text: $first).focusedValue(\.sceneDraft, $first)
            TextField("Second", text: $second).focusedValue(\.sceneDraft, $second)
            Text("\(first) \(second)")
            DraftStatus()
        }
        .focusedSceneValue(\.page, showsPage ? "drafts of \(first)" : nil)
    }
}

/// The app's commands: act on the key window's focused draft, disabled without one.
private struct DraftCommands: Commands {
    @FocusedBinding(\.sceneDraft) var draft
    @FocusedValue(\.page) var page

    var body: some Commands {
        CommandMenu("Draft") {
            Button("Shout") { draft = draft?.uppercased() }
                .disabled(draft == nil)
            Button("Page \(page ?? "none")") {}
        }
    }
}

@MainActor private func focus(_ placeholder: String, in host: ViewHost, _ focused: Bool = true) throws {
    for request in try host.textField(placeholder).attributes[FocusAttribute.self] ?? [] { request.reporter.focusChanged(focused) }
    host.settle()
}

@MainActor @Suite struct SceneFocusedValueTests {
    private let scene = WindowGroup("Drafts") { DraftWindow(first: "one", second: "two") }
        .commands { DraftCommands() }

    @Test func eachWindowHasItsOwnFocusedValues() throws {
        let a = ViewHost(DraftWindow(first: "one", second: "two"))
        let b = ViewHost(DraftWindow(first: "uno", second: "dos"))
        try focus("Second", in: a)
        _ = try a.label("draft two, page drafts of one")
        _ = try b.label("draft none, page drafts of uno")  // a's focused field is not b's
        try focus("First", in: b)
        _ = try b.label("draft uno, page drafts of uno")
        _ = try a.label("draft two, page drafts of one")
    }

    @Test func commandsActOnTheKeyWindowsFocusedValue() throws {
        let a = ViewHost(DraftWindow(first: "one", second: "two"))
        let b = ViewHost(DraftWindow(first: "uno", second: "dos"))
        try focus("Second", in: a)
        try focus("First", in: b)
        a.makeKeyWindow()
        var shout = try #require(scene.commandMenus.first?.items.first)
        #expect(shout.title == "Shout" && !shout.isDisabled)
        shout.action()
        a.settle(); b.settle()
        _ = try a.label("one TWO")
        _ = try b.label("uno dos")
        b.makeKeyWindow()
        shout = try #require(scene.commandMenus.first?.items.first)
        shout.action()
        a.settle(); b.settle()
        _ = try b.label("UNO dos")
        _ = try a.label("one TWO")
    }

    @Test func aCommandIsDisabledWhileTheKeyWindowHasNoFocusedValue() throws {
        let a = ViewHost(DraftWindow(first: "one", second: "two"))
        #expect(scene.commandMenus.first?.items.first?.isDisabled == true)
        try focus("First", in: a)
        #expect(scene.commandMenus.first?.items.first?.isDisabled == false)
        try focus("First", in: a, false)
        #expect(scene.commandMenus.first?.items.first?.isDisabled == true)
        let b = ViewHost(DraftWindow(first: "uno", second: "dos"))  // opens as the key window
        try focus("First", in: a)
        #expect(scene.commandMenus.first?.items.first?.isDisabled == true, "b is key, and nothing is focused in b")
        _ = b
    }

    @Test func aSceneValueIsTheKeyWindowsWhereverTheFocusIs() throws {
        let a = ViewHost(DraftWindow(first: "one", second: "two"))
        #expect(scene.commandMenus.first?.items.last?.title == "Page drafts of one")
        let b = ViewHost(DraftWindow(first: "uno", second: "dos", showsPage: false))
        #expect(scene.commandMenus.first?.items.last?.title == "Page none")
        a.makeKeyWindow()
        #expect(scene.commandMenus.first?.items.last?.title == "Page drafts of one")
        try a.replaceText(in: "First", with: "eins")
        #expect(scene.commandMenus.first?.items.last?.title == "Page drafts of eins", "the published value follows the view")
        _ = b
    }
}
