import Foundation

/// The two packages a preview build is made of, written under `.build/cells-preview/`:
///
/// - `Runtime`: one shared library (`libCellsPreviewRuntime.so`) with Cells, CellsGtk and
///   the preview window, so the host and every reloaded copy of the previewed code use one
///   copy of Cells (one graph, one main loop, one set of types). Its targets are Cells'
///   folders, linked: depending on the Cells package instead would bring its demo's targets
///   into the graph, whose names a package of examples may also use;
/// - `Previews`: the package's previewed targets (their folders linked, not copied) as a
///   shared library `libPreviewedCode.so` using the runtime, and the small host program.
struct GeneratedPackages {
    let root: String
    let cellsRoot: String
    let package: PackageSummary
    let targets: [PackageSummary.Target]

    var runtimeDirectory: String { root + "/Runtime" }
    var previewsDirectory: String { root + "/Previews" }
    var scratchDirectory: String { root + "/build" }
    var libraryPath: String { scratchDirectory + "/debug/libPreviewedCode.so" }
    var hostPath: String { scratchDirectory + "/debug/CellsPreviewHost" }

    /// Writes both packages (files that did not change are left alone, so SwiftPM does not
    /// resolve again).
    func write() throws {
        try writeIfChanged(runtimeDirectory + "/Package.swift", RuntimeManifest.text)
        for target in RuntimeManifest.cellsTargets {
            try link(runtimeDirectory + "/Sources/" + target, to: cellsRoot + "/Sources/" + target)
        }
        try writeIfChanged(runtimeDirectory + "/Sources/CellsPreviewRuntime/Runtime.swift", """
            @_exported import CellsGtk
            @_exported import CellsPreviewer

            """)
        let runtime = #".product(name: "CellsPreviewRuntime", package: "runtime")"#
        let names = Set(targets.map(\.name))
        let targetLines = targets.map { target in
            let dependencies = [runtime] + (target.target_dependencies ?? []).filter(names.contains).map(literal)
            let excluded = (target.sources ?? []).filter { $0 == "main.swift" }.map(literal)
            return """
                    .target(name: \(literal(target.name)), dependencies: [\(dependencies.joined(separator: ", "))], \
                exclude: [\(excluded.joined(separator: ", "))]),
                """
        }
        try writeIfChanged(previewsDirectory + "/Package.swift", """
            // swift-tools-version:6.0
            // Written by cells-preview for \(package.name): its previewed targets as one shared library.
            import PackageDescription

            let package = Package(
                name: "CellsPreviews",
                products: [
                    .library(name: "PreviewedCode", type: .dynamic, targets: [\(targets.map { literal($0.name) }.joined(separator: ", "))]),
                ],
                dependencies: [.package(path: "../Runtime")],
                targets: [
            \(targetLines.joined(separator: "\n"))
                    .executableTarget(name: "CellsPreviewHost", dependencies: [\(runtime)]),
                ]
            )

            """)
        try writeIfChanged(previewsDirectory + "/Sources/CellsPreviewHost/main.swift", """
            import CellsPreviewRuntime

            Previewer.main()

            """)
        for target in targets {
            try link(previewsDirectory + "/Sources/" + target.name, to: sourceDirectory(of: target))
        }
    }

    /// The user's folder of `target`.
    func sourceDirectory(of target: PackageSummary.Target) -> String {
        URL(fileURLWithPath: package.path + "/" + target.path).standardizedFileURL.path
    }

    /// The build's paths to write as the user's in its messages.
    var pathRewrites: [String: String] {
        Dictionary(uniqueKeysWithValues: targets.map { (previewsDirectory + "/Sources/" + $0.name, sourceDirectory(of: $0)) })
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func writeIfChanged(_ path: String, _ text: String) throws {
        if (try? String(contentsOfFile: path, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func link(_ path: String, to destination: String) throws {
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == destination { return }
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }
}
