import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// What the app below ran, in order.
@MainActor
private enum CommandsInputLog {
    static var ran: [String] = []
    static var scenario: (@MainActor (AppRunner) throws -> Void)?
}

private struct Editor: View {
    @Owned private var text = ""

    var body: some View {
        VStack {
            Text("Editor")
            TextField("Text", text: $text)
            Button("Save") { CommandsInputLog.ran.append("save") }.keyboardShortcut(.defaultAction)
        }
        .padding()
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Reload", systemImage: "view-refresh-symbolic") { CommandsInputLog.ran.append("window reload") }
                    .keyboardShortcut("r")
            }
        }
    }
}

/// An app with commands and a window whose header bar has a toolbar button; the test's
/// scenario runs inside the app's run, once it has launched.
private struct CommandsInputApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.CommandsInputApp" }

    var body: some Scene {
        WindowGroup("Commands Input", id: "main") { Editor() }
            .commands {
                CommandMenu("Items") {
                    Button("New Item") { CommandsInputLog.ran.append("new") }.keyboardShortcut("n")
                    Button("Reload All") { CommandsInputLog.ran.append("app reload") }.keyboardShortcut("r")
                }
            }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        do {
            try CommandsInputLog.scenario?(runner)
        } catch {
            XCTFail("the scenario threw \(error)")
        }
        runner.application?.quit()
    }
}

/// App commands (application actions with accelerators) from real key presses (XTEST, `RealInput`),
/// wherever the focus is in the window: its content, a header-bar button, the header bar
/// after the primary menu was opened (F10) and closed (Escape). A window's own shortcut on
/// the same key wins over the app's. Closing the window with Ctrl+W logs no criticals.
final class AppCommandsInputTests: XCTestCase {
    func testCommandsRunFromAnyFocusAndTheWindowsOwnShortcutWins() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            withTemporarySettingsFolders("commands-input") {
                defer { CommandsInputLog.scenario = nil }
                var ranScenario = false
                CommandsInputLog.scenario = { runner in
                    ranScenario = true
                    let hosted = try XCTUnwrap(runner.openWindows.first)
                    let window = hosted.window.widgetPointer
                    let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
                    XCTAssertTrue(MainLoop.presentAndWaitForFirstFrame(window, timeout: 5))
                    let input = try RealInput.shared()
                    GLibLogRecorder.clear()
                    try input.focusWindow(of: window)

                    @MainActor func expect(_ key: String, ran expected: String, _ place: String) throws {
                        CommandsInputLog.ran = []
                        try input.key(named: key, modifiers: .control)
                        _ = MainLoop.run(until: { !CommandsInputLog.ran.isEmpty }, timeout: 1)
                        input.settle()
                        XCTAssertEqual(CommandsInputLog.ran, [expected], "Ctrl+\(key.uppercased()) with the focus \(place)")
                    }

                    try expect("n", ran: "new", "in the content")
                    try expect("r", ran: "window reload", "in the content (the window's own shortcut wins)")

                    let reload = try XCTUnwrap(
                        widgets(ofType: gtk_button_get_type(), at: try XCTUnwrap(hosted.window.titlebar).widgetPointer)
                            .first { button in
                                widgets(ofType: gtk_image_get_type(), at: button).contains {
                                    gtk_image_get_icon_name(OpaquePointer($0)).map { String(cString: $0) } == "view-refresh-symbolic"
                                }
                            },
                        "the toolbar button in the header bar")
                    CommandsInputLog.ran = []
                    try input.click(reload)
                    input.settle()
                    _ = MainLoop.run(until: { !CommandsInputLog.ran.isEmpty }, timeout: 1)
                    XCTAssertEqual(CommandsInputLog.ran, ["window reload"], "the click pressed the header-bar button")
                    let focus = gtk_window_get_focus(gtkWindow)
                    XCTAssertTrue(focus.map { gtk_widget_is_ancestor($0, reload) != 0 || $0 == reload } ?? false, "the click focused the header-bar button")
                    try expect("n", ran: "new", "on a header-bar button")
                    try expect("r", ran: "window reload", "on a header-bar button")

                    try input.key(named: "F10")
                    MainLoop.run(for: 0.3)
                    try input.key(named: "Escape")
                    MainLoop.run(for: 0.3)
                    try expect("n", ran: "new", "in the header bar after F10 and Escape")

                    // The primary menu opened with the mouse, closed with Escape.
                    let menuButton = try XCTUnwrap(widgets(ofType: gtk_menu_button_get_type(), at: try XCTUnwrap(hosted.window.titlebar).widgetPointer).first)
                    try input.click(menuButton)
                    MainLoop.run(for: 0.3)
                    try input.key(named: "Escape")
                    MainLoop.run(for: 0.3)
                    try expect("n", ran: "new", "on the primary menu's button after its menu closed")
                    try expect("n", ran: "new", "on the primary menu's button, again")

                    // The primary menu open: the command still runs, and the menu closes.
                    let popover = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(menuButton)))
                    let popoverWidget = UnsafeMutablePointer<GtkWidget>(OpaquePointer(popover))
                    try input.key(named: "F10")
                    XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_mapped(popoverWidget) != 0 }, timeout: 2), "F10 opened the primary menu")
                    MainLoop.run(for: 0.2)
                    try expect("n", ran: "new", "in the open primary menu")
                    XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_mapped(popoverWidget) == 0 }, timeout: 2), "the command closed the menu")

                    GLibLogRecorder.assertNoProblems("using the commands")
                    try input.key(named: "w", modifiers: .control)
                    XCTAssertTrue(MainLoop.run(until: { runner.openWindows.isEmpty }, timeout: 5), "Ctrl+W closed the window")
                    MainLoop.run(for: 0.3)
                    GLibLogRecorder.assertNoProblems("closing the window by Ctrl+W")
                }

                let status = AppRunner(app: CommandsInputApp()).run(arguments: ["commands-input-app", "main"])
                XCTAssertEqual(status, 0)
                XCTAssertTrue(ranScenario)
                Self.destroyWindowsLeftByTheApp()
            }
        }
    }

    /// The app's windows outlive its run in this process (an app's process exits there), and
    /// its timers (a settings save) are still pending: left, they would reach later tests. The
    /// pointer leaves them too (GDK keeps the window under it alive).
    @MainActor private static func destroyWindowsLeftByTheApp() {
        let toplevels = gtk_window_list_toplevels()
        var item = toplevels
        while let current = item {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
            if gtk_window_get_application(window) != nil || gtk_window_get_title(window).map({ String(cString: $0) }) == "Commands Input" {
                gtk_window_destroy(window)
            }
            item = current.pointee.next
        }
        g_list_free(toplevels)
        RealInput.movePointerAway()
        MainLoop.run(for: 0.5)
    }
}
