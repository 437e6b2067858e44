import CellsGtk
import CGtk
import Foundation
import Gtk
import XCTest

/// What the delegate below saw when the app launched.
@MainActor
private enum LaunchLog {
    static var calls = 0
    static var hadApplication = false
    static var windowTitles: [String] = []
    static var hasHeaderBarWithPrimaryMenu = false
    static var aboutProgramName: String?
    static var aboutWebsite: String?
    static var aboutLicense: GtkLicense?
    static var aboutLogoIsInTheTheme = false
}

/// An app that reaches for its GtkApplication and windows, as a user's app adding actions would.
private struct DelegatingApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.DelegatingApp" }
    static var about: AboutInfo {
        AboutInfo(name: "DelegatingApp", website: "https://example.org/delegating", license: "GPL-3.0-or-later")
    }

    var body: some Scene {
        WindowGroup("Delegating", id: "main") { Text("Hello from the app") }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        LaunchLog.calls += 1
        LaunchLog.hadApplication = runner.application != nil && AppRunner.current === runner
        LaunchLog.windowTitles = runner.openWindows.compactMap(\.window.title)
        runner.application?.addAction("hello", accelerators: ["<Control>h"]) {}

        // Every window has a header bar with the primary menu, whose About item works.
        if let window = runner.openWindows.first?.window, let bar = window.titlebar {
            LaunchLog.hasHeaderBarWithPrimaryMenu = bar is HeaderBar && Self.contains(gtk_menu_button_get_type(), in: bar.widgetPointer)
        }
        if let application = runner.application {
            g_action_group_activate_action(OpaquePointer(application.rawPointer), "about", nil)
            let toplevels = gtk_window_list_toplevels()
            defer { g_list_free(toplevels) }
            var item = toplevels
            while let current = item {
                let widget = current.pointee.data.assumingMemoryBound(to: GtkWidget.self)
                // libadwaita's About window, not GTK's About dialog.
                if Self.isA(widget, adw_about_window_get_type()) {
                    let about = OpaquePointer(widget)
                    LaunchLog.aboutProgramName = String(cString: adw_about_window_get_application_name(about))
                    LaunchLog.aboutWebsite = adw_about_window_get_website(about).map { String(cString: $0) }
                    LaunchLog.aboutLicense = adw_about_window_get_license_type(about)
                    // No icon installed under the app's id: a generic one the theme has, not
                    // GTK's missing-image icon.
                    let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget))
                    LaunchLog.aboutLogoIsInTheTheme = adw_about_window_get_application_icon(about)
                        .map { gtk_icon_theme_has_icon(theme, $0) != 0 } ?? false
                }
                item = current.pointee.next
            }
        }
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    private static func contains(_ type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if isA(widget, type) { return true }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if contains(type, in: current) { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}

final class ApplicationDelegateTests: XCTestCase {
    /// The app's window and its modal About window outlive its run in this process (the
    /// process of an app exits there); left open, the modal window would block the input of
    /// later tests' windows.
    @MainActor private static func destroyWindowsLeftByTheApp() {
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var item = toplevels
        while let current = item {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
            let title = gtk_window_get_title(window).map { String(cString: $0) }
            if title == "Delegating" || title == "About DelegatingApp" { gtk_window_destroy(window) }
            item = current.pointee.next
        }
        for _ in 0..<100 where MainLoop.iterate(mayBlock: false) {}
    }

    func testTheDelegateGetsTheRunningApplicationAndItsWindowsAndQuittingAfterTheFirstFrameStillWorks() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-delegate-\(getpid())")
            setenv("XDG_CONFIG_HOME", folder.appendingPathComponent("config").path, 1)
            setenv("XDG_STATE_HOME", folder.appendingPathComponent("state").path, 1)
            let settingsBefore = SettingsStore.standard
            defer {
                SettingsStore.standard = settingsBefore  // the run installed the app's own store
                try? FileManager.default.removeItem(at: folder)
            }

            let status = AppRunner(app: DelegatingApp()).run(arguments: ["delegating-app", "main", "--quit-after-first-frame"])
            defer { Self.destroyWindowsLeftByTheApp() }

            XCTAssertEqual(status, 0)
            XCTAssertEqual(LaunchLog.calls, 1)
            XCTAssertTrue(LaunchLog.hadApplication)
            XCTAssertEqual(LaunchLog.windowTitles, ["Delegating"])
            XCTAssertTrue(LaunchLog.hasHeaderBarWithPrimaryMenu, "the window has a header bar with the primary menu")
            XCTAssertEqual(LaunchLog.aboutProgramName, "DelegatingApp", "app.about shows the About window with the app's name")
            XCTAssertEqual(LaunchLog.aboutWebsite, "https://example.org/delegating", "and its website")
            XCTAssertEqual(LaunchLog.aboutLicense, GTK_LICENSE_GPL_3_0, "and its licence, by its SPDX name")
            XCTAssertTrue(LaunchLog.aboutLogoIsInTheTheme, "and an icon the theme has")
        }
    }
}
