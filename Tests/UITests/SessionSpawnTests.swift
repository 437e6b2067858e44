@testable import CellsUITesting
import Foundation
import Synchronization
import Testing

/// The X server and buses a UI-test session starts end with the test process, not with the
/// test thread that happened to start them: `setpriv --pdeathsig` signals them when that
/// thread ends, and swift-testing's pool retires idle threads in the middle of a run.
@Suite struct SessionSpawnTests {
    /// A process under `setpriv --pdeathsig TERM`, started on the calling thread.
    private static func startWatched() throws -> pid_t {
        try ChildProcess(
            executable: "/usr/bin/setpriv", arguments: ["--pdeathsig", "TERM", "--", "/bin/sleep", "30"],
            environment: ProcessInfo.processInfo.environment, outputPath: "/dev/null"
        ).identifier
    }

    private static func waitUntilRunning(_ command: String, pid: pid_t) {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            if name == command { return }
            usleep(5_000)
        }
    }

    private static func isAlive(_ pid: pid_t) -> Bool {
        if waitpid(pid, nil, WNOHANG) == pid { return false }
        return kill(pid, 0) == 0
    }

    @Test func aProcessStartedOnTheLastingThreadOutlivesTheThreadThatAskedForIt() throws {
        let started = Mutex<(short: pid_t, lasting: pid_t)>((0, 0))
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let short = (try? Self.startWatched()) ?? 0
            // setpriv asks for the signal before it runs sleep: wait for that, or the thread
            // could end first and no signal would ever be asked for.
            Self.waitUntilRunning("sleep", pid: short)
            let lasting = LastingSpawnThread.shared.run { (try? Self.startWatched()) ?? 0 }
            Self.waitUntilRunning("sleep", pid: lasting)
            started.withLock { $0 = (short, lasting) }
            finished.signal()
        }
        thread.start()
        finished.wait()
        let (onShortThread, onLastingThread) = started.withLock { $0 }
        // The short thread has ended (or is ending): the kernel signals what it started.
        let deadline = Date().addingTimeInterval(5)
        while Self.isAlive(onShortThread) && Date() < deadline { usleep(20_000) }
        #expect(onShortThread > 0 && !Self.isAlive(onShortThread), "the thread's own child got its parent-death signal")
        #expect(onLastingThread > 0 && Self.isAlive(onLastingThread), "the lasting thread's child still runs")
        kill(onLastingThread, SIGKILL)
        _ = waitpid(onLastingThread, nil, 0)
    }
}
