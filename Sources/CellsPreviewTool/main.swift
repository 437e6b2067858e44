// cells-preview: a package's `#Preview`s in a live window.
//
//     swift run cells-preview [--watch] [--preview NAME] [--package-path DIR] [--build-only]
//
// It finds the package's targets that declare previews, builds them as a shared library
// beside a shared Cells runtime and a small host (two packages it writes under
// `.build/cells-preview/`), and runs the host: a window listing the previews. With `--watch`
// a saved source file is rebuilt and the new library loaded into the same window.
import Foundation

struct Options {
    var watches = false
    /// Builds and writes the configuration, prints the host's path, and does not run it
    /// (for tests and scripts, which launch the host themselves).
    var buildsOnly = false
    var preview: String?
    var packagePath = FileManager.default.currentDirectoryPath

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--watch": watches = true
            case "--build-only": buildsOnly = true
            case "--preview": preview = rest.popFirst()
            case "--package-path": packagePath = rest.popFirst() ?? packagePath
            case "-h", "--help":
                print("usage: swift run cells-preview [--watch] [--preview NAME] [--package-path DIR] [--build-only]")
                exit(0)
            default: throw ToolError("unknown argument \(argument) (try --help)")
            }
        }
        packagePath = URL(fileURLWithPath: packagePath).standardizedFileURL.path
    }
}

/// The Cells package this tool was built from: three folders above this file.
let cellsRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

func run() throws -> Never {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let package = try PackageSummary.describe(options.packagePath)
    let targets = try PreviewedTargets(in: package).targets
    guard !targets.isEmpty else {
        throw ToolError("no target of \(package.name) declares a preview: add #Preview { … } to a view's file")
    }
    let generated = GeneratedPackages(
        root: options.packagePath + "/.build/cells-preview", cellsRoot: cellsRoot, package: package, targets: targets
    )
    try generated.write()
    print("cells-preview: building \(targets.map(\.name).joined(separator: ", ")) for previews (the first build compiles Cells too)")
    let build = ["swift", "build", "--package-path", generated.previewsDirectory, "--scratch-path", generated.scratchDirectory]
    try Shell.run(build)
    let configuration = generated.root + "/configuration.json"
    try PreviewConfigurationFile(
        libraryPath: generated.libraryPath, buildCommand: build + ["--product", "PreviewedCode"],
        watchedDirectories: targets.map(generated.sourceDirectory), pathRewrites: generated.pathRewrites,
        watches: options.watches, initialPreview: options.preview
    ).write(to: configuration)
    if options.buildsOnly {
        print("host: \(generated.hostPath)\nconfiguration: \(configuration)")
        exit(0)
    }
    setenv("CELLS_PREVIEW_CONFIGURATION", configuration, 1)
    let arguments = [generated.hostPath]
    let cArguments = arguments.map { strdup($0) } + [nil]
    execv(generated.hostPath, cArguments)
    throw ToolError("cannot run \(generated.hostPath): \(String(cString: strerror(errno)))")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("cells-preview: \(error)\n".utf8))
    exit(1)
}
