import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

private struct SceneDraftKey: FocusedValueKey { typealias Value = Binding<String> }

extension FocusedValues {
    fileprivate var windowDraft: Binding<String>? {
        get { self[SceneDraftKey.self] }
        set { self[SceneDraftKey.self] = newValue }
    }
}

@MainActor
private enum SceneFocusLog {
    static var windowsOpened = 0
    static var scenario: (@MainActor (AppRunner) throws -> Void)?
}

/// A window with a draft field that publishes its draft while focused, a field that does
/// not, and a status line reading the window's own focused draft.
private struct DraftEditor: View {
    @Owned var draft: String
    @Owned private var other = ""
    @FocusedBinding(\.windowDraft) private var focusedDraft

    var body: some View {
        VStack {
            TextField("Draft", text: $draft).focusedValue(\.windowDraft, $draft)
            TextField("Other", text: $other)
            Text("focused \(focusedDraft ?? "none")")
        }
        .padding()
    }
}

/// "Shout" upper-cases the key window's focused draft; disabled while it has none.
private struct DraftCommands: Commands {
    @FocusedBinding(\.windowDraft) private var draft

    var body: some Commands {
        CommandMenu("Draft") {
            Button("Shout") { draft = draft?.uppercased() }
                .keyboardShortcut("g")  // not Ctrl+U: GtkText deletes to the line start with it
                .disabled(draft == nil)
        }
    }
}

private struct SceneFocusApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.SceneFocusApp" }
    static var isSingleInstance: Bool { false }

    var body: some Scene {
        WindowGroup("Drafts", id: "main") {
            SceneFocusLog.windowsOpened += 1
            return DraftEditor(draft: "draft \(SceneFocusLog.windowsOpened)")
        }
        .commands { DraftCommands() }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        do {
            try SceneFocusLog.scenario?(runner)
        } catch {
            XCTFail("the scenario threw \(error)")
        }
        runner.application?.quit()
    }
}

/// `@FocusedValue`/`@FocusedBinding` per window, with two real windows and real clicks and
/// keys: each window shows its own focused value, and the app's command (Ctrl+G) acts on the
/// key window's, disabled while the key window's focus publishes none.
final class SceneFocusedValueWindowTests: XCTestCase {
    func testEachWindowHasItsOwnFocusedValueAndCommandsReadTheKeyWindows() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            withTemporarySettingsFolders("scene-focus") {
                defer { SceneFocusLog.scenario = nil }
                var ranScenario = false
                SceneFocusLog.scenario = { runner in
                    ranScenario = true
                    XCTAssertEqual(runner.openWindows.count, 2)
                    guard runner.openWindows.count == 2 else { return }
                    let first = RealWindow(hosted: runner.openWindows[0]), second = RealWindow(hosted: runner.openWindows[1])
                    MainLoop.run(for: 0.5)  // both windows shown
                    let input = try RealInput.shared()
                    GLibLogRecorder.clear()
                    let application = try XCTUnwrap(runner.application)
                    @MainActor func shoutIsEnabled() -> Bool {
                        g_action_group_get_action_enabled(OpaquePointer(application.rawPointer), "command-0-0") != 0
                    }
                    @MainActor func entry(_ placeholder: String, of window: RealWindow) throws -> UnsafeMutablePointer<GtkWidget> {
                        UnsafeMutableRawPointer(try window.entry(placeholder)).assumingMemoryBound(to: GtkWidget.self)
                    }
                    @MainActor func settle() {
                        input.settle()
                        MainLoop.run(for: 0.2)
                        first.settle(); second.settle()
                    }

                    // The first window: its draft field focused.
                    try input.focusWindow(of: try entry("Draft", of: first))
                    try input.click(try entry("Draft", of: first))
                    settle()
                    XCTAssertNoThrow(try first.label("focused draft 1"))
                    XCTAssertNoThrow(try second.label("focused none"), "the first window's focus is not the second's")
                    XCTAssertTrue(shoutIsEnabled())

                    // The second window: its other field focused (no draft published).
                    try input.focusWindow(of: try entry("Other", of: second))
                    try input.click(try entry("Other", of: second))
                    settle()
                    XCTAssertNoThrow(try second.label("focused none"))
                    XCTAssertFalse(shoutIsEnabled(), "the key window's focus publishes no draft")
                    try input.key(named: "g", modifiers: .control)
                    settle()
                    XCTAssertEqual(first.text(of: try first.entry("Draft")), "draft 1", "a disabled command does nothing")

                    // The second window's draft: Ctrl+G shouts it, not the first window's.
                    try input.click(try entry("Draft", of: second))
                    settle()
                    XCTAssertTrue(shoutIsEnabled())
                    try input.key(named: "g", modifiers: .control)
                    settle()
                    XCTAssertEqual(second.text(of: try second.entry("Draft")), "DRAFT 2")
                    XCTAssertEqual(first.text(of: try first.entry("Draft")), "draft 1")

                    // Back to the first window: the command follows the key window.
                    try input.focusWindow(of: try entry("Draft", of: first))
                    try input.click(try entry("Draft", of: first))
                    settle()
                    try input.key(named: "g", modifiers: .control)
                    settle()
                    XCTAssertEqual(first.text(of: try first.entry("Draft")), "DRAFT 1")
                    XCTAssertEqual(second.text(of: try second.entry("Draft")), "DRAFT 2")
                    GLibLogRecorder.assertNoProblems("two windows' focused values")
                }

                let status = AppRunner(app: SceneFocusApp()).run(arguments: ["scene-focus-app", "main", "main"])
                XCTAssertEqual(status, 0)
                XCTAssertTrue(ranScenario)
                Self.destroyWindowsLeftByTheApp()
            }
        }
    }

    /// The app's windows outlive its run in this process: left, they would reach later tests.
    @MainActor private static func destroyWindowsLeftByTheApp() {
        let toplevels = gtk_window_list_toplevels()
        var item = toplevels
        while let current = item {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
            if gtk_window_get_application(window) != nil || gtk_window_get_title(window).map({ String(cString: $0) }) == "Drafts" {
                gtk_window_destroy(window)
            }
            item = current.pointee.next
        }
        g_list_free(toplevels)
        RealInput.movePointerAway()
        MainLoop.run(for: 0.5)
    }
}
