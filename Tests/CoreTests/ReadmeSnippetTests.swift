// README.md's CellsTesting code, compiled so that it cannot rot: the "A first test"
// snippet, verbatim (below, from `import CellsTesting` to the end of `changeTitle`), and every
// `host.…` call the README or the manual (CellsGtk.docc) names inline (`readmeInlineCalls`). `ReadmeSnippetTests` fails when
// the README's text and this file's differ. This file imports CellsTesting without Cells, as
// the snippet does: `Text`, `KeyboardShortcut`, `Color` come with it.

// The README's reader has TitleEditor in their own module; here it is the demo's.
import Examples

import CellsTesting
import Testing

@MainActor @Test func changeTitle() throws {
    let host = ViewHost(TitleEditor())
    try host.type("Hello", into: "Insert Title")
    try host.tap("Change Title")
    #expect(try host.label("Hello (5)").foregroundColor == .blue)
    #expect(host.bodyEvaluations(of: TitleEditor.self) == 2)
}

/// Each `host.…` call the README shows inline, as written there: compiled, never run (the
/// calls need views of their own).
@MainActor
private func readmeInlineCalls(host: ViewHost, url: URL) throws {
    try host.selectTab("Search")
    try host.foldSplitView(true)
    try host.tap("Delete")
    _ = host.presentations
    try host.pressEscape()
    try host.chooseFile(url)
    try host.cancelFileDialog()
    _ = host.navigationTitle
    try host.goBack()
    try host.submit("Insert Title")
    try host.press(KeyboardShortcut("s"))
    try host.activateRow(0)
    _ = host.trimmedShape?.trim
    _ = host.listElementsRun
    _ = host.accessibilityName(of:)
    try host.tap(named: "Save")
    try host.deleteRow(1)
    try host.moveRow(2, by: -1)
    try host.moveRows([0, 1], to: 5)
    try host.tapEditControl("Delete", inRow: 0)
    try host.selectRows([0, 2])
    _ = host.selectedRows
    _ = try host.swipeActionTitles(inRow: 1)
    try host.runSwipeAction("Mark Read", inRow: 1)
    _ = host.settingsStore
    host.makeKeyWindow()
    _ = try host.toggles["Dark"]
    _ = try host.buttons["Save"]
    _ = try host.textFields["Name"]
    _ = try host.pickers["Unit"]
    try host.tap("Save")
    try host.tap(toggle: "Dark")
    try host.select("Feet", in: "Unit")
    try host.submit("Amount")
    try host.moveFocus(outOf: "Amount")
    try host.type("Rain", intoTextEditor: "Notes")
    try host.typeSearch("ri")
    try host.closeSearch()
    try host.chooseFromContextMenu("Delete", on: "Rice")
    let field = try host.textField("Search")
    _ = try host.pressKey(.upArrow, modifiers: [], characters: nil, focusedOn: field)
}

/// The manual's alert example (Controls and modifiers), run: `try host.tap(…)` presses an alert's button,
/// `host.presentations` lists what is up, `try host.pressEscape()` dismisses the newest.
private struct DeleteConfirmation: View {
    @Owned private var isAsking = false
    @Owned private var outcome = "Nothing yet"
    var body: some View {
        VStack {
            Text(outcome)
            Button("Remove") { isAsking = true }
                .alert("Delete the draft?", isPresented: $isAsking) {
                    Button("Delete", role: .destructive) { outcome = "Deleted" }
                    Button("Cancel", role: .cancel) { outcome = "Kept" }
                }
        }
    }
}

@MainActor
@Suite struct ReadmeSnippetTests {
    /// README.md, read from the package's root (two folders above this file).
    private static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    private static let thisFile: String = (try? String(contentsOfFile: #filePath, encoding: .utf8)) ?? ""

    /// The README and the manual's articles (the DocC catalogue of CellsGtk), where the
    /// README's manual moved: the text whose inline `host.…` calls are compiled here.
    private static let readmeAndManual: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let catalogue = root.appendingPathComponent("Sources/CellsGtk/CellsGtk.docc")
        let articles = ((try? FileManager.default.contentsOfDirectory(atPath: catalogue.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return articles.reduce(readme) { text, name in
            text + "\n" + ((try? String(contentsOf: catalogue.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }()

    @Test func theTestingSnippetIsThisFilesCodeVerbatim() throws {
        let readme = Self.readme
        let section = try #require(readme.range(of: "`CellsTesting` hosts a view without a display"), "README.md has its testing section")
        let fenceStart = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let fenceEnd = try #require(readme.range(of: "\n```", range: fenceStart.upperBound..<readme.endIndex))
        let snippet = String(readme[fenceStart.upperBound..<fenceEnd.lowerBound])
        #expect(snippet.contains("import CellsTesting"))
        #expect(Self.thisFile.contains(snippet), "README.md's snippet changed: copy it into ReadmeSnippetTests.swift so it compiles:\n\(snippet)")
    }

    @Test func everyInlineHostCallInTheReadmeAndManualIsCompiledHere() throws {
        // `host.…` spans of the README's and the manual's text; those of another package are
        // compiled there.
        let elsewhere = ["try host.perform(DateField.Actions.self, on: field) { $0.pick(d) }"]  // Examples/CustomWidget
        let spans = Self.readmeAndManual.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0.hasPrefix("host.") || $0.hasPrefix("try host.") }
        #expect(spans.count >= 20, "the README's and manual's inline calls were found: \(spans)")
        for span in spans where !elsewhere.contains(span) {
            #expect(Self.thisFile.contains(span), "README.md or the manual shows `\(span)`: add it, as written, to readmeInlineCalls so it compiles")
        }
    }

    @Test func pressingEscapeDismissesTheNewestAlertAsTheReadmeSays() throws {
        let host = ViewHost(DeleteConfirmation())
        try host.tap("Remove")
        #expect(host.presentations.count == 1)
        try host.pressEscape()
        #expect(host.presentations.isEmpty)
        _ = try host.label("Kept")
        try host.tap("Remove")
        try host.tap("Delete")
        #expect(host.presentations.isEmpty)
        _ = try host.label("Deleted")
    }
}
