import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

@MainActor
private enum SearchShortcutsLog {
    static var scenario: (@MainActor (AppRunner) throws -> Void)?
}

private struct SearchableNotes: View {
    @Owned private var query = ""

    var body: some View {
        VStack { Text("Notes matching \(query)") }
            .searchable(text: $query)
    }
}

/// An app whose window has a search; the test's scenario runs once it has launched.
private struct SearchShortcutsApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.SearchShortcutsApp" }

    var body: some Scene {
        WindowGroup("Searchable Notes", id: "main") { SearchableNotes() }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        do {
            try SearchShortcutsLog.scenario?(runner)
        } catch {
            XCTFail("the scenario threw \(error)")
        }
        runner.application?.quit()
    }
}

/// The Keyboard Shortcuts window (Ctrl+?) of a window with a `.searchable` view lists Ctrl+F.
final class SearchShortcutsWindowTests: XCTestCase {
    func testTheShortcutsWindowListsControlFForASearchableWindow() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            withTemporarySettingsFolders("search-shortcuts") {
                defer { SearchShortcutsLog.scenario = nil }
                var ranScenario = false
                SearchShortcutsLog.scenario = { runner in
                    ranScenario = true
                    let hosted = try XCTUnwrap(runner.openWindows.first)
                    let window = hosted.window.widgetPointer
                    XCTAssertTrue(MainLoop.presentAndWaitForFirstFrame(window, timeout: 5))
                    let input = try RealInput.shared()
                    try input.focusWindow(of: window)
                    try input.key(named: "question", modifiers: .control)
                    var shortcuts: UnsafeMutablePointer<GtkWidget>?
                    _ = MainLoop.run(until: {
                        shortcuts = Self.toplevels().first { widgetIsA($0, gtk_shortcuts_window_get_type()) }
                        return shortcuts != nil
                    }, timeout: 2)
                    let shortcutsWindow = try XCTUnwrap(shortcuts, "Ctrl+? opened the Keyboard Shortcuts window")
                    let entries = widgets(ofType: gtk_shortcuts_shortcut_get_type(), at: shortcutsWindow).map { shortcut in
                        let handle = GObjectHandle(retaining: UnsafeMutableRawPointer(shortcut))
                        return (handle.stringProperty("title") ?? "", handle.stringProperty("accelerator") ?? "")
                    }
                    XCTAssertTrue(entries.contains { $0 == ("Search", "<Control>f") }, "Search, Ctrl+F is listed: \(entries)")
                    gtk_window_destroy(UnsafeMutablePointer<GtkWindow>(OpaquePointer(shortcutsWindow)))
                    MainLoop.run(for: 0.2)
                }
                let status = AppRunner(app: SearchShortcutsApp()).run(arguments: ["search-shortcuts-app", "main"])
                XCTAssertEqual(status, 0)
                XCTAssertTrue(ranScenario)
                for window in Self.toplevels() where gtk_window_get_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))).map({ String(cString: $0) }) == "Searchable Notes" {
                    gtk_window_destroy(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)))
                }
                RealInput.movePointerAway()
                MainLoop.run(for: 0.5)
            }
        }
    }

    /// The process's toplevel windows.
    @MainActor private static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var item = list
        while let current = item {
            result.append(current.pointee.data.assumingMemoryBound(to: GtkWidget.self))
            item = current.pointee.next
        }
        return result
    }
}
