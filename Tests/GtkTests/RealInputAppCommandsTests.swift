import CellsGtk
import CGtk
import Foundation
import Gtk
import XCTest

/// What the app below saw when its commands' shortcuts were pressed as real keys.
@MainActor
private enum ShortcutLog {
    static var ran: [String] = []
    static var inContent = 0
    static var inHeaderBar = 0
    static var failure: String?
    static var focusWasInHeaderBar = false
}

/// An app with a command (Ctrl+N) whose launch presses the shortcut for real: once with the
/// focus in the window's content, once with it on a header bar button.
private struct ShortcutApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.ShortcutApp" }

    var body: some Scene {
        WindowGroup("Shortcuts", id: "main") {
            VStack {
                Text("Shortcuts")
                TextField("Note", text: .constant(""))
            }
        }
        .commands {
            CommandMenu("Note") {
                Button("New Note") { ShortcutLog.ran.append("new") }.keyboardShortcut("n")
            }
        }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        do {
            guard let hosted = runner.openWindows.first, let bar = hosted.window.titlebar else {
                ShortcutLog.failure = "no window with a header bar"
                return
            }
            let window = RealWindow(hosted: hosted)
            window.settle(for: 0.3)
            try window.realClick(UnsafeMutableRawPointer(try window.entry("Note")).assumingMemoryBound(to: GtkWidget.self))
            try window.realKey("n", modifiers: .control)
            _ = MainLoop.run(until: { ShortcutLog.ran.count == 1 }, timeout: 1)
            ShortcutLog.inContent = ShortcutLog.ran.count

            let headerButton = try XCTUnwrap(widgets(ofType: gtk_menu_button_get_type(), at: bar.widgetPointer).first, "a header bar button")
            XCTAssertNotEqual(gtk_widget_grab_focus(headerButton), 0)
            if let focus = gtk_root_get_focus(OpaquePointer(hosted.window.widgetPointer)) {
                ShortcutLog.focusWasInHeaderBar = gtk_widget_is_ancestor(focus, bar.widgetPointer) != 0
            }
            try window.realKey("n", modifiers: .control)
            _ = MainLoop.run(until: { ShortcutLog.ran.count == 2 }, timeout: 1)
            ShortcutLog.inHeaderBar = ShortcutLog.ran.count - ShortcutLog.inContent
        } catch {
            ShortcutLog.failure = "\(error)"
        }
        runner.application.map { g_application_quit(UnsafeMutableRawPointer($0.rawPointer).assumingMemoryBound(to: GApplication.self)) }
    }
}

/// App commands' shortcuts pressed as real keys, wherever the focus is in the window.
final class RealInputAppCommandsTests: XCTestCase {
    /// A known report says app commands do not run with the focus in the header bar; with the
    /// focus on the header bar's menu button they do today.
    func testACommandsShortcutRunsWithTheFocusInTheContentAndInTheHeaderBar() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-shortcuts-\(getpid())")
            setenv("XDG_CONFIG_HOME", folder.appendingPathComponent("config").path, 1)
            setenv("XDG_STATE_HOME", folder.appendingPathComponent("state").path, 1)
            let settingsBefore = SettingsStore.standard
            defer {
                SettingsStore.standard = settingsBefore
                try? FileManager.default.removeItem(at: folder)
            }
            let status = AppRunner(app: ShortcutApp()).run(arguments: ["shortcut-app", "main"])
            defer { Self.destroyWindow(titled: "Shortcuts") }
            XCTAssertEqual(status, 0)
            XCTAssertNil(ShortcutLog.failure)
            XCTAssertEqual(ShortcutLog.inContent, 1, "Ctrl+N with the focus in the text field ran New Note")
            XCTAssertTrue(ShortcutLog.focusWasInHeaderBar)
            XCTAssertEqual(ShortcutLog.inHeaderBar, 1, "Ctrl+N with the focus on a header bar button ran New Note")
        }
    }

    @MainActor private static func destroyWindow(titled title: String) {
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var item = toplevels
        while let current = item {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
            if gtk_window_get_title(window).map({ String(cString: $0) }) == title { gtk_window_destroy(window) }
            item = current.pointee.next
        }
        for _ in 0..<100 where MainLoop.iterate(mayBlock: false) {}
    }
}
