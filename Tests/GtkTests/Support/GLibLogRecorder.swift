import CellsUITesting
import Synchronization
import XCTest

/// The GTK tests' view of `GLibLog` (CellsUITesting's recorder of GLib's CRITICALs and
/// warnings: GLib takes one log writer per process, shared by every test target): failing
/// XCTest cases on what it records.
enum GLibLogRecorder {
    private static let observing = Mutex(false)

    /// Sets GLib's log writer (once per process) and registers the test observer that adds
    /// the teardown check to every test case.
    static func install() {
        GLibLog.install()
        let first = observing.withLock { done in
            defer { done = true }
            return !done
        }
        if first { XCTestObservationCenter.shared.addTestObserver(CriticalLogObserver()) }
    }

    /// What was recorded since the last `clear()` / `take()`.
    static var messages: [LoggedMessage] { GLibLog.messages }

    /// The recorded messages, removing them.
    static func take() -> [LoggedMessage] { GLibLog.take() }

    static func clear() { _ = take() }

    /// Fails the running test once per problem recorded since the last check (a CRITICAL,
    /// or a warning of GTK's, GDK's or GLib's: "Broken accounting of active state" is a bug
    /// as much as a failed assertion is), naming it and `when` it was seen; other domains'
    /// warnings are dropped (GLib printed them already).
    static func failOnCriticals(_ when: String, file: StaticString = #filePath, line: UInt = #line) {
        for failure in takeFailures(when) { XCTFail(failure, file: file, line: line) }
    }

    /// The failure messages `failOnCriticals` reports: one per problem, taking them all.
    static func takeFailures(_ when: String) -> [String] {
        take().filter(\.isProblem).map { "\($0) (logged \(when))" }
    }
}

// MARK: Problems: what closing a window must not log

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
