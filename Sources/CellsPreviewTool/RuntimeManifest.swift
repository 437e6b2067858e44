/// The manifest of the generated `Runtime` package: Cells' runtime targets, declared as
/// Cells' own `Package.swift` declares them (keep the two in step; the live preview's UI
/// test builds this one), with one dynamic library product over them.
enum RuntimeManifest {
    /// Cells' source folders the runtime package links to.
    static let cellsTargets = ["CGtk", "CAdw", "Gtk", "CellsPreviewMacros", "Cells", "CellsGtk", "CellsPreviewer"]

    static let text = """
        // swift-tools-version:6.0
        // Written by cells-preview: Cells as one shared library, for the preview host and every
        // reloaded copy of the previewed code. Its Sources folders link to Cells' own.
        import CompilerPluginSupport
        import PackageDescription

        // As Cells' own Package.swift says: release builds skip the runtime's exclusivity checks,
        // and copy and destroy values field by field.
        let releaseWithoutExclusivityChecks: [SwiftSetting] = [
            .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
        ]
        let releaseValueOperationsByField: [SwiftSetting] = [
            .unsafeFlags(["-Xfrontend", "-disable-type-layout"], .when(configuration: .release)),
        ]

        let package = Package(
            name: "CellsPreviewRuntime",
            products: [.library(name: "CellsPreviewRuntime", type: .dynamic, targets: ["CellsPreviewRuntime"])],
            dependencies: [.package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")],
            targets: [
                .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
                .systemLibrary(name: "CAdw", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
                .target(name: "Gtk", dependencies: ["CGtk", "CAdw"], exclude: ["Generated/SkippedSignals.txt"], swiftSettings: releaseValueOperationsByField),
                .macro(name: "CellsPreviewMacros"),
                .target(name: "Cells", dependencies: [
                    "CellsPreviewMacros",
                    .product(name: "OpenCombine", package: "OpenCombine"),
                    .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                ], swiftSettings: releaseWithoutExclusivityChecks + releaseValueOperationsByField),
                .target(name: "CellsGtk", dependencies: ["Cells", "Gtk"], swiftSettings: releaseWithoutExclusivityChecks + releaseValueOperationsByField),
                .target(name: "CellsPreviewer", dependencies: ["CellsGtk", "Gtk"]),
                .target(name: "CellsPreviewRuntime", dependencies: ["CellsGtk", "CellsPreviewer"]),
            ]
        )

        """
}
