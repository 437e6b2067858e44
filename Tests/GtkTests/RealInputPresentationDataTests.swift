import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Drafts {
    var edits = false
    var dismissals = 0
    var deleting: String?
    var confirmsDelete = false
    var deleted: [String] = []
}

/// A sheet with an `onDismiss`, and an alert presenting the draft it deletes.
private struct DraftsView: View {
    let drafts: Drafts
    var body: some View {
        @Bindable var drafts = drafts
        VStack {
            Text("dismissed \(drafts.dismissals) deleted \(drafts.deleted.joined(separator: ","))")
            Button("Edit…") { drafts.edits = true }
            Button("Delete Letter…") { drafts.deleting = "Letter"; drafts.confirmsDelete = true }
        }
        .sheet(isPresented: $drafts.edits, onDismiss: { drafts.dismissals += 1 }) {
            Text("Editing")
        }
        .alert("Delete the draft?", isPresented: $drafts.confirmsDelete, presenting: drafts.deleting) { name in
            Button("Delete \(name)", role: .destructive) { drafts.deleted.append(name) }
            Button("Cancel", role: .cancel) {}
        } message: { name in
            Text("“\(name)” will be gone.")
        }
    }
}

/// `.sheet(isPresented:onDismiss:)` closed by a real Escape, and `.alert(presenting:)` shown
/// and answered with real input.
final class RealInputPresentationDataTests: XCTestCase {
    @MainActor private static func presented(over window: RealWindow) throws -> RealWindow {
        let parent = window.hosted!.window.widgetPointer
        XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).count == 1 }, timeout: 5), "one window presented")
        let presented = try XCTUnwrap(visibleWindows(transientFor: parent).first)
        return try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(try XCTUnwrap(gtk_window_get_child(presented)))))
    }

    @MainActor private static func dismissed(_ window: RealWindow) -> Bool {
        let parent = window.hosted!.window.widgetPointer
        return MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5)
    }

    func testEscapeClosingASheetRunsItsOnDismissOnce() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let drafts = Drafts()
            let window = try RealWindow(DraftsView(drafts: drafts))
            defer { window.close() }
            try window.realClick("Edit…")
            let sheet = try Self.presented(over: window)
            XCTAssertNoThrow(try sheet.label("Editing"))
            XCTAssertEqual(drafts.dismissals, 0)
            try sheet.realKey("Escape")
            XCTAssertTrue(Self.dismissed(window), "Escape took the sheet down")
            window.settle()
            XCTAssertFalse(drafts.edits)
            XCTAssertEqual(drafts.dismissals, 1, "onDismiss ran once")
            XCTAssertNoThrow(try window.label("dismissed 1 deleted "))
            GLibLogRecorder.failOnCriticals("dismissing a sheet with Escape")
        }
    }

    func testAnAlertPresentingDataShowsItAndItsButtonRunsWithIt() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let drafts = Drafts()
            let window = try RealWindow(DraftsView(drafts: drafts))
            defer { window.close() }
            try window.realClick("Delete Letter…")
            let alert = try Self.presented(over: window)
            XCTAssertNoThrow(try alert.label("“Letter” will be gone."))
            try alert.realClick("Delete Letter")
            XCTAssertTrue(Self.dismissed(window))
            XCTAssertEqual(drafts.deleted, ["Letter"])
            XCTAssertFalse(drafts.confirmsDelete)

            // No data: no alert, whatever the binding says.
            drafts.deleting = nil
            drafts.confirmsDelete = true
            window.settle(for: 0.2)
            XCTAssertTrue(visibleWindows(transientFor: window.hosted!.window.widgetPointer).isEmpty)
            GLibLogRecorder.failOnCriticals("an alert presenting data")
        }
    }
}
