import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Desk {
    var asksDelete = false
    var asksDiscard = false
    var edits = false
    var deleted = 0
    var cancelled = 0
    var kept = 0
    var discarded = 0
    var bumps = 0
}

/// An alert, a confirmation dialog and a sheet, each presented by a button.
private struct DeskView: View {
    let desk: Desk
    var body: some View {
        @Bindable var desk = desk
        VStack {
            Text("deleted \(desk.deleted) cancelled \(desk.cancelled) kept \(desk.kept) discarded \(desk.discarded)")
            Button("Delete…") { desk.asksDelete = true }
            Button("Close Draft…") { desk.asksDiscard = true }
            Button("Edit…") { desk.edits = true }
        }
        .alert("Delete the file?", isPresented: $desk.asksDelete) {
            Button("Delete", role: .destructive) { desk.deleted += 1 }
            Button("Cancel", role: .cancel) { desk.cancelled += 1 }
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Keep the draft?", isPresented: $desk.asksDiscard) {
            Button("Keep Draft") { desk.kept += 1 }
            Button("Discard", role: .destructive) { desk.discarded += 1 }
            Button("Cancel", role: .cancel) { desk.cancelled += 1 }
        }
        .sheet(isPresented: $desk.edits) { EditSheet(desk: desk) }
    }
}

private struct EditSheet: View {
    let desk: Desk
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("bumps \(desk.bumps)")
            Button("Bump") { desk.bumps += 1 }
            Button("Done") { dismiss() }
        }
    }
}

/// `.alert`, `.confirmationDialog` and `.sheet` (Presentation) driven with real input:
/// opened by a real click or a model write, answered by a real click on each button or by
/// Escape; the binding goes back to false and the chosen button's action runs once.
final class RealInputPresentationTests: XCTestCase {
    /// The window presented over `window` (waits for it), and a driver of its content.
    @MainActor private static func presented(over window: RealWindow) throws -> RealWindow {
        let parent = window.hosted!.window.widgetPointer
        XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).count == 1 }, timeout: 5), "one window presented")
        let presented = try XCTUnwrap(visibleWindows(transientFor: parent).first)
        return try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(try XCTUnwrap(gtk_window_get_child(presented)))))
    }

    /// Waits until nothing is presented over `window`.
    @MainActor private static func dismissed(_ window: RealWindow) -> Bool {
        let parent = window.hosted!.window.widgetPointer
        return MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5)
    }

    func testAnAlertsButtonsAndEscapeDismissItRunningTheChosenActionOnce() throws {
        try onMainActor {
            let desk = Desk()
            let window = try RealWindow(DeskView(desk: desk))
            defer { window.close() }

            try window.realClick("Delete…")
            XCTAssertTrue(desk.asksDelete)
            var alert = try Self.presented(over: window)
            XCTAssertNoThrow(try alert.label("This cannot be undone."))
            try alert.realClick("Cancel")
            XCTAssertTrue(Self.dismissed(window), "Cancel took the alert down")
            XCTAssertFalse(desk.asksDelete)
            XCTAssertEqual([desk.deleted, desk.cancelled], [0, 1])

            try window.realClick("Delete…")
            alert = try Self.presented(over: window)
            try alert.realClick("Delete")
            XCTAssertTrue(Self.dismissed(window), "Delete took the alert down")
            XCTAssertFalse(desk.asksDelete)
            XCTAssertEqual([desk.deleted, desk.cancelled], [1, 1], "Delete's action ran once")

            try window.realClick("Delete…")
            alert = try Self.presented(over: window)
            try alert.realKey("Escape")
            XCTAssertTrue(Self.dismissed(window), "Escape took the alert down")
            XCTAssertFalse(desk.asksDelete)
            XCTAssertEqual([desk.deleted, desk.cancelled], [1, 2], "Escape ran Cancel's action, once")

            desk.asksDelete = true  // a model write presents it
            window.settle()
            alert = try Self.presented(over: window)
            try alert.realClick("Delete")
            XCTAssertTrue(Self.dismissed(window))
            XCTAssertFalse(desk.asksDelete)
            XCTAssertEqual([desk.deleted, desk.cancelled], [2, 2])
            XCTAssertNoThrow(try window.label("deleted 2 cancelled 2 kept 0 discarded 0"))
        }
    }

    func testAConfirmationDialogsButtonsAndEscapeDismissIt() throws {
        try onMainActor {
            let desk = Desk()
            let window = try RealWindow(DeskView(desk: desk))
            defer { window.close() }
            for choice in ["Keep Draft", "Discard", "Cancel"] {
                try window.realClick("Close Draft…")
                XCTAssertTrue(desk.asksDiscard, choice)
                let dialog = try Self.presented(over: window)
                XCTAssertNoThrow(try dialog.label("Keep the draft?"))
                try dialog.realClick(choice)
                XCTAssertTrue(Self.dismissed(window), "\(choice) took the dialog down")
                XCTAssertFalse(desk.asksDiscard, choice)
            }
            XCTAssertEqual([desk.kept, desk.discarded, desk.cancelled], [1, 1, 1], "each button's action ran once")

            try window.realClick("Close Draft…")
            try Self.presented(over: window).realKey("Escape")
            XCTAssertTrue(Self.dismissed(window), "Escape took the dialog down")
            XCTAssertFalse(desk.asksDiscard)
            XCTAssertEqual([desk.kept, desk.discarded, desk.cancelled], [1, 1, 2], "Escape ran Cancel's action only")

            desk.asksDiscard = true  // a model write presents it
            window.settle()
            try Self.presented(over: window).realClick("Keep Draft")
            XCTAssertTrue(Self.dismissed(window))
            XCTAssertEqual([desk.kept, desk.discarded, desk.cancelled], [2, 1, 2])
            XCTAssertNoThrow(try window.label("deleted 0 cancelled 2 kept 2 discarded 1"))
        }
    }

    func testASheetTakesRealClicksShowsModelWritesAndDoneAndEscapeDismissIt() throws {
        try onMainActor {
            let desk = Desk()
            let window = try RealWindow(DeskView(desk: desk))
            defer { window.close() }
            try window.realClick("Edit…")
            XCTAssertTrue(desk.edits)
            var sheet = try Self.presented(over: window)
            try sheet.realClick("Bump")
            try sheet.realClick("Bump")
            XCTAssertEqual(desk.bumps, 2)
            XCTAssertNoThrow(try sheet.label("bumps 2"))
            desk.bumps = 10  // a model write shows in the sheet
            sheet.settle()
            XCTAssertNoThrow(try sheet.label("bumps 10"))
            try sheet.realClick("Done")
            XCTAssertTrue(Self.dismissed(window), "Done (dismiss) took the sheet down")
            XCTAssertFalse(desk.edits)

            try window.realClick("Edit…")
            sheet = try Self.presented(over: window)
            try sheet.realKey("Escape")
            XCTAssertTrue(Self.dismissed(window), "Escape took the sheet down")
            XCTAssertFalse(desk.edits)
            XCTAssertEqual(desk.bumps, 10)

            desk.edits = true  // a model write presents it
            window.settle()
            sheet = try Self.presented(over: window)
            try sheet.realClick("Bump")
            XCTAssertEqual(desk.bumps, 11)
            desk.edits = false  // and takes it down
            window.settle()
            XCTAssertTrue(Self.dismissed(window), "the model's write took the sheet down")
        }
    }
}
