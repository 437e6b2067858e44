import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

@MainActor
private enum SidebarScenario {
    static var run: (@MainActor (AppRunner) throws -> Void)?
}

/// A split view in a tab, as the demo's Library has it.
private struct Mail: View {
    @Owned private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            NavigationSplitView {
                List(["Inbox", "Sent"], id: \.self) { Text($0) }
            } detail: {
                Text("Message")
            }
            .tabItem { Label("Mail", systemImage: "mail-unread-symbolic") }
            .tag(0)
            Text("Contacts").tabItem { Label("Contacts", systemImage: "avatar-default-symbolic") }.tag(1)
        }
    }
}

private struct SidebarApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.SidebarApp" }

    /// As the demo: another window group first, with commands of its own.
    var body: some Scene {
        WindowGroup("Other", id: "other") { Text("Other") }
            .commands { CommandMenu("Items") { Button("New Item") {} } }
        WindowGroup("Mail", id: "main") { Mail() }
            .defaultSize(width: 900, height: 500)
            .commands { SidebarCommands() }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        do {
            try SidebarScenario.run?(runner)
        } catch {
            XCTFail("the scenario threw \(error)")
        }
        runner.application?.quit()
    }
}

/// `SidebarCommands`: F9, a real key press, hides and shows the key window's sidebar.
final class SidebarCommandsInputTests: XCTestCase {
    func testF9HidesAndShowsTheSidebar() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            withTemporarySettingsFolders("sidebar-commands") {
                defer { SidebarScenario.run = nil }
                var ran = false
                SidebarScenario.run = { runner in
                    ran = true
                    let hosted = try XCTUnwrap(runner.openWindows.first)
                    let window = hosted.window.widgetPointer
                    XCTAssertTrue(MainLoop.presentAndWaitForFirstFrame(window, timeout: 5))
                    let input = try RealInput.shared()
                    try input.focusWindow(of: window)
                    MainLoop.run(for: 0.2)
                    @MainActor func inboxShown() -> Bool {
                        widgets(ofType: gtk_label_get_type(), at: window).contains {
                            String(cString: gtk_label_get_text(OpaquePointer($0))) == "Inbox" && gtk_widget_get_mapped($0) != 0
                        }
                    }
                    XCTAssertTrue(inboxShown(), "the sidebar shows at 900 pixels")
                    try input.key(named: "F9")
                    XCTAssertTrue(MainLoop.run(until: { !inboxShown() }, timeout: 2), "F9 hid the sidebar")
                    try input.key(named: "F9")
                    XCTAssertTrue(MainLoop.run(until: { inboxShown() }, timeout: 2), "F9 showed it again")
                }
                let status = AppRunner(app: SidebarApp()).run(arguments: ["sidebar-app", "main"])
                XCTAssertEqual(status, 0)
                XCTAssertTrue(ran)
            }
        }
    }
}
