import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

private struct RenameSheet: View {
    @Binding var isPresented: Bool
    @Binding var name: String
    @Owned private var draft = ""

    var body: some View {
        VStack(spacing: 12) {
            Text("Rename")
            TextField("New name", text: $draft)
            HStack(spacing: 8) {
                Button("Cancel") { isPresented = false }
                Button("Rename") {
                    name = draft
                    isPresented = false
                }
                .keyboardShortcut(.defaultAction)
            }
        }
        .padding()
    }
}

private struct Renaming: View {
    @Owned var renames = false
    @Owned var name = "Ada"

    var body: some View {
        VStack {
            Text("Name: \(name), renaming: \(renames ? "yes" : "no")")
            Button("Rename…") { renames = true }
            Button("Save") {}.keyboardShortcut(.defaultAction)
        }
        .sheet(isPresented: $renames) { RenameSheet(isPresented: $renames, name: $name) }
    }
}

/// Closing windows that hold a default button, a focused widget and shortcut controllers, with
/// real X input (XTEST, `RealInput`): a sheet by Escape, by its Cancel button, by its default
/// button (Enter) and by the window's own close, then the window itself. GTK 4.8's window keeps
/// plain pointers to its default and focus widgets: no teardown may leave it one to a freed
/// widget. Each step fails on any critical, or warning of GTK's, GDK's or GLib's, it logged.
final class TeardownCriticalsWindowTests: XCTestCase {
    func testClosingASheetWithADefaultButtonLogsNoCriticals() throws {
        try onMainActor {
            let window = try RealWindow(Renaming(), title: "Renaming \(getpid())")
            defer { window.close() }
            let input = try RealInput.shared()
            let parent = window.hosted!.window.widgetPointer
            GLibLogRecorder.clear()
            try window.realFocusWindow()

            @MainActor func open() throws -> UnsafeMutablePointer<GtkWindow> {
                try window.realFocusWindow()
                try window.realClick("Rename…")
                XCTAssertTrue(MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5), "the sheet opened")
                let sheet = try XCTUnwrap(visibleWindows(transientFor: parent).first)
                let sheetWidget = UnsafeMutablePointer<GtkWidget>(OpaquePointer(sheet))
                _ = MainLoop.waitForNextFrame(of: sheetWidget, timeout: 2)
                try input.focusWindow(of: sheetWidget)
                XCTAssertNotNil(gtk_window_get_default_widget(sheet), "the sheet's Rename button is its default")
                return sheet
            }
            @MainActor func closed(_ how: String) {
                XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5), "\(how) closed the sheet")
                MainLoop.run(for: 0.3)
                XCTAssertTrue(window.labelTexts.contains { $0.hasSuffix("renaming: no") }, "the binding went back to false: \(window.labelTexts)")
                GLibLogRecorder.assertNoProblems("closing the sheet by \(how)")
            }

            _ = try open()
            try input.key(named: "Escape")
            closed("Escape")

            let sheet = try open()
            let cancel = try XCTUnwrap(
                widgets(ofType: gtk_button_get_type(), at: UnsafeMutablePointer<GtkWidget>(OpaquePointer(sheet)))
                    .first { Widget(retaining: UnsafeMutableRawPointer($0)).firstLabelText == "Cancel" })
            try input.click(cancel)
            closed("its Cancel button")

            _ = try open()
            try input.type("Grace", delay: 0.02)
            try input.key(named: "Return")
            closed("its default button (Enter in the entry)")
            XCTAssertNoThrow(try window.label("Name: Grace, renaming: no"))

            let closing = try open()
            gtk_window_close(closing)  // the close button's request
            closed("the close button")

            _ = try open()
            try input.key(named: "w", modifiers: .control)
            closed("Ctrl+W")

            // The window itself, with its own default button, by a real click on its close button.
            try window.realFocusWindow()
            let closeButton = try XCTUnwrap(
                widgets(ofType: gtk_button_get_type(), at: try XCTUnwrap(window.hosted?.window.titlebar).widgetPointer)
                    .first { button in
                        widgets(ofType: gtk_image_get_type(), at: button).contains {
                            gtk_image_get_icon_name(OpaquePointer($0)).map { String(cString: $0) } == "window-close-symbolic"
                        }
                    },
                "the header bar's close button")
            try window.realClick(closeButton)
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(parent) == 0 }, timeout: 5), "the close button closed the window")
            MainLoop.run(for: 0.3)
            GLibLogRecorder.assertNoProblems("closing the window by its close button")
            RealInput.movePointerAway()

            // A window closed with its sheet open (as quitting does): the sheet goes with it.
            let other = try RealWindow(Renaming(), title: "Renaming 2 \(getpid())")
            let otherParent = other.hosted!.window.widgetPointer
            try other.realFocusWindow()
            try other.realClick("Rename…")
            XCTAssertTrue(MainLoop.run(until: { !visibleWindows(transientFor: otherParent).isEmpty }, timeout: 5), "the sheet opened")
            _ = MainLoop.waitForNextFrame(of: UnsafeMutablePointer<GtkWidget>(OpaquePointer(visibleWindows(transientFor: otherParent)[0])), timeout: 2)
            other.close()
            MainLoop.run(for: 0.3)
            XCTAssertTrue(visibleWindows(transientFor: otherParent).isEmpty, "the sheet closed with its window")
            GLibLogRecorder.assertNoProblems("closing a window with its sheet open")
        }
    }

    /// A window closed with a menu open (a timer's dismiss, quitting): the menu's popover
    /// goes first, so its keyboard and pointer grab goes with it, and the next window gets
    /// the keys and clicks. The window is closed as the app closes it, not by
    /// `RealWindow.close()`, which pops the window's popovers down itself first.
    func testClosingAWindowWithAMenuOpenLeavesNoGrabBehind() throws {
        try onMainActor {
            let menus = try RealWindow(Sorting(), title: "Sorting \(getpid())")
            let input = try RealInput.shared()
            let gtkWindow = menus.hosted!.window.widgetPointer
            GLibLogRecorder.clear()
            try menus.realFocusWindow()
            try menus.realClick(try XCTUnwrap(widgets(ofType: gtk_menu_button_get_type(), at: gtkWindow).first))
            let popover = try XCTUnwrap(widgets(ofType: gtk_popover_get_type(), at: gtkWindow).first)
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_mapped(popover) != 0 }, timeout: 2), "the click opened the menu")
            // The pointer over its first item (GTK's tooltip timer then waits on the popover).
            try input.hover(try XCTUnwrap(widgets(ofType: gtk_button_get_type(), at: popover).first))
            MainLoop.run(for: 0.2)
            menus.hosted?.close()
            MainLoop.run(for: 0.8)  // past the tooltip's 500 ms popup timer
            GLibLogRecorder.assertNoProblems("closing a window with its menu open")
            RealInput.movePointerAway()

            let next = try RealWindow(Sorting(), title: "Sorting 2 \(getpid())")
            defer { next.close() }
            let nextWindow = next.hosted!.window.widgetPointer
            try next.realFocusWindow()
            try next.realClick("Count")
            XCTAssertNoThrow(try next.label("Counted: 1"), "a click reached the next window")
            gtk_window_set_focus(UnsafeMutablePointer<GtkWindow>(OpaquePointer(nextWindow)), UnsafeMutablePointer<GtkWidget>(try next.entry("Note")))
            try input.type("ok", delay: 0.02)
            XCTAssertEqual(next.text(of: try next.entry("Note")), "ok", "keys reached the next window")
        }
    }

    /// An alert and a confirmation dialog, closed by Escape and by a click on a button.
    func testClosingAlertsLogsNoCriticals() throws {
        try onMainActor {
            let window = try RealWindow(Asking(), title: "Asking \(getpid())")
            defer { window.close() }
            let input = try RealInput.shared()
            let parent = window.hosted!.window.widgetPointer
            GLibLogRecorder.clear()
            for (opener, closer) in [("Delete…", "Escape"), ("Delete…", "Cancel"), ("Delete…", "Delete"), ("Colour…", "Escape"), ("Colour…", "Red")] {
                try window.realFocusWindow()
                try window.realClick(opener)
                XCTAssertTrue(MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5), "\(opener) opened")
                let alert = UnsafeMutablePointer<GtkWidget>(OpaquePointer(try XCTUnwrap(visibleWindows(transientFor: parent).first)))
                _ = MainLoop.waitForNextFrame(of: alert, timeout: 2)
                try input.focusWindow(of: alert)
                if closer == "Escape" {
                    try input.key(named: "Escape")
                } else {
                    let button = try XCTUnwrap(
                        widgets(ofType: gtk_button_get_type(), at: alert).first {
                            gtk_widget_get_mapped($0) != 0 && Widget(retaining: UnsafeMutableRawPointer($0)).firstLabelText == closer
                        })
                    try input.click(button)
                }
                XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5), "\(closer) closed \(opener)")
                MainLoop.run(for: 0.3)
                GLibLogRecorder.assertNoProblems("closing \(opener) by \(closer)")
            }
        }
    }
}

private struct Asking: View {
    @Owned var deletes = false
    @Owned var colours = false

    var body: some View {
        VStack {
            Button("Delete…") { deletes = true }
            Button("Colour…") { colours = true }
        }
        .alert("Delete?", isPresented: $deletes) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It goes.")
        }
        .confirmationDialog("Colour", isPresented: $colours) {
            Button("Red") {}
            Button("Cancel", role: .cancel) {}
        }
    }
}

private struct Sorting: View {
    @Owned var order = "none"
    @Owned var counted = 0
    @Owned var note = ""

    var body: some View {
        VStack {
            Menu("Sort") {
                Button("By Name") { order = "name" }
                Button("By Date") { order = "date" }
            }
            Button("Count") { counted += 1 }
            Text("Counted: \(counted)")
            TextField("Note", text: $note)
        }
    }
}
