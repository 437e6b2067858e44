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

/// An alert used with the keyboard alone, with real key presses (XTest, through `xdotool
/// key`, as a user's keyboard sends them): Enter on the presenting button opens it with the
/// focus on Cancel (not on the destructive button), Enter presses the focused button, Tab
/// moves to the other, Escape dismisses it; the binding goes back to false each time.
final class KeyboardAlertWindowTests: XCTestCase {
    private static var xdotool: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/xdotool" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs xdotool with `arguments`, letting our main loop run meanwhile (it answers X).
    @MainActor private static func xdotool(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XCTUnwrap(xdotool))
        process.arguments = arguments
        try process.run()
        XCTAssertTrue(MainLoop.run(until: { !process.isRunning }, timeout: 10), "xdotool \(arguments) did not finish")
        for _ in 0..<50 where MainLoop.iterate(mayBlock: false) {}
    }

    /// The text of the first label inside `widget`.
    @MainActor private static func buttonTitle(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String? {
        guard let widget else { return nil }
        return Widget(retaining: UnsafeMutableRawPointer(widget)).firstLabelText
    }

    func testTheAlertIsUsableWithTheKeyboardAlone() throws {
        guard Self.xdotool != nil else { throw XCTSkip("needs xdotool for real key presses (apt install xdotool)") }
        try onMainActor {
            let window = try RealWindow(Deleting(), title: "Keyboard Alert \(getpid())")
            defer { window.close() }
            let parent = window.hosted!.window.widgetPointer
            let parentWindow = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_focus(parentWindow, try window.button("Delete…"))

            @MainActor func open() throws -> UnsafeMutablePointer<GtkWindow> {
                // The keyboard's focus on our window (a window manager gives it back when an
                // alert closes; Xvfb has none).
                try Self.xdotool("search", "--sync", "--onlyvisible", "--pid", String(getpid()), "--name", "^Keyboard Alert \(getpid())$", "windowfocus", "--sync")
                XCTAssertEqual(Self.buttonTitle(gtk_window_get_focus(parentWindow)), "Delete…", "the focus went back to the presenting button")
                try Self.xdotool("key", "Return")
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
            try Self.xdotool("key", "Return")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5))
            _ = try window.label("Deleted: 0, cancelled: 1, asking: no")

            // Tab moves to Delete; Enter presses it.
            alert = try open()
            try Self.xdotool("key", "Tab")
            XCTAssertEqual(Self.buttonTitle(gtk_window_get_focus(alert)), "Delete", "Tab reached the other button")
            try Self.xdotool("key", "Return")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5))
            _ = try window.label("Deleted: 1, cancelled: 1, asking: no")

            // Escape dismisses it (and runs Cancel's action, as SwiftUI does).
            _ = try open()
            try Self.xdotool("key", "Escape")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5))
            _ = try window.label("Deleted: 1, cancelled: 2, asking: no")
        }
    }
}
