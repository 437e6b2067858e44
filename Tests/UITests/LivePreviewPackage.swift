import Foundation

/// A user's package for the live preview's tests: a copy of `Examples/UnitConverter` (its
/// Cells dependency pointed at this checkout), built for previews by the `cells-preview`
/// executable built beside the tests. The copy lives under `.build/live-preview-test/`, so a
/// second run reuses its build; each run starts from the example's own sources.
struct LivePreviewPackage {
    let directory: URL
    /// The view file the tests edit, as a person saves it from an editor.
    var converterFile: URL { directory.appendingPathComponent("Sources/UnitConverter/Converter.swift") }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The copy, with the example's sources as they are in the checkout.
    static func copyOfUnitConverter() throws -> LivePreviewPackage {
        let files = FileManager.default
        let example = repository.appendingPathComponent("Examples/UnitConverter")
        let directory = repository.appendingPathComponent(".build/live-preview-test/UnitConverter")
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        for folder in ["Sources", "Tests"] {
            try? files.removeItem(at: directory.appendingPathComponent(folder))
            try files.copyItem(at: example.appendingPathComponent(folder), to: directory.appendingPathComponent(folder))
        }
        let manifest = try String(contentsOf: example.appendingPathComponent("Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(repository.path)\"")
        let manifestURL = directory.appendingPathComponent("Package.swift")
        if (try? String(contentsOf: manifestURL, encoding: .utf8)) != manifest {
            try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)
        }
        return LivePreviewPackage(directory: directory)
    }

    /// Runs `cells-preview --build-only --watch` on the copy; returns the host program and
    /// its configuration file.
    func buildPreviews() throws -> (host: String, configuration: String) {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("cells-preview")
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--build-only", "--watch", "--package-path", directory.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        func value(_ key: String) -> String? {
            text.split(separator: "\n").first { $0.hasPrefix(key + ": ") }.map { String($0.dropFirst(key.count + 2)) }
        }
        guard process.terminationStatus == 0, let host = value("host"), let configuration = value("configuration") else {
            throw LivePreviewFailure(description: "cells-preview --build-only failed:\n" + text.suffix(4000))
        }
        return (host, configuration)
    }

    /// Saves the view file with `old` replaced by `new` (written whole, then renamed over
    /// the old file, as many editors save).
    func edit(_ old: String, _ new: String) throws {
        let text = try String(contentsOf: converterFile, encoding: .utf8)
        guard text.contains(old) else { throw LivePreviewFailure(description: "Converter.swift has no \(old)") }
        try text.replacingOccurrences(of: old, with: new).write(to: converterFile, atomically: true, encoding: .utf8)
    }
}

struct LivePreviewFailure: Error, CustomStringConvertible {
    let description: String
}
