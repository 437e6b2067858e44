import CGtk
import CellsGtk
import Foundation
import Gtk
import Observation
import XCTest

@MainActor
private enum PhaseScenario {
    static var run: (@MainActor (AppRunner) throws -> Void)?
    static var log: [String] = []
}

@MainActor @Observable
private final class DraftStore {
    var drafts = 2
    var saves = 0
}

/// An app that saves when none of its windows is in use any more, as SwiftUI apps write it.
private struct DraftsApp: App, GtkApplicationDelegate {
    static var applicationID: String { "dev.cells.tests.DraftsApp" }
    @Owned private var store = DraftStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup("Drafts", id: "main") { Text("\(store.drafts) drafts, \(store.saves) saves") }
            .onChange(of: scenePhase) { old, new in
                PhaseScenario.log.append("\(old) → \(new)")
                if new == .background { store.saves += 1 }
            }
    }

    func applicationDidLaunch(_ runner: AppRunner) {
        do {
            try PhaseScenario.run?(runner)
        } catch {
            XCTFail("the scenario threw \(error)")
        }
        runner.application?.quit()
    }
}

/// `Scene.onChange(of:)` on the app's scene phase, which follows its real windows: the app's
/// body is evaluated again when the phase changes, and the action runs with both phases.
final class SceneOnChangeAppTests: XCTestCase {
    func testTheAppsPhaseFollowsItsWindowsAndItsOnChangeSaves() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            withTemporarySettingsFolders("scene-on-change") {
                defer { PhaseScenario.run = nil }
                PhaseScenario.log = []
                var ran = false
                PhaseScenario.run = { runner in
                    ran = true
                    let hosted = try XCTUnwrap(runner.openWindows.first)
                    let window = hosted.window.widgetPointer
                    XCTAssertTrue(MainLoop.presentAndWaitForFirstFrame(window, timeout: 5))
                    try RealInput.shared().focusWindow(of: window)
                    XCTAssertTrue(MainLoop.run(until: { PhaseScenario.log.last == "background → active" }, timeout: 2),
                                  "the app became active with its window: \(PhaseScenario.log)")

                    hosted.window.isVisible = false
                    XCTAssertTrue(MainLoop.run(until: { PhaseScenario.log.last?.hasSuffix("→ background") == true }, timeout: 2),
                                  "its only window hidden, the app is in the background: \(PhaseScenario.log)")
                    hosted.window.isVisible = true
                    hosted.window.present()
                    try RealInput.shared().focusWindow(of: window)
                    XCTAssertTrue(MainLoop.run(until: { PhaseScenario.log.last?.hasSuffix("→ active") == true }, timeout: 2))
                    MainLoop.run(for: 0.2)
                    let texts = widgets(ofType: gtk_label_get_type(), at: window).map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
                    XCTAssertTrue(texts.contains("2 drafts, 1 saves"), "the action saved the store the window shows: \(texts)")
                }
                let status = AppRunner(app: DraftsApp()).run(arguments: ["drafts-app", "main"])
                XCTAssertEqual(status, 0)
                XCTAssertTrue(ran)
            }
        }
    }
}
