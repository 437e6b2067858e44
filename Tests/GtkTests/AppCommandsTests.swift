import CellsGtk
import CGtk
import Foundation
import Gtk
import XCTest

/// What the commands app below saw when it launched.
@MainActor
private enum CommandsLog {
    static var ran: [String] = []
    static var acceleratorOfNewNote: [String] = []
    static var actionOfControlN: [String] = []
    static var primaryMenuFirstItem: String?
}

/// An app with `.commands`, checking from inside its run that they are application actions
/// with accelerators and a submenu of the primary menu.
private struct CommandsApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.CommandsApp" }

    var body: some Scene {
        WindowGroup("Commands", id: "main") { Text("Commands") }
            .commands {
                CommandMenu("Note") {
                    Button("New Note") { CommandsLog.ran.append("new") }.keyboardShortcut("n")
                    Divider()
                    Button("Archive") { CommandsLog.ran.append("archive") }
                }
            }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        guard let application = runner.application else { return }
        let app = OpaquePointer(application.rawPointer)
        let gtkApplication = application.rawPointer.assumingMemoryBound(to: GtkApplication.self)
        CommandsLog.acceleratorOfNewNote = Self.strings(gtk_application_get_accels_for_action(gtkApplication, "app.command-0-0"))
        CommandsLog.actionOfControlN = Self.strings(gtk_application_get_actions_for_accel(gtkApplication, "<Control>n"))
        g_action_group_activate_action(app, "command-0-0", nil)
        g_action_group_activate_action(app, "command-0-1", nil)
        // The window's primary menu: its first section holds the "Note" submenu.
        if let bar = runner.openWindows.first?.window.titlebar, let button = widgets(ofType: gtk_menu_button_get_type(), at: bar.widgetPointer).first,
           let model = gtk_menu_button_get_menu_model(OpaquePointer(button)),
           let section = g_menu_model_get_item_link(model, 0, "section"),
           let label = g_menu_model_get_item_attribute_value(section, 0, "label", nil) {
            CommandsLog.primaryMenuFirstItem = String(cString: g_variant_get_string(label, nil))
            g_variant_unref(label)
            g_object_unref(UnsafeMutableRawPointer(section))
        }
    }

    private static func strings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
        guard let list else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] { result.append(String(cString: item)); index += 1 }
        return result
    }
}

final class AppCommandsTests: XCTestCase {
    func testCommandsAreApplicationActionsWithAcceleratorsInThePrimaryMenu() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            withTemporarySettingsFolders("commands") {
                let status = AppRunner(app: CommandsApp()).run(arguments: ["commands-app", "main", "--quit-after-first-frame"])
                defer { Self.destroyWindow(titled: "Commands") }

                XCTAssertEqual(status, 0)
                XCTAssertEqual(CommandsLog.acceleratorOfNewNote, ["<Control>n"], "the button's shortcut is the action's accelerator")
                XCTAssertEqual(CommandsLog.actionOfControlN, ["app.command-0-0"], "Ctrl+N runs New Note in any window")
                XCTAssertEqual(CommandsLog.ran, ["new", "archive"], "activating the actions ran the buttons' actions")
                XCTAssertEqual(CommandsLog.primaryMenuFirstItem, "Note", "the command menu is a submenu of the primary menu")
            }
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
