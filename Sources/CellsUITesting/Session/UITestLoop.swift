import Gtk

/// The GLib main loop as UI tests run it while they wait (for GTK to handle input, for an
/// element, for a D-Bus reply). Knowing when it runs lets a second test that starts inside
/// that wait say so: swift-testing runs suites in parallel unless told not to, and the main
/// loop also runs the main queue, where the next `@MainActor` test is waiting.
@MainActor
enum UITestLoop {
    private static var depth = 0

    static func run(for seconds: Double) {
        depth += 1
        defer { depth -= 1 }
        MainLoop.run(for: seconds)
    }

    static func run(until condition: () -> Bool, timeout: Double) -> Bool {
        depth += 1
        defer { depth -= 1 }
        return MainLoop.run(until: condition, timeout: timeout)
    }

    /// Runs the app for `seconds` as ``run(for:)`` does, but suspends the calling task between
    /// turns of the loop, so that the main actor's other jobs run meanwhile: the app's `.task`
    /// bodies and the sleeps they resume from. (A synchronous wait holds the main actor, whose
    /// jobs then wait for it to end.) Counted as a wait, so a test that starts meanwhile is
    /// told, as it is during a synchronous wait.
    static func runSuspending(for seconds: Double) async {
        depth += 1
        defer { depth -= 1 }
        let deadline = MainLoop.monotonicMilliseconds + seconds * 1000
        repeat {
            for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
            try? await Task.sleep(for: .milliseconds(5))
        } while MainLoop.monotonicMilliseconds < deadline
    }

    /// Dispatches what is pending, without waiting.
    static func drain() {
        depth += 1
        defer { depth -= 1 }
        for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
    }

    /// Throws when called from inside another UI test's wait: two apps would share one screen
    /// and one keyboard.
    static func checkNotNested() throws(UITestingError) {
        guard depth == 0 else {
            throw .environment("a UI test started while another was still running (their windows would share one screen and one "
                + "keyboard): run UI tests one at a time, with `swift test --no-parallel` or `@Suite(.serialized)` around all of them")
        }
    }
}
