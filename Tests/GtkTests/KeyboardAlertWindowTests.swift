import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

private struct Deleting: View {
    @Owned var asks = false
    @Owned var deleted = 0
    @Owned var cancelled = 0

    var body: some View {
        VStack {
            Text("Deleted: \(deleted), cancelled: \(cancelled), asking: \(asks ? "yes" : "no")")
            Button("Delete…") { asks = true }
        }
        .alert("Delete the file?", isPresented: $asks) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Cancel", role: .cancel) { cancelled += 1 }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

/// An alert used with the keyboard alone, with real key presses (XTEST, `RealInput`, as a
/// user's keyboard sends them): Enter on the presenting button opens it with the focus on
/// Cancel (not on the destructive button), Enter presses the focused button, Tab moves to the
/// other, Escape dismisses it; the binding goes back to false each time.
final class KeyboardAlertWindowTests: XCTestCase {
    /// The text of the first label inside `widget`.
    @MainActor private static func buttonTitle(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String? {
        guard let widget else { return nil }
        return Widget(retaining: UnsafeMutableRawPointer(widget)).firstLabelText
    }

    func testTheAlertIsUsableWithTheKeyboardAlone() throws {
        try onMainActor {
            let window = try RealWindow(Deleting(), title: "Keyboard Alert \(getpid())")
            defer { window.close() }
            let input = try RealInput.shared()
            let parent = window.hosted!.window.widgetPointer
            let parentWindow = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_focus(parentWindow, try window.button("Delete…"))

            @MainActor func open() throws -> UnsafeMutablePointer<GtkWindow> {
                // The keyboard's focus on our window (a window manager gives it back when an
                // alert closes; Xvfb has none).
                try input.focusWindow(of: parent)
                XCTAssertEqual(Self.buttonTitle(gtk_window_get_focus(parentWindow)), "Delete…", "the focus went back to the presenting button")
                try input.key(named: "Return")
                let opened = MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5)
                XCTAssertTrue(opened, "Enter on \"Delete…\" opened the alert")
                let alert = try XCTUnwrap(visibleWindows(transientFor: parent).first)
                let texts = window.labelTexts
                XCTAssertTrue(texts.contains { $0.hasSuffix("asking: yes") }, "the binding is true: \(texts)")
                return alert
            }

            // Enter opens it; the focus is on Cancel, so Enter again cancels.
            var alert = try open()
            XCTAssertEqual(Self.buttonTitle(gtk_window_get_focus(alert)), "Cancel", "a destructive alert starts on Cancel")
            try input.focusWindow(of: UnsafeMutablePointer<GtkWidget>(OpaquePointer(alert)))
            try input.key(named: "Return")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5))
            _ = try window.label("Deleted: 0, cancelled: 1, asking: no")

            // Tab moves to Delete; Enter presses it.
            alert = try open()
            try input.focusWindow(of: UnsafeMutablePointer<GtkWidget>(OpaquePointer(alert)))
            try input.key(named: "Tab")
            XCTAssertEqual(Self.buttonTitle(gtk_window_get_focus(alert)), "Delete", "Tab reached the other button")
            try input.key(named: "Return")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5))
            _ = try window.label("Deleted: 1, cancelled: 1, asking: no")

            // Escape dismisses it (and runs Cancel's action, as SwiftUI does).
            alert = try open()
            try input.focusWindow(of: UnsafeMutablePointer<GtkWidget>(OpaquePointer(alert)))
            try input.key(named: "Escape")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5))
            _ = try window.label("Deleted: 1, cancelled: 2, asking: no")
        }
    }
}
