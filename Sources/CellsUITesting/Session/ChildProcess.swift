import Glibc

/// A launched app's process: started with `posix_spawn`, its output going to a file, and
/// reaped here with `waitpid`, so whether it still runs is known at once (Foundation's
/// `Process` learns it on a dispatch queue the test may be holding up).
final class ChildProcess {
    let identifier: pid_t
    private(set) var exitStatus: Int32?

    /// Standard output goes to `outputPath`, standard error to `errorPath` (the same file when nil).
    init(executable: String, arguments: [String], environment: [String: String], outputPath: String, errorPath: String? = nil) throws(UITestingError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        if let errorPath {
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // The app starts with no signal blocked or ignored, whatever the test runner's thread
        // had (else it would not end on SIGTERM).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw .launch("cannot start \(executable): \(String(cString: strerror(status)))") }
        identifier = pid
    }

    /// Whether it runs; reaps it when it has exited.
    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        if waitpid(identifier, &status, WNOHANG) == identifier {
            exitStatus = status
            return false
        }
        return true
    }

    /// Asks it to end (SIGTERM), waits up to `grace` seconds, then kills it.
    func terminate(grace: Double) {
        guard isRunning else { return }
        kill(identifier, SIGTERM)
        for _ in 0..<Int(grace * 100) where isRunning { usleep(10_000) }
        if isRunning {
            kill(identifier, SIGKILL)
            var status: Int32 = 0
            waitpid(identifier, &status, 0)
            exitStatus = status
        }
    }
}
