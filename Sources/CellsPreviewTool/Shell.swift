import Foundation

/// Runs commands found on the PATH.
enum Shell {
    /// The command's standard output; throws with its standard error if it fails.
    static func output(of command: [String], in directory: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError("\(command.joined(separator: " ")) failed:\n\(errorText)")
        }
        return data
    }

    /// Runs the command with this process's output; throws if it fails.
    static func run(_ command: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError("\(command.joined(separator: " ")) failed (status \(process.terminationStatus))")
        }
    }
}
