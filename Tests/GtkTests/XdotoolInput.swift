import CGtk
import Foundation
import Glibc
import Gtk
import XCTest

/// Real X input for GTK tests: `xdotool` (XTest) as a subprocess while our main loop runs (it
/// answers X meanwhile), aimed at a window by its X window id. No window manager runs under
/// Xvfb: a window sits where GTK put it and takes the keyboard focus only when given it.
@MainActor
enum Xdotool {
    nonisolated static var path: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/xdotool" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Skips the test when xdotool is not installed.
    nonisolated static func require() throws {
        guard path != nil else { throw XCTSkip("needs xdotool for real input (apt install xdotool)") }
    }

    /// Runs `xdotool arguments…`, then lets the loop handle what it caused.
    static func run(_ arguments: String...) throws {
        try run(arguments)
    }

    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XCTUnwrap(path))
        process.arguments = arguments
        try process.run()
        XCTAssertTrue(MainLoop.run(until: { !process.isRunning }, timeout: 10), "xdotool \(arguments) did not finish")
        settle()
    }

    /// Lets the loop handle everything pending, without waiting.
    static func settle() {
        for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
    }

    /// The X window id of a realized GTK window (`gdk_x11_surface_get_xid`, looked up at run
    /// time so the CGtk shim needs no X11 header).
    static func xid(of window: UnsafeMutablePointer<GtkWidget>) throws -> String {
        typealias GetXID = @convention(c) (OpaquePointer?) -> UInt
        let surface = try XCTUnwrap(gtk_native_get_surface(OpaquePointer(window)), "the window is not realized")
        let symbol = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gdk_x11_surface_get_xid"), "not GTK's X11 backend")
        return String(unsafeBitCast(symbol, to: GetXID.self)(surface))
    }

    /// Gives `window` the keyboard focus (there is no window manager to do it).
    static func focus(_ window: UnsafeMutablePointer<GtkWidget>) throws {
        _ = MainLoop.wait(until: { gtk_widget_get_mapped(window) != 0 }, timeout: 5)
        let id = try xid(of: window)
        try run("windowfocus", "--sync", id)
        XCTAssertTrue(
            MainLoop.wait(until: { gtk_window_is_active(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))) != 0 }, timeout: 5),
            "the window became active")
    }

    /// Presses the keys ("Escape", "ctrl+w") in the focused window.
    static func key(_ keys: String..., delay milliseconds: Int = 12) throws {
        try run(["key", "--delay", String(milliseconds)] + keys)
    }

    /// Types `text` with `milliseconds` between keys, as a person typing fast.
    static func type(_ text: String, delay milliseconds: Int) throws {
        try run("type", "--delay", String(milliseconds), text)
    }

    /// Moves the pointer over the centre of `widget` (of a window or a popover) and leaves it there.
    static func hover(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        let (native, x, y) = try centre(of: widget)
        try run("mousemove", "--window", try xid(of: native), String(x), String(y))
    }

    /// Clicks the centre of `widget` with the first mouse button, then moves the pointer to
    /// the screen's corner, away from every window (windows open at the top left): a pointer
    /// left over a widget would hover whatever the next test opens there.
    static func click(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        let (native, x, y) = try centre(of: widget)
        try run("mousemove", "--window", try xid(of: native), String(x), String(y), "click", "1", "mousemove", "1279", "799")
    }

    /// The surface-holding widget `widget` shows in (its window, or its popover), and the
    /// centre of `widget` in that surface's coordinates.
    private static func centre(of widget: UnsafeMutablePointer<GtkWidget>) throws -> (UnsafeMutablePointer<GtkWidget>, Int, Int) {
        let nativePointer = try XCTUnwrap(gtk_widget_get_native(widget), "the widget is in no window")
        let native = UnsafeMutablePointer<GtkWidget>(nativePointer)
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, native, &bounds), 0, "the widget is laid out")
        // Widget coordinates of the window start inside its surface's frame (CSD shadow).
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(nativePointer, &surfaceX, &surfaceY)
        let x = Int(surfaceX + Double(bounds.origin.x) + Double(bounds.size.width) / 2)
        let y = Int(surfaceY + Double(bounds.origin.y) + Double(bounds.size.height) / 2)
        return (native, x, y)
    }
}

/// The GLib criticals and GTK/GObject warnings logged since ``start()`` (GTK's
/// `g_return_if_fail`s, GObject's invalid casts), read from the process's one log writer,
/// ``GLibLogRecorder``. (Other domains' warnings, dconf's about a missing runtime folder, are
/// not GTK's teardown.)
enum LoggedProblems {
    /// Starts recording: installs the writer if it is not yet, and forgets what came before.
    @MainActor static func start() {
        GLibLogRecorder.install()
        GLibLogRecorder.clear()
    }

    /// The criticals and warnings recorded since ``start()``.
    static var messages: [String] {
        GLibLogRecorder.messages
            .filter { $0.isCritical || $0.domain.hasPrefix("Gtk") || $0.domain.hasPrefix("Gdk") || $0.domain.hasPrefix("GLib") }
            .map(\.description)
    }

    /// Fails the test naming every critical or warning logged since ``start()``.
    static func assertNone(_ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let messages = self.messages
        XCTAssertTrue(messages.isEmpty, "\(what) logged \(messages.count) problem(s):\n" + messages.joined(separator: "\n"), file: file, line: line)
        GLibLogRecorder.clear()
    }
}
