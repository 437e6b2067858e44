import CGtk
import Synchronization
import XCTest

/// One message GLib's log writer saw: its domain ("Gtk", "GLib-GObject"), level and text.
struct LoggedMessage: Sendable, CustomStringConvertible {
    let domain: String
    let isCritical: Bool
    let text: String

    var description: String { "\(domain)-\(isCritical ? "CRITICAL" : "WARNING"): \(text)" }
}

/// Records every CRITICAL and WARNING logged through GLib (GTK's `g_return_if_fail`, a
/// `g_critical`, a `g_warning`), for the whole test process, and still prints them as GLib
/// does. Installed once (`install()`, from `onMainActor` and `RealWindow`); it never aborts.
/// A GTK test fails on a CRITICAL: `onMainActor` checks after its body, and a teardown block
/// added to every later test case checks what came after (and what came between tests).
enum GLibLogRecorder {
    private static let recorded = Mutex<[LoggedMessage]>([])
    private static let installed = Mutex(false)

    /// Sets GLib's log writer (possible once per process; later calls do nothing) and
    /// registers the test observer that adds the teardown check to every test case.
    static func install() {
        let first = installed.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        g_log_set_writer_func(writer, nil, nil)
        XCTestObservationCenter.shared.addTestObserver(CriticalLogObserver())
    }

    /// What was recorded since the last `clear()` / `take()`.
    static var messages: [LoggedMessage] { recorded.withLock { $0 } }

    /// The recorded messages, removing them.
    static func take() -> [LoggedMessage] {
        recorded.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }

    static func clear() { _ = take() }

    /// Fails the running test once per CRITICAL recorded since the last check, naming it
    /// and `when` it was seen; the warnings are dropped (GLib printed them already).
    static func failOnCriticals(_ when: String, file: StaticString = #filePath, line: UInt = #line) {
        for failure in takeFailures(when) { XCTFail(failure, file: file, line: line) }
    }

    /// The failure messages `failOnCriticals` reports: one per CRITICAL, taking them all.
    static func takeFailures(_ when: String) -> [String] {
        take().filter(\.isCritical).map { "\($0) (logged \(when))" }
    }

    static func record(_ message: LoggedMessage) {
        recorded.withLock { $0.append(message) }
    }

    /// GLib's writer: records CRITICAL and WARNING messages, then writes every message as
    /// GLib's default writer does. Called on whichever thread logged.
    private static let writer: GLogWriterFunc = { level, fields, count, userData in
        let critical = level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0
        let warning = level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0
        if critical || warning, let fields {
            var domain = "", text = ""
            for field in UnsafeBufferPointer(start: fields, count: Int(count)) {
                guard let key = field.key, let value = field.value else { continue }
                let string: String
                if field.length < 0 {
                    string = String(cString: value.assumingMemoryBound(to: CChar.self))
                } else {
                    let bytes = UnsafeRawBufferPointer(start: value, count: Int(field.length))
                    string = String(decoding: bytes, as: UTF8.self)
                }
                switch String(cString: key) {
                case "GLIB_DOMAIN": domain = string
                case "MESSAGE": text = string
                default: break
                }
            }
            GLibLogRecorder.record(LoggedMessage(domain: domain.isEmpty ? "default" : domain, isCritical: critical, text: text))
        }
        return g_log_writer_default(level, fields, count, userData)
    }
}

// MARK: Problems: what closing a window must not log

extension LoggedMessage {
    /// A CRITICAL of any domain, or a warning of GTK's, GDK's or GLib's (GTK's
    /// `g_return_if_fail`s, GObject's invalid casts); other domains' warnings (dconf's about a
    /// missing runtime folder) are not GTK's teardown.
    var isProblem: Bool {
        isCritical || domain.hasPrefix("Gtk") || domain.hasPrefix("Gdk") || domain.hasPrefix("GLib")
    }
}

extension GLibLogRecorder {
    /// The criticals and GTK, GDK and GLib warnings recorded since the last `clear()`.
    static var problems: [LoggedMessage] { messages.filter(\.isProblem) }

    /// Fails the test naming every critical or GTK, GDK or GLib warning recorded since the
    /// last `clear()` (`what` did it), then clears: a test checks step by step, calling
    /// `clear()` before its first step.
    static func assertNoProblems(_ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let problems = take().filter(\.isProblem)
        XCTAssertTrue(problems.isEmpty, "\(what) logged \(problems.count) problem(s):\n" + problems.map(\.description).joined(separator: "\n"),
                      file: file, line: line)
    }
}

/// Adds to every test case that starts after `GLibLogRecorder.install()` a teardown block
/// failing it on the CRITICALs logged during it (after `onMainActor`'s own check: what its
/// windows logged while closing, or a test that does not use `onMainActor`).
private final class CriticalLogObserver: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
        let before = GLibLogRecorder.take().filter(\.isCritical)
        testCase.addTeardownBlock {
            for message in before { XCTFail("\(message) (logged between the previous test's end and this one's start)") }
            GLibLogRecorder.failOnCriticals("during this test or its teardown")
        }
    }
}
