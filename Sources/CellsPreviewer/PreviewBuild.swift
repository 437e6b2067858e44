import Foundation

/// One run of the package's build command, off the main thread.
struct PreviewBuild: Sendable {
    /// How a build ended.
    enum Outcome: Sendable {
        case succeeded(seconds: Double)
        /// The build's error messages (with their source lines), paths as the user wrote them.
        case failed(diagnostics: String)
    }

    let command: [String]
    let pathRewrites: [String: String]

    /// Runs the build and calls `completion` on the main queue.
    func start(completion: @escaping @MainActor @Sendable (Outcome) -> Void) {
        let command = command, rewrites = pathRewrites
        Thread.detachNewThread {
            let outcome = Self.run(command, rewrites: rewrites)
            DispatchQueue.main.async { completion(outcome) }
        }
    }

    private static func run(_ command: [String], rewrites: [String: String]) -> Outcome {
        let started = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            return .failed(diagnostics: "cannot run \(command.joined(separator: " ")): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var text = String(decoding: data, as: UTF8.self)
        for (from, to) in rewrites { text = text.replacingOccurrences(of: from, with: to) }
        if process.terminationStatus == 0 { return .succeeded(seconds: Date().timeIntervalSince(started)) }
        return .failed(diagnostics: diagnostics(in: text))
    }

    /// The compiler's errors with the lines that show where (SwiftPM's progress lines and
    /// warnings left out); the whole output if it has no error line.
    static func diagnostics(in output: String) -> String {
        var kept: [String] = []
        var keeping = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(": error: ") {
                keeping = true
            } else if line.contains(": warning: ") || line.contains(": note: ") || line.hasPrefix("[") {
                keeping = false
            }
            if keeping { kept.append(String(line)) }
        }
        let text = kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? output.trimmingCharacters(in: .whitespacesAndNewlines) : text
    }
}
