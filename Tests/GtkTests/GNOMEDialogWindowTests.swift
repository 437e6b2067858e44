import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Answers {
    var asksDelete = false
    var asksOK = false
    var asksMany = false
    var choosesColour = false
    var renames = false
    var notes = false
    var edits = false
    var name = "Ada"
    var log: [String] = []
}

/// Every kind of presentation, each opened by setting its flag.
private struct Presenter: View {
    let answers: Answers

    var body: some View {
        @Bindable var answers = answers
        VStack {
            Text("Presenter")
        }
        .alert("Delete the file?", isPresented: $answers.asksDelete) {
            Button("Delete", role: .destructive) { answers.log.append("delete") }
            Button("Cancel", role: .cancel) { answers.log.append("cancel") }
        } message: {
            Text("This cannot be undone, and the file is gone for good once deleted.")
        }
        .alert("Saved", isPresented: $answers.asksOK) {
            Button("OK") { answers.log.append("ok") }
        }
        .alert("Save the changes?", isPresented: $answers.asksMany) {
            Button("Discard", role: .destructive) { answers.log.append("discard") }
            Button("Cancel", role: .cancel) {}
            Button("Save") { answers.log.append("save") }
        }
        .confirmationDialog("Colour", isPresented: $answers.choosesColour) {
            Button("Red") { answers.log.append("red") }
            Button("Cancel", role: .cancel) {}
            Button("Green") { answers.log.append("green") }
        } message: {
            Text("The colour of the name.")
        }
        .sheet(isPresented: $answers.renames) {
            RenameSheet(answers: answers)
        }
        .sheet(isPresented: $answers.notes) {
            Text("A note.").navigationTitle("Note")
        }
        .sheet(isPresented: $answers.edits) {
            EditSheet(answers: answers)
        }
    }
}

/// A sheet as SwiftUI code writes one: a title, Done as the confirmation action.
private struct RenameSheet: View {
    let answers: Answers
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var answers = answers
        VStack {
            TextField("Name", text: $answers.name)
        }
        .navigationTitle("Rename")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                    answers.log.append("done")
                    dismiss()
                }
            }
        }
    }
}

/// A sheet with Cancel and Save.
private struct EditSheet: View {
    let answers: Answers
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Editing")
            .navigationTitle("Edit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        answers.log.append("cancel")
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
            }
    }
}

/// Alerts, confirmation dialogs and sheets look and work as GNOME's (issues #36 and #46): an
/// alert and a confirmation dialog are libadwaita's message dialog, the title its heading,
/// Cancel first and the destructive or default action last, in their styles; a sheet's header
/// bar with its title, its Cancel at the start, its confirmation action at the end (Enter in
/// a field presses it), or else the close button. Real windows; real keys where a key matters.
final class GNOMEDialogWindowTests: XCTestCase {
    /// The one window presented over `window` (waits for it), as a driver of the whole window
    /// (its title bar too).
    @MainActor private static func presented(over window: RealWindow) throws -> (UnsafeMutablePointer<GtkWindow>, RealWindow) {
        let parent = window.hosted!.window.widgetPointer
        XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).count == 1 }, timeout: 5), "one window presented")
        let presented = try XCTUnwrap(visibleWindows(transientFor: parent).first)
        let driver = try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(presented)))
        // Wait for its first layout: widths are read below.
        XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_width(UnsafeMutableRawPointer(presented).assumingMemoryBound(to: GtkWidget.self)) > 0 }, timeout: 5))
        driver.settle()
        return (presented, driver)
    }

    @MainActor private static func dismissed(_ window: RealWindow) -> Bool {
        let parent = window.hosted!.window.widgetPointer
        return MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5)
    }

    /// The titles of the buttons on screen in `driver`'s window, in the order GTK holds them.
    @MainActor private static func buttonTitles(_ driver: RealWindow) -> [String] {
        driver.descendants(of: driver.window).filter { driver.isA($0, gtk_button_get_type()) && gtk_widget_get_mapped($0) != 0 }.compactMap { button in
            let text = driver.descendants(of: button).filter(driver.isOwnLabel).map(driver.labelText).joined(separator: " ")
            return text.isEmpty ? nil : text
        }
    }

    @MainActor private static func width(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 { gtk_widget_get_width(widget) }

    @MainActor private static func bounds(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWindow>) -> graphene_rect_t {
        var rect = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), &rect)
        return rect
    }

    /// The heading of the message dialog `alert`.
    @MainActor private static func heading(of alert: UnsafeMutablePointer<GtkWindow>) -> String? {
        adw_message_dialog_get_heading(UnsafeMutableRawPointer(alert).assumingMemoryBound(to: AdwMessageDialog.self)).map { String(cString: $0) }
    }

    func testAnAlertIsAMessageDialogWithCancelFirstAndTheDestructiveActionLastInARowOfEqualButtons() throws {
        try onMainActor {
            let answers = Answers()
            let window = try RealWindow(Presenter(answers: answers))
            defer { window.close() }
            answers.asksDelete = true
            window.settle()
            let (alert, inAlert) = try Self.presented(over: window)
            XCTAssertTrue(inAlert.isA(UnsafeMutableRawPointer(alert).assumingMemoryBound(to: GtkWidget.self), adw_message_dialog_get_type()),
                          "libadwaita's message dialog, not an imitation")
            XCTAssertEqual(Self.heading(of: alert), "Delete the file?", "the title is the heading")
            XCTAssertEqual(Self.buttonTitles(inAlert), ["Cancel", "Delete"], "Cancel first, the destructive action last")
            let cancel = try inAlert.button("Cancel"), delete = try inAlert.button("Delete")
            XCTAssertTrue(inAlert.hasCSSClass(delete, "destructive"), "libadwaita 1.2's destructive response")
            XCTAssertFalse(inAlert.hasCSSClass(cancel, "destructive"))
            XCTAssertFalse(inAlert.hasCSSClass(cancel, "suggested"))
            XCTAssertEqual(gtk_window_get_default_widget(alert), cancel, "beside a destructive action, Enter is Cancel")
            let cancelBounds = Self.bounds(cancel, in: alert), deleteBounds = Self.bounds(delete, in: alert)
            XCTAssertEqual(cancelBounds.origin.y, deleteBounds.origin.y, "one row")
            XCTAssertLessThan(cancelBounds.origin.x, deleteBounds.origin.x, "Cancel at the start")
            XCTAssertEqual(cancelBounds.size.width, deleteBounds.size.width, accuracy: 1, "of equal widths")
            let alertWidth = Self.width(UnsafeMutableRawPointer(alert).assumingMemoryBound(to: GtkWidget.self))
            XCTAssertGreaterThanOrEqual(alertWidth, 300, "a message dialog's width")
            XCTAssertLessThanOrEqual(alertWidth, 360, "it fits a phone's screen: its text wraps")
            _ = try inAlert.label("This cannot be undone, and the file is gone for good once deleted.")
            try inAlert.realClick("Delete")
            XCTAssertTrue(Self.dismissed(window))
            XCTAssertEqual(answers.log, ["delete"], "the view's own button ran, once")
        }
    }

    func testAnAlertsLoneActionIsTheDefaultThatEnterPresses() throws {
        try onMainActor {
            let answers = Answers()
            let window = try RealWindow(Presenter(answers: answers))
            defer { window.close() }
            answers.asksOK = true
            window.settle()
            let (alert, inAlert) = try Self.presented(over: window)
            let ok = try inAlert.button("OK")
            XCTAssertTrue(inAlert.hasCSSClass(ok, "suggested"), "the default action is the suggested one")
            XCTAssertEqual(gtk_window_get_default_widget(alert), ok, "and the window's default")
            let input = try RealInput.shared()
            try input.focusWindow(of: UnsafeMutableRawPointer(alert).assumingMemoryBound(to: GtkWidget.self))
            gtk_window_set_focus(alert, nil)  // Enter reaches the window, not a focused button
            try input.key(named: "Return")
            XCTAssertTrue(Self.dismissed(window), "Enter pressed OK")
            XCTAssertEqual(answers.log, ["ok"])
        }
    }

    func testAnAlertWithThreeButtonsKeepsCancelFirstAndHasNoDefaultBesideADestructiveAction() throws {
        try onMainActor {
            let answers = Answers()
            let window = try RealWindow(Presenter(answers: answers))
            defer { window.close() }
            answers.asksMany = true
            window.settle()
            let (alert, inAlert) = try Self.presented(over: window)
            XCTAssertEqual(Self.buttonTitles(inAlert), ["Cancel", "Discard", "Save"])
            XCTAssertLessThanOrEqual(Self.width(UnsafeMutableRawPointer(alert).assumingMemoryBound(to: GtkWidget.self)), 360)
            XCTAssertFalse(inAlert.hasCSSClass(try inAlert.button("Save"), "suggested"), "no suggested action beside a destructive one")
            XCTAssertTrue(inAlert.hasCSSClass(try inAlert.button("Discard"), "destructive"))
            try inAlert.realClick("Save")
            XCTAssertTrue(Self.dismissed(window))
            XCTAssertEqual(answers.log, ["save"])
        }
    }

    func testAConfirmationDialogIsAMessageDialogOfItsChoicesWithCancelFirst() throws {
        try onMainActor {
            let answers = Answers()
            let window = try RealWindow(Presenter(answers: answers))
            defer { window.close() }
            answers.choosesColour = true
            window.settle()
            let (dialog, inDialog) = try Self.presented(over: window)
            XCTAssertEqual(Self.heading(of: dialog), "Colour")
            XCTAssertEqual(Self.buttonTitles(inDialog), ["Cancel", "Red", "Green"], "Cancel first: GNOME's place for it")
            _ = try inDialog.label("The colour of the name.")
            let dialogWidth = Self.width(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWidget.self))
            XCTAssertGreaterThanOrEqual(dialogWidth, 300, "a dialog's width, not its buttons'")
            XCTAssertLessThanOrEqual(dialogWidth, 360)
            try inDialog.realClick("Green")
            XCTAssertTrue(Self.dismissed(window))
            XCTAssertEqual(answers.log, ["green"])
        }
    }

    func testASheetHasAHeaderBarWithItsTitleAndDoneThatEnterInItsFieldPresses() throws {
        try onMainActor {
            let answers = Answers()
            let window = try RealWindow(Presenter(answers: answers), title: "Presenting")
            defer { window.close() }
            answers.renames = true
            window.settle()
            let (sheet, inSheet) = try Self.presented(over: window)
            let titlebar = try XCTUnwrap(gtk_window_get_titlebar(sheet))
            XCTAssertTrue(inSheet.isA(titlebar, adw_header_bar_get_type()), "libadwaita's header bar")
            XCTAssertEqual(String(cString: gtk_window_get_title(sheet)), "Rename", "titled by the content's .navigationTitle")
            XCTAssertEqual(String(cString: gtk_window_get_title(UnsafeMutableRawPointer(window.hosted!.window.widgetPointer).assumingMemoryBound(to: GtkWindow.self))),
                           "Presenting", "the presenting window keeps its title")
            let done = try inSheet.button("Done")
            XCTAssertTrue(inSheet.descendants(of: titlebar).contains(done), "Done is in the header bar")
            XCTAssertTrue(inSheet.hasCSSClass(done, "suggested-action"))
            XCTAssertEqual(gtk_window_get_default_widget(sheet), done, "the sheet's default")
            XCTAssertNotEqual(adw_header_bar_get_show_end_title_buttons(OpaquePointer(titlebar)), 0, "no Cancel: the close button is the way out")
            let field = UnsafeMutableRawPointer(try inSheet.entry("Name")).assumingMemoryBound(to: GtkWidget.self)
            XCTAssertLessThan(Self.bounds(done, in: sheet).origin.y, Self.bounds(field, in: sheet).origin.y, "above the content, not below it")
            XCTAssertThrowsError(try window.button("Done"), "not in the presenting window's header bar")

            try inSheet.realType("!", intoEntry: "Name")
            XCTAssertEqual(answers.name, "Ada!")
            try RealInput.shared().key(named: "Return")
            XCTAssertTrue(Self.dismissed(window), "Enter in the field pressed Done")
            XCTAssertEqual(answers.log, ["done"])
            XCTAssertFalse(answers.renames)
        }
    }

    func testASheetWithoutToolbarItemsHasItsTitleAndTheCloseButton() throws {
        try onMainActor {
            let answers = Answers()
            let window = try RealWindow(Presenter(answers: answers))
            defer { window.close() }
            answers.notes = true
            window.settle()
            let (sheet, inSheet) = try Self.presented(over: window)
            let titlebar = try XCTUnwrap(gtk_window_get_titlebar(sheet))
            XCTAssertEqual(String(cString: gtk_window_get_title(sheet)), "Note")
            XCTAssertNotEqual(adw_header_bar_get_show_end_title_buttons(OpaquePointer(titlebar)), 0)
            let windowControls = inSheet.descendants(of: titlebar).filter { inSheet.isA($0, gtk_window_controls_get_type()) && gtk_widget_get_visible($0) != 0 }
            let closeButtons = windowControls.flatMap { inSheet.descendants(of: $0) }.filter { inSheet.isA($0, gtk_button_get_type()) && gtk_widget_get_mapped($0) != 0 }
            XCTAssertEqual(closeButtons.count, 1, "a close button shows")
            try inSheet.realClick(try XCTUnwrap(closeButtons.first))
            XCTAssertTrue(Self.dismissed(window), "the close button closed it")
            XCTAssertFalse(answers.notes)
        }
    }

    func testASheetsCancellationActionIsAtTheStartInsteadOfTheCloseButton() throws {
        try onMainActor {
            let answers = Answers()
            let window = try RealWindow(Presenter(answers: answers))
            defer { window.close() }
            answers.edits = true
            window.settle()
            let (sheet, inSheet) = try Self.presented(over: window)
            let titlebar = try XCTUnwrap(gtk_window_get_titlebar(sheet))
            XCTAssertEqual(adw_header_bar_get_show_end_title_buttons(OpaquePointer(titlebar)), 0, "Cancel is the way out: no close button")
            let cancel = Self.bounds(try inSheet.button("Cancel"), in: sheet), save = Self.bounds(try inSheet.button("Save"), in: sheet)
            XCTAssertLessThan(cancel.origin.x, save.origin.x, "Cancel at the start, Save at the end")
            XCTAssertFalse(inSheet.hasCSSClass(try inSheet.button("Cancel"), "suggested-action"))
            XCTAssertTrue(inSheet.hasCSSClass(try inSheet.button("Save"), "suggested-action"))
            try inSheet.realClick("Cancel")
            XCTAssertTrue(Self.dismissed(window))
            XCTAssertFalse(answers.edits)
            XCTAssertEqual(answers.log, ["cancel"])

            // Escape presses Cancel, so its action runs (SwiftUI's Escape on a sheet).
            answers.edits = true
            window.settle()
            let (_, again) = try Self.presented(over: window)
            try again.realFocusWindow()
            try again.realKey("Escape")
            XCTAssertTrue(Self.dismissed(window), "Escape closed the sheet")
            XCTAssertEqual(answers.log, ["cancel", "cancel"], "through its Cancel button's action")
        }
    }
}
