import CGtk
import CellsGtk
import Examples
import Foundation
import Gtk
import XCTest

/// Widgets finalized since the test began watching (g_object_weak_ref).
@MainActor
enum FinalizedWidgets {
    static var watched = 0
    static var finalized = 0

    /// Watches `widget` and everything inside it.
    static func watchTree(_ widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_weak_ref(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), { _, _ in
            MainActor.assumeIsolated { FinalizedWidgets.finalized += 1 }
        }, nil)
        watched += 1
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            watchTree(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}

/// A label whose colour the user cycles: blue, red, the theme's.
private struct ColorCycle: View {
    @Owned private var step = 0
    private var color: Color? { [Color.blue, .red, nil][step % 3] }
    var body: some View {
        VStack {
            Text("Step \(step)").foregroundColor(color)
            Text("Always blue").foregroundColor(.blue)
            Button("Next colour") { step += 1 }
        }
    }
}

/// A long session in real windows: windows opened and closed through the public API leave
/// no widget, signal closure or CSS provider behind.
final class LongSessionWindowTests: XCTestCase {
    @MainActor
    private static func makeSession() -> WindowSession {
        var environment = EnvironmentValues()
        environment.settingsStore = SettingsStore(persistence: InMemorySettingsPersistence())
        let scenes = SceneBuilder.buildBlock(
            WindowGroup("Title Editor", id: "editor") { TitleEditor() },
            WindowGroup("Settings", id: "settings") { SettingsWindow() }
        )
        return WindowSession(
            windows: scenes.windowDescriptions,
            archivePath: FileManager.default.temporaryDirectory.path + "/cells-long-session-\(UUID().uuidString).ini",
            application: nil, environment: environment
        )
    }

    func testFiftyWindowsOpenedAndClosedLeaveNothingBehind() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let session = Self.makeSession()
            // A first pair of windows warms up what GTK keeps per process (the theme, fonts).
            for id in ["editor", "settings"] { RealWindow(hosted: try XCTUnwrap(session.openWindow(id: id))).close() }
            MainLoop.run(for: 0.1)

            let closures = SignalClosureCounter.liveCount
            let styleSheets = CSSStyleSheet.installedCount
            let colorSheets = TextColorStyles.installedCount
            FinalizedWidgets.watched = 0
            FinalizedWidgets.finalized = 0
            for cycle in 0..<25 {
                let editor = RealWindow(hosted: try XCTUnwrap(session.openWindow(id: "editor")))
                let settings = RealWindow(hosted: try XCTUnwrap(session.openWindow(id: "settings")))
                try editor.type("Cycle \(cycle)", into: "Insert Title")
                try editor.click("Change Title")
                let label = try editor.label("Cycle \(cycle) (\("Cycle \(cycle)".count))")
                XCTAssertTrue(editor.hasCSSClass(label, "cells-fg-blue"), "the changed title is blue")
                XCTAssertGreaterThan(TextColorStyles.users(of: .blue), 0)
                try settings.click("Next tab")
                XCTAssertNoThrow(try settings.label("Age 12, theme system, tab 1"))
                for window in session.openWindows { FinalizedWidgets.watchTree(window.window.widgetPointer) }
                editor.close()
                settings.close()
            }
            XCTAssertTrue(session.openWindows.isEmpty)
            let allGone = MainLoop.run(until: {
                FinalizedWidgets.finalized == FinalizedWidgets.watched && SignalClosureCounter.liveCount == closures
            }, timeout: 5)
            XCTAssertTrue(allGone, "\(FinalizedWidgets.watched - FinalizedWidgets.finalized) of \(FinalizedWidgets.watched) widgets "
                + "and \(SignalClosureCounter.liveCount - closures) signal closures outlived 50 windows")
            XCTAssertEqual(FinalizedWidgets.finalized, FinalizedWidgets.watched, "every widget of the closed windows is finalized")
            XCTAssertEqual(SignalClosureCounter.liveCount, closures, "every signal closure is released")
            XCTAssertEqual(TextColorStyles.users(of: .blue), 0, "no label uses the blue style sheet")
            XCTAssertEqual(TextColorStyles.installedCount, colorSheets, "a colour's style sheet outlived its last label")
            XCTAssertEqual(CSSStyleSheet.installedCount, styleSheets, "a CSS provider stays on the display")
        }
    }

    /// A label that changes colour gives up its use of the old colour's sheet; the sheet
    /// leaves the display with its last user.
    func testAColourSheetIsCountedPerLabelAndRemovedWithItsLastUser() throws {
        try onMainActor {
            let window = try RealWindow(ColorCycle())
            let sheets = CSSStyleSheet.installedCount
            XCTAssertEqual(TextColorStyles.users(of: .blue), 2)
            XCTAssertEqual(TextColorStyles.users(of: .red), 0)
            try window.click("Next colour")
            XCTAssertEqual(TextColorStyles.users(of: .blue), 1)
            XCTAssertEqual(TextColorStyles.users(of: .red), 1)
            XCTAssertEqual(CSSStyleSheet.installedCount, sheets + 1, "red's sheet is installed")
            try window.click("Next colour")
            XCTAssertEqual(TextColorStyles.users(of: .red), 0)
            XCTAssertEqual(CSSStyleSheet.installedCount, sheets, "red's sheet left with its last label")
            XCTAssertFalse(window.hasCSSClass(try window.label("Step 2"), "cells-fg-red"))
            window.close()
            XCTAssertEqual(TextColorStyles.users(of: .blue), 0)
            XCTAssertEqual(CSSStyleSheet.installedCount, sheets - 1, "blue's sheet left with the window")
        }
    }
}
