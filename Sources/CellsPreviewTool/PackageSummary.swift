import Foundation

/// The parts of `swift package describe --type json` the preview build needs.
struct PackageSummary: Decodable {
    struct Target: Decodable {
        let name: String
        let path: String
        let type: String
        let module_type: String
        let sources: [String]?
        let target_dependencies: [String]?
        let product_dependencies: [String]?
        let resources: [Resource]?
    }
    struct Resource: Decodable {
        let path: String
    }

    let name: String
    let path: String
    let targets: [Target]

    /// Describes the package at `directory` with the `swift` on the PATH.
    static func describe(_ directory: String) throws -> PackageSummary {
        let output = try Shell.output(of: ["swift", "package", "describe", "--type", "json"], in: directory)
        return try JSONDecoder().decode(PackageSummary.self, from: output)
    }
}

/// The targets a preview build compiles: those whose files declare previews, with the
/// package's own targets they depend on, minus Cells' (the shared runtime has those).
struct PreviewedTargets {
    /// The Cells products a previewed target may use; the runtime library provides them.
    static let runtimeModules: Set<String> = ["Cells", "CellsGtk", "Gtk"]
    /// Cells' own targets, which never go into the previewed code (when the package is Cells).
    static let cellsTargets: Set<String> = [
        "Cells", "CellsGtk", "Gtk", "CGtk", "CAdw", "CXTest", "CellsPreviewMacros", "CellsPreviewer",
        "CellsPreviewTool", "CellsTesting", "CellsUITesting", "CellsSnapshotTesting",
    ]

    let targets: [PackageSummary.Target]

    init(in package: PackageSummary) throws {
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let candidates = package.targets.filter {
            ($0.type == "library" || $0.type == "executable") && $0.module_type == "SwiftTarget"
                && !Self.cellsTargets.contains($0.name)
        }
        var chosen: [String] = []
        func add(_ name: String) throws {
            guard !chosen.contains(name), !Self.cellsTargets.contains(name) else { return }
            guard let target = byName[name], target.module_type == "SwiftTarget" else {
                throw ToolError("target \(name) is not a Swift target; a preview build can carry only Swift targets")
            }
            for product in target.product_dependencies ?? [] where !Self.runtimeModules.contains(product) {
                throw ToolError("""
                    target \(name) depends on product \(product); a preview build carries only targets \
                    that use Cells' \(Self.runtimeModules.sorted().joined(separator: ", ")) and each other
                    """)
            }
            if !(target.resources ?? []).isEmpty {
                FileHandle.standardError.write(Data("cells-preview: note: \(name)'s resources are not copied into the preview build\n".utf8))
            }
            for dependency in target.target_dependencies ?? [] { try add(dependency) }
            chosen.append(name)
        }
        for target in candidates where try Self.declaresPreviews(target, in: package.path) {
            try add(target.name)
        }
        targets = chosen.compactMap { byName[$0] }
    }

    private static func declaresPreviews(_ target: PackageSummary.Target, in root: String) throws -> Bool {
        try (target.sources ?? []).contains { file in
            let text = try String(contentsOfFile: root + "/" + target.path + "/" + file, encoding: .utf8)
            return text.contains("#Preview") || text.contains(": PreviewProvider")
        }
    }
}

/// A failure the tool explains and exits with.
struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
