import Foundation
import Synchronization

/// A thread that lives as long as the process, on which the UI-test session starts its
/// X server and buses.
///
/// They are started under `setpriv --pdeathsig`, so that they end when the test process does,
/// however it ends. But the kernel sends that signal when the *thread* that started them
/// ends, not the process: started from a test's thread (swift-testing runs even `@MainActor`
/// tests on a pool thread, which the pool retires when idle), the X server and the buses were
/// stopped in the middle of a later test, and every app after it failed to open its display.
final class LastingSpawnThread: @unchecked Sendable {
    static let shared = LastingSpawnThread()

    private let requests = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let work = Mutex<(@Sendable () -> Void)?>(nil)
    /// One caller at a time.
    private let turn = NSLock()

    private init() {
        let thread = Thread { [self] in
            while true {
                requests.wait()
                work.withLock { $0 }?()
                done.signal()
            }
        }
        thread.name = "cells-ui-session-spawner"
        thread.start()
    }

    /// Runs `body` on the lasting thread and waits for it.
    func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        turn.lock()
        defer { turn.unlock() }
        let result = Mutex<Result?>(nil)
        work.withLock { $0 = { let value = body(); result.withLock { $0 = value } } }
        requests.signal()
        done.wait()
        return result.withLock { $0! }
    }
}
